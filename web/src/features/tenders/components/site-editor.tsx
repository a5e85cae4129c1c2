/**
 * The site of the work on Create and Edit Tender: the poster marks a point (a click on the map),
 * draws a polygon (terra-draw: click the corners, click the first corner again to close), enters a point's
 * coordinates in L-EST97 or WGS84 with the keyboard (SiteCoordinatesForm), uploads a KML, GeoJSON or zipped
 * shapefile of the boundary, or clears the site. While editing it shows the area and the
 * centre in WGS84 and L-EST97, and the first broken site rule with the server's words (`siteMessages` of
 * `@domain/site`). Lazy: this module is loaded with the map chunk, only when the poster opens the map.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Alert, Button, Flex, Text } from '@aws-amplify/ui-react';
import { useLatest } from '@/hooks/use-latest';
import type { Map as MapLibreMap } from 'maplibre-gl';
import type { TerraDraw } from 'terra-draw';
import { attachPolygonDraw } from '@/components/map/polygon-draw';
import { describeSite, type LonLat, type SiteGeometry, siteMessages, siteProblem } from '@features/tenders/domain/site';
import GeoMap, { type Bbox } from '@/components/map/geo-map';
import { type GeodataLayer, geodataKind, parseGeodata } from '@features/tenders/domain/geodata/parse-geodata';
import { SiteFigureList } from './site-card';
import SiteCoordinatesForm from './site-coordinates-form';
import { catalogue, loadParts, useT } from '@/i18n/i18n';
import type { MessageKey } from '@domain/i18n/catalogue';

// The editor draws on GeoMap itself (not through LazyGeoMap): the maps' texts load here.
await loadParts('maps');

/** The hint under the tools, by mode. */
const HINTS: Record<Mode, MessageKey> = {
  point: 'siteEditor.hint.point',
  polygon: 'siteEditor.hint.polygon',
  coordinates: 'siteEditor.hint.coordinates',
  view: 'siteEditor.hint.view',
};

export interface SiteEditorProps {
  /** The current site (possibly breaking a rule), or null for none. */
  value: SiteGeometry | null;
  onChange(site: SiteGeometry | null): void;
  /** A message from the server about the site, shown when the client finds no problem. */
  error?: string;
  disabled?: boolean;
}

type Mode = 'view' | 'point' | 'polygon' | 'coordinates';

/** Degrees kept of a clicked point: 7 decimals, about 1 cm. */
const roundDeg = (v: number) => Math.round(v * 1e7) / 1e7;

/** The catalogue key of the message of a file with nothing to use as a site. */
export const NO_SITE_IN_FILE = 'siteFile.noSite' satisfies MessageKey;

/** The catalogue key of the message of a file larger than the parser draws (its boundary would be cut short). */
export const FILE_TOO_DETAILED = 'siteFile.tooDetailed' satisfies MessageKey;

/**
 * The site of an uploaded layer (WGS84): its polygons as one Polygon, or several as a MultiPolygon; a file
 * with no polygon gives its first point. Throws an Error with NO_SITE_IN_FILE when there is neither, and
 * FILE_TOO_DETAILED when the parser cut the layer short. The result is not yet checked against the site
 * rules (siteProblem does that).
 */
export function siteFromLayer(layer: Pick<GeodataLayer, 'features'> & { truncated?: boolean }): SiteGeometry {
  if (layer.truncated) throw new Error(catalogue.t(FILE_TOO_DETAILED));
  const polygons: LonLat[][][] = [];
  let point: LonLat | undefined;
  const visit = (g: GeoJSON.Geometry | null) => {
    if (!g) return;
    if (g.type === 'Polygon') polygons.push(g.coordinates as LonLat[][]);
    else if (g.type === 'MultiPolygon') polygons.push(...(g.coordinates as LonLat[][][]));
    else if (g.type === 'Point') point ??= g.coordinates as LonLat;
    else if (g.type === 'MultiPoint') point ??= g.coordinates[0] as LonLat | undefined;
    else if (g.type === 'GeometryCollection') g.geometries.forEach(visit);
  };
  for (const f of layer.features.features) visit(f.geometry);
  if (polygons.length === 1) return { type: 'Polygon', coordinates: polygons[0]! };
  if (polygons.length > 1) return { type: 'MultiPolygon', coordinates: polygons };
  if (point) return { type: 'Point', coordinates: point };
  throw new Error(catalogue.t(NO_SITE_IN_FILE));
}

/** [west, south, east, north] of a geometry's positions; undefined when it has none that are numbers. */
export function siteBbox(site: SiteGeometry): Bbox | undefined {
  const positions = (site.type === 'Point' ? [site.coordinates] : site.type === 'Polygon' ? site.coordinates.flat() : site.coordinates.flat(2)) as number[][];
  const lons = positions.map((p) => p[0]).filter((v): v is number => Number.isFinite(v));
  const lats = positions.map((p) => p[1]).filter((v): v is number => Number.isFinite(v));
  if (lons.length === 0 || lats.length === 0) return undefined;
  return [Math.min(...lons), Math.min(...lats), Math.max(...lons), Math.max(...lats)];
}

/** The site's figures while editing: area (not for a point), the centre in WGS84 and L-EST97. Valid sites only. */
export function SiteFigures({ site }: { site: SiteGeometry }) {
  const { centroid, lest97, areaM2 } = describeSite(site);
  return <SiteFigureList centroid={centroid} lest97={lest97} areaM2={areaM2} isPoint={site.type === 'Point'} />;
}

