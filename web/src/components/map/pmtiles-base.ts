/**
 * The self-hosted base map: a PMTiles extract of OpenStreetMap (a Protomaps build, vector tiles) that the operator
 * puts in the site's own bucket (docs/deploy.md), read with HTTP range requests from the app's origin through
 * CloudFront, drawn with Protomaps' 'light' layers. No third-party tile service, no glyph or sprite server: the
 * label layers (type `symbol`, which need glyphs) and its background are left out, so the map carries roads, water, land use and
 * buildings without names. Loaded only when `/config.json` names an archive (`mapPmtiles`), as its own chunk.
 */
import { layers, namedFlavor } from '@protomaps/basemaps';
import { addProtocol, type LayerSpecification, type Map as MapLibreMap } from 'maplibre-gl';
import { Protocol } from 'pmtiles';

/** The source id of the archive in the map's style. */
export const PMTILES_SOURCE = 'protomaps';
/** What the tiles are made from, as their licence (ODbL) asks to be credited. */
export const PMTILES_ATTRIBUTION = '© OpenStreetMap contributors';

let registered = false;

/**
 * The base layers drawn from the archive: Protomaps' light flavour without its label (symbol) layers and without its
 * background, so while the archive is missing or loading the bundled outline beneath still shows.
 */
export function pmtilesLayers(): LayerSpecification[] {
  return layers(PMTILES_SOURCE, namedFlavor('light'), { lang: 'et' }).filter((l) => l.type !== 'symbol' && l.type !== 'background');
}

/**
 * Adds the archive at `path` (e.g. '/base-map/estonia.pmtiles', on the app's own origin) to `map` as its base:
 * the source and its layers, each inserted before `beforeLayerId` (the first data layer), so the data stay on top.
 */
export function addPmtilesBase(map: MapLibreMap, path: string, beforeLayerId: string): void {
  if (!registered) {
    addProtocol('pmtiles', new Protocol().tile);
    registered = true;
  }
  map.addSource(PMTILES_SOURCE, { type: 'vector', url: `pmtiles://${new URL(path, window.location.origin).href}`, attribution: PMTILES_ATTRIBUTION });
  for (const layer of pmtilesLayers()) map.addLayer(layer, beforeLayerId);
}
