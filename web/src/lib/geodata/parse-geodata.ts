/**
 * Geodata parsing in the browser for the file preview and the site editor:
 * KML, KMZ, GPX, GeoJSON, zipped shapefiles (or a bare .shp) and DXF become one GeoJSON
 * FeatureCollection in WGS84 longitude/latitude, with its extent, feature count, attribute names
 * and the source coordinate system. Libraries: @tmcw/togeojson (KML/GPX), fflate (KMZ, zips),
 * shpjs (.shp/.dbf), proj4 (reprojection, L-EST97 = EPSG:3301), dxf-parser (DXF).
 *
 * Every error thrown is an `Error` whose message a person can act on. Hostile input is refused
 * before it can hang the tab: see `limits.ts`, `xml-guard.ts`, `zip.ts` and docs/decisions/web/geodata-hostile-files.md
 * "Hostile geodata files".
 */
import { gpx, kml } from '@tmcw/togeojson';
import { parseDbf, parseShp } from 'shpjs';
import { bboxOf, mapPositions, vertexCount, type Bbox } from './bbox';
import { epsgFromName, fitsWgs84, isKnownCrs, looksLikeLest97, readPrj, toWgs84 } from './crs';
import { dxfFeatures } from './dxf';
import type { GeodataKind } from './kind';
import { GEODATA_LIMITS, megabytes, type GeodataLimits } from './limits';
import { assertSafeXml, binaryDescription, parseXml } from './xml-guard';
import { assertDeclaredSize, openZip, readEntry, type ZipEntry } from './zip';

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

const NAMES: Record<GeodataKind, string> = { kml: 'KML', kmz: 'KMZ', gpx: 'GPX', geojson: 'GeoJSON', shapefile: 'shapefile', dxf: 'DXF' };

/** Features in source coordinates, before reprojection and capping. */
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
  if (bytes.byteLength > limits.maxFileBytes) {
    throw new Error(`The file is larger than the ${megabytes(limits.maxFileBytes)} preview limit`);
  }
  if (bytes.byteLength === 0) throw new Error(`The file is empty, so it is not valid ${NAMES[kind]}`);
  const raw = await parseRaw(bytes, kind, limits);
  return finish(raw, limits);
}

async function parseRaw(bytes: ArrayBuffer, kind: GeodataKind, limits: GeodataLimits): Promise<RawLayer> {
  switch (kind) {
    case 'kml':
      return fromKml(decodeText(new Uint8Array(bytes), 'KML'), limits);
    case 'gpx':
      return fromGpx(decodeText(new Uint8Array(bytes), 'GPX'), limits);
    case 'kmz':
      return fromKmz(bytes, limits);
    case 'geojson':
      return fromGeoJson(decodeText(new Uint8Array(bytes), 'GeoJSON'));
    case 'shapefile':
      return fromShapefile(bytes, limits);
    case 'dxf':
      return fromDxf(decodeText(new Uint8Array(bytes), 'DXF'));
  }
}

/** UTF-8 text of a text format; throws "This file is not valid KML: it is a PNG image" for binary files. */
function decodeText(bytes: Uint8Array, name: string): string {
  const binary = binaryDescription(bytes);
  if (binary) throw new Error(`This file is not valid ${name}: it is ${binary}`);
  return new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '');
}

function fromKml(text: string, limits: GeodataLimits): RawLayer {
  const label = 'This file is not valid KML';
  assertSafeXml(text, label, limits.maxXmlDepth);
  const doc = parseXml(text, label, 'kml');
  return { features: kml(doc).features as GeoJSON.Feature[], crs: 'EPSG:4326', notes: [] };
}

function fromGpx(text: string, limits: GeodataLimits): RawLayer {
  const label = 'This file is not valid GPX';
  assertSafeXml(text, label, limits.maxXmlDepth);
  const doc = parseXml(text, label, 'gpx');
  return { features: gpx(doc).features as GeoJSON.Feature[], crs: 'EPSG:4326', notes: [] };
}

async function fromKmz(bytes: ArrayBuffer, limits: GeodataLimits): Promise<RawLayer> {
  const entries = await openZip(bytes, 'This file is not valid KMZ: it is not a zip archive', limits);
  const kmls = entries.filter((e) => /\.kml$/i.test(e.name));
  const main = kmls.find((e) => e.name.toLowerCase() === 'doc.kml') ?? kmls.find((e) => !e.name.includes('/')) ?? kmls[0];
  if (!main) throw new Error('The KMZ has no .kml inside');
  assertDeclaredSize([main], limits);
  const text = decodeText(await readEntry(main, limits.maxUncompressedBytes), 'KML');
  return fromKml(text, limits);
}