export default function SiteEditor({ value, onChange, error, disabled }: SiteEditorProps) {
  const t = useT();
  const [mode, setMode] = useState<Mode>('view');
  const [fileError, setFileError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const [fitTo, setFitTo] = useState<Bbox | undefined>(() => (value ? siteBbox(value) : undefined));
  const draw = useRef<TerraDraw | null>(null);
  const coordinatesId = useId();
  const onChangeRef = useLatest(onChange);
  // The mode as the drawing tool must take it when it attaches: 'Draw a polygon' may be pressed before the map has loaded.
  const modeRef = useLatest(mode);

  const problem = value ? siteProblem(value) : null;
  const message = problem ? siteMessages[problem] : (error ?? null);

  useEffect(() => () => draw.current?.stop(), []);

  /** Attaches terra-draw's polygon mode to the map; a finished polygon becomes the site. */
  const attachDraw = (map: MapLibreMap) => {
    draw.current = attachPolygonDraw(map, (polygon) => {
      setMode('view');
      onChangeRef.current({ type: 'Polygon', coordinates: polygon.coordinates as LonLat[][] });
    });
    if (modeRef.current === 'polygon') draw.current.setMode('polygon');
  };

  const choose = (next: Mode) => {
    setFileError(null);
    const td = draw.current;
    if (td) {
      td.clear();
      td.setMode(next === 'polygon' ? 'polygon' : 'static');
    }
    setMode(next);
  };

  const upload = async (file: File) => {
    setFileError(null);
    const kind = geodataKind({ filename: file.name, contentType: file.type });
    if (!kind) {
      setFileError(t('siteEditor.uploadKinds'));
      return;
    }
    setReading(true);
    try {
      const layer = await parseGeodata(await file.arrayBuffer(), kind);
      const site = siteFromLayer(layer);
      choose('view');
      onChange(site);
      setFitTo(siteBbox(site));
    } catch (e) {
      setFileError(e instanceof Error ? e.message : t('siteEditor.unreadable'));
    } finally {
      setReading(false);
    }
  };

  const data = useMemo<GeoJSON.FeatureCollection>(
    () => ({ type: 'FeatureCollection', features: value ? [{ type: 'Feature', geometry: value as GeoJSON.Geometry, properties: { label: t('site.label') } }] : [] }),
    [value, t],
  );

  return (
    <div className="site-editor" data-testid="site-editor">
      <Flex wrap="wrap" gap="0.5rem" alignItems="center" role="group" aria-label={t('siteEditor.tools')}>
        <Button size="small" variation={mode === 'point' ? 'primary' : undefined} onClick={() => choose(mode === 'point' ? 'view' : 'point')} isDisabled={disabled}>
          {t('siteEditor.markPoint')}
        </Button>
        <Button size="small" variation={mode === 'polygon' ? 'primary' : undefined} onClick={() => choose(mode === 'polygon' ? 'view' : 'polygon')} isDisabled={disabled}>
          {t('siteEditor.drawPolygon')}
        </Button>
        <Button
          size="small"
          variation={mode === 'coordinates' ? 'primary' : undefined}
          aria-expanded={mode === 'coordinates'}
          aria-controls={mode === 'coordinates' ? coordinatesId : undefined}
          onClick={() => choose(mode === 'coordinates' ? 'view' : 'coordinates')}
          isDisabled={disabled}
        >
          {t('siteEditor.enterCoordinates')}
        </Button>
        <Button
          size="small"
          onClick={() => {
            choose('view');
            onChange(null);
          }}
          isDisabled={disabled || !value}
        >
          {t('siteEditor.clear')}
        </Button>
        <label className="amplify-button amplify-button--small site-upload">
          {reading ? t('siteEditor.reading') : t('siteEditor.upload')}
          <input
            type="file"
            className="sr-only"
            accept=".kml,.kmz,.geojson,.json,.zip,application/vnd.google-earth.kml+xml,application/geo+json,application/zip"
            aria-label={t('siteEditor.uploadLabel')}
            disabled={disabled || reading}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void upload(file);
            }}
          />
        </label>
      </Flex>
      <Text color="font.tertiary" fontSize="small" aria-live="polite" data-testid="site-hint">
        {t(HINTS[mode])}
      </Text>
      {mode === 'coordinates' && (
        <div id={coordinatesId}>
          <SiteCoordinatesForm
            value={value}
            disabled={disabled}
            onSetPoint={(point) => {
              onChange(point);
              setFitTo(siteBbox(point));
            }}
          />
        </div>
      )}
      <GeoMap
        ariaLabel={t('siteEditor.mapLabel')}
        className="geo-map-site"
        data={data}
        fitTo={fitTo}
        onReady={attachDraw}
        onMapClick={
          mode === 'point'
            ? ([lon, lat]) => {
                onChange({ type: 'Point', coordinates: [roundDeg(lon), roundDeg(lat)] });
                setMode('view');
              }
            : undefined
        }
      />
      {(fileError ?? message) && (
        <Alert variation="error" role="alert" data-testid="site-error" marginTop="0.5rem">
          {fileError ?? message}
        </Alert>
      )}
      {value && !problem && <SiteFigures site={value} />}
    </div>
  );
}
