/**
 * The app's map, on MapLibre GL JS: a base map from `/config.json` (`mapTiles`, an XYZ raster
 * template, `{-y}` for TMS rows; or `mapPmtiles`, a self-hosted PMTiles archive, pmtiles-base.ts; none: the bundled
 * outline of Estonia and its neighbours, base-map-outline.ts, from the app's own origin, so a map is never blank
 * offline), the Estonia view by
 * default, a navigation control and the tiles' attribution. It draws `data` (WGS84 GeoJSON): points as
 * circles, lines, and polygons as a fill with an outline. With `cluster`, points are grouped by MapLibre's
 * GeoJSON clustering; the blank base has no glyphs, so cluster counts and single points are HTML buttons
 * on the map (a cluster zooms in, a point calls `onFeatureClick`), which also makes them keyboard reachable.
 *
 * Loaded lazily through LazyGeoMap: this module and maplibre-gl are their own chunk.
 */
import { type ReactNode, useEffect, useRef } from 'react';
import { useLatest } from '@/hooks/use-latest';
import {
  type GeoJSONSource,
  type LayerSpecification,
  Map as MapLibreMap,
  type MapGeoJSONFeature,
  type MapMouseEvent,
  Marker,
  NavigationControl,
  setWorkerUrl,
  type StyleSpecification,
} from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import 'maplibre-gl/dist/maplibre-gl.css';
import { webConfig } from '@/config/web-config';
import { useLanguage, useT } from '@/i18n/i18n';
import type { Translate } from '@domain/i18n/translate';
import { outlineLayers, outlineSource, SEA_COLOUR } from './base-map-outline';
import './geo-map.css';

/** [west, south, east, north] in WGS84 degrees. */
export type Bbox = [number, number, number, number];

export interface GeoMapProps {
  /** What to draw, in WGS84. */
  data?: GeoJSON.FeatureCollection;
  /** Fit the view to this extent (a point's bbox zooms to street level). */
  fitTo?: Bbox;
  /** Group dense points into clusters (the tender map). */
  cluster?: boolean;
  /** A drawn feature (or, with `cluster`, a single point) was clicked; its properties are the data's. */
  onFeatureClick?(feature: GeoJSON.Feature): void;
  /** The visible extent after each move and once loaded. */
  onViewChange?(bbox: Bbox): void;
  /** A click on the map outside any feature, at [lon, lat]. */
  onMapClick?(lonLat: [number, number]): void;
  /** Accessible name of the map region. */
  ariaLabel: string;
  className?: string;
  /** Overlays drawn above the map (buttons, legends). */
  children?: ReactNode;
  /** Called once the style has loaded, with the MapLibre map (e.g. to attach drawing tools). */
  onReady?(map: MapLibreMap): void;
}

/** Estonia's extent, the default view. */
export const ESTONIA_BBOX: Bbox = [21.7, 57.5, 28.3, 59.8];
const SOURCE = 'data';
const EMPTY: GeoJSON.FeatureCollection = { type: 'FeatureCollection', features: [] };
const COLOR = '#0d6e5f';

// MapLibre resolves its worker beside its own script, which a bundler moves: point it at the emitted file.
setWorkerUrl(workerUrl);

/**
 * The base style: the raster tiles of `tiles` when given, else the sea's colour alone, so the map loads at once; the
 * bundled outline (land and borders) is added under the data once loaded (`addOutline`). `{-y}` in the template means
 * TMS row order (the Land Board's tiles); MapLibre takes it as `{y}` with `scheme: 'tms'`.
 */
export function baseStyle(tiles: string | undefined, attribution: string | undefined): StyleSpecification {
  const background: LayerSpecification = { id: 'background', type: 'background', paint: { 'background-color': tiles ? '#eef1ee' : SEA_COLOUR } };
  if (!tiles) return { version: 8, sources: {}, layers: [background] };
  const tms = tiles.includes('{-y}');
  return {
    version: 8,
    sources: {
      base: {
        type: 'raster',
        tiles: [tiles.replace('{-y}', '{y}')],
        tileSize: 256,
        scheme: tms ? 'tms' : 'xyz',
        maxzoom: 19,
        ...(attribution ? { attribution } : {}),
      },
    },
    layers: [background, { id: 'base', type: 'raster', source: 'base' }],
  };
}