/** Deepest GeometryCollection nesting read (RFC 7946 advises against nesting them at all). */
const MAX_COLLECTION_NESTING = 8;

/** Positions of a GeoJSON geometry are arrays of numbers nested to the type's depth; throws when not. */
function checkGeometry(geometry: unknown, label: string, nesting = 0): GeoJSON.Geometry | null {
  if (geometry === null) return null;
  const g = geometry as { type?: unknown; coordinates?: unknown; geometries?: unknown };
  const depths: Record<string, number> = { Point: 0, MultiPoint: 1, LineString: 1, MultiLineString: 2, Polygon: 2, MultiPolygon: 3 };
  if (g && g.type === 'GeometryCollection' && Array.isArray(g.geometries)) {
    if (nesting >= MAX_COLLECTION_NESTING) throw new Error(`${label}: GeometryCollections are nested more than ${MAX_COLLECTION_NESTING} deep`);
    g.geometries.forEach((part) => checkGeometry(part, label, nesting + 1));
    return geometry as GeoJSON.Geometry;
  }
  const depth = typeof g?.type === 'string' && Object.hasOwn(depths, g.type) ? depths[g.type] : undefined;
  if (depth === undefined) throw new Error(`${label}: a geometry has an unknown type`);
  const check = (value: unknown, level: number): void => {
    if (!Array.isArray(value)) throw new Error(`${label}: a ${String(g.type)} has malformed coordinates`);
    if (level === 0) {
      if (value.length < 2 || !value.every((n) => typeof n === 'number' && Number.isFinite(n))) {
        throw new Error(`${label}: a ${String(g.type)} has a position that is not a pair of numbers`);
      }
      return;
    }
    value.forEach((child) => check(child, level - 1));
  };
  check(g.coordinates, depth);
  return geometry as GeoJSON.Geometry;
}

