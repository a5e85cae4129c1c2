/**
 * The map of 'Where I work': every service area drawn (circles as their polygons), fitted to them (Estonia when none).
 * With `drawing`, terra-draw's polygon tool of the tender site editor (polygon-draw.ts: click the corners, click the
 * first corner again to close) hands the finished polygon (WGS84) to `onPolygon`; otherwise a click on the map hands
 * its [lon, lat] to `onPoint` (the centre of a point-and-radius area). Lazy: load it with React.lazy so maplibre-gl
 * and terra-draw stay out of pages without a map.
 */
import { useEffect, useMemo, useRef } from 'react';
import type { Map as MapLibreMap } from 'maplibre-gl';
import type { TerraDraw } from 'terra-draw';
import type { ServiceArea } from '@features/profiles/domain/service-areas';
import GeoMap from '@/components/map/geo-map';
import { attachPolygonDraw } from '@/components/map/polygon-draw';
import { useLatest } from '@/hooks/use-latest';
import { areaFeatures, areasBbox } from '@/lib/service-areas';
import { useLanguage, useT } from '@/i18n/i18n';

export interface ServiceAreasMapProps {
  areas: readonly ServiceArea[];
  /** The polygon tool is on: clicks place corners. */
  drawing: boolean;
  onPolygon(polygon: GeoJSON.Polygon): void;
  onPoint(lonLat: [number, number]): void;
}

export default function ServiceAreasMap({ areas, drawing, onPolygon, onPoint }: ServiceAreasMapProps) {
  const t = useT();
  const draw = useRef<TerraDraw | null>(null);
  const latest = useLatest({ onPolygon, onPoint, drawing });
  useEffect(() => () => draw.current?.stop(), []);
  useEffect(() => {
    draw.current?.setMode(drawing ? 'polygon' : 'static');
  }, [drawing]);

  const attach = (map: MapLibreMap) => {
    draw.current = attachPolygonDraw(map, (polygon) => latest.current.onPolygon(polygon));
    if (latest.current.drawing) draw.current.setMode('polygon');
  };

  // The areas' labels are in the active language (areaFeatures reads it): a change of language draws them again.
  const language = useLanguage();
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const data = useMemo(() => areaFeatures(areas), [areas, language]);
  return (
    <GeoMap
      ariaLabel={t('areas.map')}
      className="geo-map-small"
      data={data}
      fitTo={areasBbox(areas)}
      onReady={attach}
      onMapClick={(lonLat) => {
        if (!latest.current.drawing) latest.current.onPoint(lonLat);
      }}
    />
  );
}
