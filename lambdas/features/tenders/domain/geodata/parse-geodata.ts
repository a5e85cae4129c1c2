/**
 * Geodata parsing for the file preview and the site editor (in the browser) and the deliveries' quality check:
 * KML, KMZ, GPX, GeoJSON, zipped shapefiles (or a bare .shp) and DXF, read as stored by read-source.ts, become one GeoJSON
 * FeatureCollection in WGS84 longitude/latitude, with its extent, feature count, attribute names
 * and the source coordinate system. Libraries: @tmcw/togeojson (KML/GPX), fflate (KMZ, zips),
 * shpjs (.shp/.dbf), proj4 (reprojection, L-EST97 = EPSG:3301), dxf-parser (DXF).
 *
 * Every error thrown is an `Error` whose message a person can act on. Hostile input is refused
 * before it can hang the tab: see `limits.ts`, `xml-guard.ts`, `zip.ts` and docs/decisions/web/geodata-hostile-files.md
 * "Hostile geodata files".
 */
import { bboxOf, mapPositions, vertexCount, type Bbox } from './bbox';
import { fitsWgs84, isKnownCrs, looksLikeLest97, toWgs84 } from './crs';
import type { GeodataKind } from './kind';
import { GEODATA_LIMITS, type GeodataLimits } from './limits';
import { readGeodataSource, type SourceLayer } from './read-source';

export { GEODATA_LIMITS, type GeodataLimits } from './limits';

export { geodataKind, type GeodataKind } from './kind';

/** One parsed file, ready to draw. */
export interface GeodataLayer {
  /** The features in WGS84 lon/lat, at most GEODATA_LIMITS' feature and vertex caps (see `truncated`). */
  features: GeoJSON.FeatureCollection;
  /** Extent of the drawn features, [west, south, east, north] in degrees; null when nothing has coordinates. */
  bbox: [number, number, number, number] | null;
  /** Features in the file (drawn or not). */
  featureCount: number;
  /** Attribute names across the features, in order of first appearance. */
  columns: string[];
  /** Source coordinate system: 'EPSG:4326', 'EPSG:3301', or the name in a shapefile's .prj. */
  crs: string;
  /** True when the file had more features or vertices than the preview draws. */
  truncated: boolean;
  /** Remarks for the reader: an assumed coordinate system, skipped DXF entities, a truncated drawing. */
  notes: string[];
}

/** Features in WGS 84, before capping, with the source system's name. */
interface RawLayer {
  features: GeoJSON.Feature[];
  crs: string;
  notes: string[];
}

/**
 * Parses a file of `kind` into a WGS84 layer. Throws an Error with a message for people: "This file is
 * not valid KML", "The shapefile has no .shp", "The file is larger than the 25 MB preview limit", ...
 * `limits` defaults to GEODATA_LIMITS (tests pass smaller ones).
 */
export async function parseGeodata(bytes: ArrayBuffer, kind: GeodataKind, limits: GeodataLimits = GEODATA_LIMITS): Promise<GeodataLayer> {
  return finish(place(await readGeodataSource(bytes, kind, limits), kind), limits);
}

function reproject(features: GeoJSON.Feature[], source: string): GeoJSON.Feature[] {
  const transform = toWgs84(source);
  return features.map((f) => ({ ...f, geometry: mapPositions(f.geometry, transform) }));
}

/**
 * The CRS of coordinates that came without one (DXF, a shapefile without .prj): L-EST97 when they lie in
 * its area of use, WGS84 when they fit, else an Error `unknown`.
 */
function guessCrs(features: GeoJSON.Feature[], unknown: string): 'EPSG:3301' | 'EPSG:4326' {
  const extent = bboxOf(features);
  if (!extent) return 'EPSG:4326';
  if (looksLikeLest97(extent)) return 'EPSG:3301';
  if (fitsWgs84(extent)) return 'EPSG:4326';
  throw new Error(unknown);
}

const assumed = (what: string, crs: string) => `${what}; read as ${crs === 'EPSG:3301' ? 'L-EST97 (EPSG:3301) by its coordinates' : 'WGS84 longitude/latitude'}.`;