/** A feature's properties when they are an object (RFC 7946: an object or null), else none. */
function propertiesOf(value: unknown): GeoJSON.GeoJsonProperties {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function fromGeoJson(text: string): RawLayer {
  const label = 'This file is not valid GeoJSON';
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(label);
  }
  const root = json as { type?: unknown; features?: unknown; geometry?: unknown; properties?: unknown; crs?: { properties?: { name?: unknown } } } | null;
  if (!root || typeof root !== 'object') throw new Error(label);
  let features: GeoJSON.Feature[];
  if (root.type === 'FeatureCollection' && Array.isArray(root.features)) {
    features = root.features.map((f: unknown) => {
      const feature = f as { type?: unknown; geometry?: unknown; properties?: unknown };
      if (!feature || feature.type !== 'Feature') throw new Error(`${label}: an item of "features" is not a Feature`);
      return { type: 'Feature', geometry: checkGeometry(feature.geometry, label)!, properties: propertiesOf(feature.properties) };
    });
  } else if (root.type === 'Feature') {
    features = [{ type: 'Feature', geometry: checkGeometry(root.geometry, label)!, properties: propertiesOf(root.properties) }];
  } else {
    features = [{ type: 'Feature', geometry: checkGeometry(root, label)!, properties: {} }];
  }
  const named = epsgFromName(root.crs?.properties?.name);
  const extent = bboxOf(features);
  if (!extent || fitsWgs84(extent)) return { features, crs: 'EPSG:4326', notes: [] };
  if (!named || named === 'EPSG:4326') {
    throw new Error('The GeoJSON coordinates are not longitude/latitude and the file names no other coordinate system (add a "crs" member such as "EPSG:3301")');
  }
  if (!isKnownCrs(named)) throw new Error(`The GeoJSON names ${named}, a coordinate system this preview cannot read (it reads EPSG:4326 and EPSG:3301)`);
  return { features: reproject(features, named), crs: named, notes: [] };
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

function fromDxf(text: string): RawLayer {
  const { features, skipped } = dxfFeatures(text);
  const crs = guessCrs(features, 'DXF coordinates are in an unknown system: the preview reads L-EST97 (EPSG:3301) metres or WGS84 degrees');
  const notes = [`A DXF names no coordinate system; read as ${crs === 'EPSG:3301' ? 'L-EST97 (EPSG:3301) by its coordinates' : 'WGS84 longitude/latitude'}.`];
  if (skipped > 0) notes.push(`${skipped} DXF ${skipped === 1 ? 'entity is' : 'entities are'} of a kind the preview does not draw.`);
  return { features: crs === 'EPSG:4326' ? features : reproject(features, crs), crs, notes };
}

const SHP_FILE_CODE = 9994;

async function fromShapefile(bytes: ArrayBuffer, limits: GeodataLimits): Promise<RawLayer> {
  const view = new DataView(bytes);
  if (bytes.byteLength >= 100 && view.getInt32(0, false) === SHP_FILE_CODE) {
    return shapefileLayer([{ name: 'layer', shp: bytes }]);
  }
  const head = new Uint8Array(bytes, 0, Math.min(4, bytes.byteLength));
  if (!(head[0] === 0x50 && head[1] === 0x4b)) {
    const binary = binaryDescription(new Uint8Array(bytes));
    throw new Error(`This file is not a zipped shapefile${binary ? `: it is ${binary}` : ''}`);
  }
  const entries = await openZip(bytes, 'This file is not a valid zip archive', limits);
  const byStem = new Map<string, Partial<Record<'shp' | 'dbf' | 'prj' | 'cpg', ZipEntry>>>();
  for (const entry of entries) {
    const match = /^(.*)\.(shp|dbf|prj|cpg)$/i.exec(entry.name);
    if (!match) continue;
    const stem = match[1]!;
    const parts = byStem.get(stem) ?? {};
    parts[match[2]!.toLowerCase() as 'shp' | 'dbf' | 'prj' | 'cpg'] = entry;
    byStem.set(stem, parts);
  }
  const layers = [...byStem.entries()].filter(([, parts]) => parts.shp);
  if (layers.length === 0) throw new Error('The shapefile has no .shp (the zip must hold at least the .shp, ideally with its .dbf and .prj)');
  const needed = layers.flatMap(([, parts]) => [parts.shp, parts.dbf, parts.prj, parts.cpg].filter((e): e is ZipEntry => !!e));
  assertDeclaredSize(needed, limits);
  let budget = limits.maxUncompressedBytes;
  const read = async (entry: ZipEntry | undefined): Promise<Uint8Array | undefined> => {
    if (!entry) return undefined;
    const data = await readEntry(entry, budget);
    budget -= data.length;
    return data;
  };
  const decoder = new TextDecoder();
  const sources = [];
  for (const [name, parts] of layers) {
    const shp = (await read(parts.shp))!;
    const dbf = await read(parts.dbf);
    const prj = await read(parts.prj);
    const cpg = await read(parts.cpg);
    sources.push({ name, shp, dbf, prj: prj && decoder.decode(prj), cpg: cpg && decoder.decode(cpg) });
  }
  return shapefileLayer(sources);
}

interface ShapefileSource {
  name: string;
  shp: ArrayBuffer | Uint8Array;
  dbf?: Uint8Array;
  prj?: string;
  cpg?: string;
}

/** Features of shapefile layers reprojected to WGS84 by each layer's .prj (or, without one, by guessCrs). */
function shapefileLayer(sources: ShapefileSource[]): RawLayer {
  const features: GeoJSON.Feature[] = [];
  const crsNames: string[] = [];
  const notes: string[] = [];
  for (const source of sources) {
    let geometries: GeoJSON.Geometry[];
    let rows: Record<string, unknown>[] = [];
    try {
      geometries = parseShp(source.shp);
    } catch {
      throw new Error(`The shapefile's ${source.name}.shp is damaged or not a shapefile`);
    }
    if (source.dbf) {
      try {
        rows = parseDbf(source.dbf, source.cpg);
      } catch {
        throw new Error(`The shapefile's ${source.name}.dbf is damaged`);
      }
    }
    let layer: GeoJSON.Feature[] = geometries.map((geometry, i) => ({ type: 'Feature', geometry, properties: rows[i] ?? {} }));
    let crs: string;
    if (source.prj) {
      const prj = readPrj(source.prj);
      crs = prj.name;
      layer = prj.source === 'EPSG:4326' ? layer : reproject(layer, prj.source);
    } else {
      crs = guessCrs(layer, 'The shapefile has no .prj and its coordinates are neither L-EST97 (EPSG:3301) metres nor WGS84 degrees; add the .prj to the zip');
      notes.push(`The shapefile has no .prj; read as ${crs === 'EPSG:3301' ? 'L-EST97 (EPSG:3301) by its coordinates' : 'WGS84 longitude/latitude'}.`);
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
