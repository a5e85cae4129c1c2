/**
 * A map on which one polygon is drawn (terra-draw's polygon mode over GeoMap: click the corners, click the first
 * corner again to close), for any page that asks for an area: shows `value`, offers 'Draw' and 'Clear', and hands
 * the finished polygon (WGS84) to `onChange`. The rules of an area are the caller's (checked on the server too).
 * The drawing tool is the tender site editor's (polygon-draw.ts). Lazy: load it with React.lazy so maplibre-gl and terra-draw stay out of pages without a map.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, Flex } from '@aws-amplify/ui-react';
import type { Map as MapLibreMap } from 'maplibre-gl';
import type { TerraDraw } from 'terra-draw';
import { useLatest } from '@/hooks/use-latest';
import GeoMap, { type Bbox } from './geo-map';
import { attachPolygonDraw } from './polygon-draw';
import './geo-map.css';

export interface AreaDrawMapProps {
  /** The current polygon (GeoJSON, WGS84), or null. */
  value: GeoJSON.Polygon | GeoJSON.MultiPolygon | null;
  onChange(area: GeoJSON.Polygon | null): void;
  ariaLabel: string;
}

/** The bbox of a polygon's positions. */
function bboxOf(g: GeoJSON.Polygon | GeoJSON.MultiPolygon): Bbox {
  const points = (g.type === 'Polygon' ? g.coordinates.flat() : g.coordinates.flat(2)) as number[][];
  const xs = points.map((p) => p[0]!);
  const ys = points.map((p) => p[1]!);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

export default function AreaDrawMap({ value, onChange, ariaLabel }: AreaDrawMapProps) {
  const draw = useRef<TerraDraw | null>(null);
  const [drawing, setDrawing] = useState(false);
  const onChangeRef = useLatest(onChange);
  useEffect(() => () => draw.current?.stop(), []);

  const attach = (map: MapLibreMap) => {
    draw.current = attachPolygonDraw(map, (polygon) => {
      setDrawing(false);
      onChangeRef.current(polygon);
    });
  };

  const toggle = () => {
    const next = !drawing;
    draw.current?.setMode(next ? 'polygon' : 'static');
    setDrawing(next);
  };

  const data = useMemo<GeoJSON.FeatureCollection>(() => ({ type: 'FeatureCollection', features: value ? [{ type: 'Feature', geometry: value, properties: { label: 'Area' } }] : [] }), [value]);
  return (
    <Flex direction="column" gap="0.5rem">
      <GeoMap ariaLabel={ariaLabel} className="geo-map-small" data={data} fitTo={value ? bboxOf(value) : undefined} onReady={attach} />
      <Flex gap="0.5rem">
        <Button size="small" onClick={toggle} aria-pressed={drawing}>
          {drawing ? 'Stop drawing' : value ? 'Draw again' : 'Draw the area'}
        </Button>
        {value && (
          <Button size="small" onClick={() => onChange(null)}>
            Clear the area
          </Button>
        )}
      </Flex>
    </Flex>
  );
}