/** The layers drawing the data source: polygons (fill + outline), lines, clusters and points. */
function dataLayers(cluster: boolean): LayerSpecification[] {
  return [
    { id: 'data-fill', type: 'fill', source: SOURCE, filter: ['==', ['geometry-type'], 'Polygon'], paint: { 'fill-color': COLOR, 'fill-opacity': 0.2 } },
    { id: 'data-outline', type: 'line', source: SOURCE, filter: ['==', ['geometry-type'], 'Polygon'], paint: { 'line-color': COLOR, 'line-width': 2 } },
    { id: 'data-line', type: 'line', source: SOURCE, filter: ['==', ['geometry-type'], 'LineString'], paint: { 'line-color': COLOR, 'line-width': 3 } },
    ...(cluster
      ? [
          {
            id: 'data-clusters',
            type: 'circle',
            source: SOURCE,
            filter: ['has', 'point_count'],
            paint: {
              'circle-color': COLOR,
              'circle-opacity': 0.85,
              'circle-radius': ['step', ['get', 'point_count'], 14, 10, 18, 100, 24],
              'circle-stroke-color': '#fff',
              'circle-stroke-width': 2,
            },
          } satisfies LayerSpecification,
        ]
      : []),
    {
      id: 'data-points',
      type: 'circle',
      source: SOURCE,
      filter: cluster ? ['all', ['==', ['geometry-type'], 'Point'], ['!', ['has', 'point_count']]] : ['==', ['geometry-type'], 'Point'],
      paint: { 'circle-color': COLOR, 'circle-radius': 7, 'circle-stroke-color': '#fff', 'circle-stroke-width': 2 },
    },
  ];
}

const boundsOf = (map: MapLibreMap): Bbox => {
  const b = map.getBounds();
  return [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()];
};

/** Fits `bbox`, at most to street level (a point's bbox has no size). */
function fit(map: MapLibreMap, bbox: Bbox, animate: boolean) {
  map.fitBounds([bbox[0], bbox[1], bbox[2], bbox[3]], { padding: 40, maxZoom: 16, animate });
}

/** A label for a point's button: its `label` or `title` property. */
const featureLabel = (f: GeoJSON.Feature, t: Translate) => String(f.properties?.label ?? f.properties?.title ?? t('map.feature'));

/** MapLibre's own control texts (its `locale` option) from the catalogue; the scale's unit symbols stay MapLibre's. */
export function mapLocale(t: Translate): Record<string, string> {
  return {
    'AttributionControl.ToggleAttribution': t('map.control.toggleAttribution'),
    'AttributionControl.MapFeedback': t('map.control.mapFeedback'),
    'FullscreenControl.Enter': t('map.control.fullscreenEnter'),
    'FullscreenControl.Exit': t('map.control.fullscreenExit'),
    'GeolocateControl.FindMyLocation': t('map.control.findMyLocation'),
    'GeolocateControl.LocationNotAvailable': t('map.control.locationNotAvailable'),
    'LogoControl.Title': t('map.control.logo'),
    'Map.Title': t('map.control.map'),
    'Marker.Title': t('map.control.marker'),
    'NavigationControl.ResetBearing': t('map.control.resetBearing'),
    'NavigationControl.ZoomIn': t('map.control.zoomIn'),
    'NavigationControl.ZoomOut': t('map.control.zoomOut'),
    'Popup.Close': t('map.control.popupClose'),
    'GlobeControl.Enable': t('map.control.globeEnable'),
    'GlobeControl.Disable': t('map.control.globeDisable'),
    'TerrainControl.Enable': t('map.control.terrainEnable'),
    'TerrainControl.Disable': t('map.control.terrainDisable'),
    'CooperativeGesturesHandler.WindowsHelpText': t('map.control.windowsHelp'),
    'CooperativeGesturesHandler.MacHelpText': t('map.control.macHelp'),
    'CooperativeGesturesHandler.MobileHelpText': t('map.control.mobileHelp'),
  };
}