/** Places a file read as stored in WGS 84: by what it states, or for DXF and a shapefile without .prj by guessCrs. */
function place(source: SourceLayer, kind: GeodataKind): RawLayer {
  if (kind === 'dxf') {
    const { features } = source.parts[0]!;
    const crs = guessCrs(features, 'DXF coordinates are in an unknown system: the preview reads L-EST97 (EPSG:3301) metres or WGS84 degrees');
    return { features: crs === 'EPSG:4326' ? features : reproject(features, crs), crs, notes: [assumed('A DXF names no coordinate system', crs), ...source.notes] };
  }
  if (kind === 'geojson') {
    const { features, stated, statedBy } = source.parts[0]!;
    const named = statedBy === 'the format' ? null : stated!;
    const extent = bboxOf(features);
    if (!extent || fitsWgs84(extent)) return { features, crs: 'EPSG:4326', notes: [] };
    if (!named || named === 'EPSG:4326') {
      throw new Error('The GeoJSON coordinates are not longitude/latitude and the file names no other coordinate system (add a "crs" member such as "EPSG:3301")');
    }
    if (!isKnownCrs(named)) throw new Error(`The GeoJSON names ${named}, a coordinate system this preview cannot read (it reads EPSG:4326 and EPSG:3301)`);
    return { features: reproject(features, named), crs: named, notes: [] };
  }
  if (kind !== 'shapefile') return { features: source.parts[0]!.features, crs: 'EPSG:4326', notes: source.notes };
  const features: GeoJSON.Feature[] = [];
  const crsNames: string[] = [];
  const notes: string[] = [];
  for (const part of source.parts) {
    let layer = part.features;
    let crs: string;
    if (part.prjSource) {
      crs = part.stated!;
      layer = part.prjSource === 'EPSG:4326' ? layer : reproject(layer, part.prjSource);
    } else {
      crs = guessCrs(layer, 'The shapefile has no .prj and its coordinates are neither L-EST97 (EPSG:3301) metres nor WGS84 degrees; add the .prj to the zip');
      notes.push(assumed('The shapefile has no .prj', crs));
      if (crs !== 'EPSG:4326') layer = reproject(layer, crs);
    }
    if (!crsNames.includes(crs)) crsNames.push(crs);
    features.push(...layer);
  }
  return { features, crs: crsNames.join(', '), notes };
}

/** Properties togeojson adds for its own bookkeeping (not attributes of the file): left out of `columns`. */
const HELPER_PROPERTIES = ['_gpxType', 'coordinateProperties', 'styleUrl', 'styleHash', 'styleMapHash'];

/** Caps the drawing, checks the result is WGS84 and collects extent and columns. */
function finish(raw: RawLayer, limits: GeodataLimits): GeodataLayer {
  const drawn: GeoJSON.Feature[] = [];
  let vertices = 0;
  let truncated = false;
  for (const feature of raw.features) {
    const count = vertexCount(feature.geometry);
    if (drawn.length >= limits.maxDrawnFeatures || vertices + count > limits.maxDrawnVertices) {
      truncated = true;
      break;
    }
    vertices += count;
    drawn.push(feature);
  }
  const bbox: Bbox | null = bboxOf(drawn);
  if (bbox && !fitsWgs84(bbox)) {
    throw new Error(`The coordinates do not come out as longitude/latitude (WGS84) from ${raw.crs}; check the file's coordinate system`);
  }
  const columns: string[] = [];
  const seen = new Set<string>(HELPER_PROPERTIES);
  for (const feature of raw.features) {
    for (const key of Object.keys(feature.properties ?? {})) {
      if (!seen.has(key)) {
        seen.add(key);
        columns.push(key);
      }
    }
  }
  const notes = [...raw.notes];
  if (truncated) {
    notes.push(
      `Only the first ${drawn.length} of ${raw.features.length} features are drawn (the preview draws at most ${limits.maxDrawnFeatures.toLocaleString('en')} features and ${limits.maxDrawnVertices.toLocaleString('en')} vertices).`,
    );
  }
  return {
    features: { type: 'FeatureCollection', features: drawn },
    bbox,
    featureCount: raw.features.length,
    columns,
    crs: raw.crs,
    truncated,
    notes,
  };
}