export default function GeoMap({ data, fitTo, cluster = false, onFeatureClick, onViewChange, onMapClick, ariaLabel, className, children, onReady }: GeoMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const loaded = useRef(false);
  // Latest callbacks, read by the map's listeners (registered once).
  const handlers = useLatest({ onFeatureClick, onViewChange, onMapClick, onReady });
  const latest = useLatest({ data, fitTo });
  // A change of language makes the map anew, with its controls' texts in that language.
  const language = useLanguage();
  const t = useT();

  useEffect(() => {
    const { mapTiles, mapAttribution, mapPmtiles } = webConfig();
    const map = new MapLibreMap({
      container: container.current!,
      style: baseStyle(mapTiles, mapAttribution),
      bounds: latest.current.fitTo ?? ESTONIA_BBOX,
      fitBoundsOptions: { padding: 40, maxZoom: 16 },
      attributionControl: { compact: true },
      dragRotate: false,
      pitchWithRotate: false,
      locale: mapLocale(t),
    });
    mapRef.current = map;
    map.touchZoomRotate.disableRotation();
    map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    const markers = new Map<string, Marker>();

    /** With clustering: HTML buttons for the clusters (count, zoom in) and single points (open). */
    const syncMarkers = () => {
      if (!cluster || !map.getSource(SOURCE)) return;
      const seen = new Set<string>();
      for (const f of map.querySourceFeatures(SOURCE)) {
        if (f.geometry.type !== 'Point') continue;
        const props = f.properties ?? {};
        const isCluster = props.cluster === true || props.point_count !== undefined;
        // A cluster id may come back with other members after new data: its count is part of the key.
        const key = isCluster ? `c${props.cluster_id}:${props.point_count}` : `p${props.id ?? f.geometry.coordinates.join(',')}`;
        if (seen.has(key)) continue;
        seen.add(key);
        if (markers.has(key)) continue;
        const button = document.createElement('button');
        button.type = 'button';
        const [lon, lat] = f.geometry.coordinates as [number, number];
        if (isCluster) {
          const count = Number(props.point_count);
          button.className = 'geo-map-cluster';
          button.textContent = String(props.point_count_abbreviated ?? count);
          button.setAttribute('aria-label', t('map.cluster', { n: count }));
          button.addEventListener('click', (e) => {
            e.stopPropagation();
            void (map.getSource(SOURCE) as GeoJSONSource).getClusterExpansionZoom(Number(props.cluster_id)).then((zoom) => map.easeTo({ center: [lon, lat], zoom }));
          });
        } else {
          const feature: GeoJSON.Feature = { type: 'Feature', geometry: { type: 'Point', coordinates: [lon, lat] }, properties: { ...props } };
          button.className = 'geo-map-point';
          button.setAttribute('aria-label', featureLabel(feature, t));
          button.addEventListener('click', (e) => {
            e.stopPropagation();
            handlers.current.onFeatureClick?.(feature);
          });
        }
        markers.set(key, new Marker({ element: button }).setLngLat([lon, lat]).addTo(map));
      }
      for (const [key, marker] of markers) {
        if (!seen.has(key)) {
          marker.remove();
          markers.delete(key);
        }
      }
    };

    map.on('load', () => {
      map.addSource(SOURCE, { type: 'geojson', data: latest.current.data ?? EMPTY, cluster, clusterRadius: 50, clusterMaxZoom: 14 });
      for (const layer of dataLayers(cluster)) map.addLayer(layer);
      const firstDataLayer = dataLayers(cluster)[0]!.id;
      // Without tiles, the bundled outline goes under the data: fetched after the load, so a click never waits for it.
      if (!mapTiles) {
        map.addSource('outline', outlineSource);
        for (const layer of outlineLayers('outline')) map.addLayer(layer, firstDataLayer);
      }
      // A self-hosted PMTiles base goes under the data once its chunk is loaded; the outline shows meanwhile.
      if (mapPmtiles)
        void import('./pmtiles-base').then(({ addPmtilesBase }) => {
          if (mapRef.current === map) addPmtilesBase(map, mapPmtiles, firstDataLayer);
        });
      loaded.current = true;
      handlers.current.onReady?.(map);
      handlers.current.onViewChange?.(boundsOf(map));
    });
    map.on('moveend', () => {
      if (loaded.current) handlers.current.onViewChange?.(boundsOf(map));
    });
    map.on('idle', syncMarkers);
    map.on('sourcedata', (e) => {
      if (e.sourceId === SOURCE && e.isSourceLoaded) syncMarkers();
    });
    const featureLayers = ['data-fill', 'data-line', 'data-points'];
    map.on('click', (e: MapMouseEvent) => {
      if (!loaded.current) return;
      const hits: MapGeoJSONFeature[] = map.queryRenderedFeatures(e.point, { layers: featureLayers });
      const hit = hits[0];
      if (hit && handlers.current.onFeatureClick) {
        handlers.current.onFeatureClick({ type: 'Feature', geometry: hit.geometry, properties: hit.properties });
        return;
      }
      handlers.current.onMapClick?.([e.lngLat.lng, e.lngLat.lat]);
    });
    return () => {
      for (const marker of markers.values()) marker.remove();
      loaded.current = false;
      mapRef.current = null;
      map.remove();
    };
    // The map is made once; data and extent follow in the effects below (handlers and latest are refs).
  }, [cluster, handlers, latest, language, t]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map || !loaded.current) return;
    (map.getSource(SOURCE) as GeoJSONSource | undefined)?.setData(data ?? EMPTY);
  }, [data]);

  const fitKey = fitTo?.join(',');
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !fitTo) return;
    fit(map, fitTo, loaded.current);
    // fitKey stands for fitTo's values.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fitKey]);

  return (
    <div className={['geo-map', className].filter(Boolean).join(' ')} role="region" aria-label={ariaLabel}>
      <div ref={container} className="geo-map-canvas" data-testid="geo-map" />
      {children}
    </div>
  );
}
