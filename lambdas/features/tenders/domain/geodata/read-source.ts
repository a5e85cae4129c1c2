/**
 * Reading a geodata file as it is stored: its features in the file's own coordinates and what the file states about
 * its coordinate system (KML and GPX are WGS 84 by their standards, GeoJSON by RFC 7946 unless a `crs` member names
 * another, a shapefile by its .prj; a DXF states nothing). parse-geodata.ts places the result in WGS 84 for the
 * preview; the deliveries' quality check reads the stored coordinates to find swapped axes and unknown systems.
 *
 * Every error thrown is an `Error` whose message a person can act on; hostile input is refused before it can hang the
 * reader (limits.ts, xml-guard.ts, zip.ts; docs/decisions/web/geodata-hostile-files.md).
 */
import { gpx, kml } from '@tmcw/togeojson';
import { parseDbf, parseShp } from 'shpjs';
import { epsgFromName, readPrj } from './crs';
import { dxfFeatures } from './dxf';
import type { GeodataKind } from './kind';
import { megabytes, type GeodataLimits } from './limits';
import { assertSafeXml, binaryDescription, parseXml } from './xml-guard';
import { assertDeclaredSize, openZip, readEntry, type ZipEntry } from './zip';

/** One part of a file in its stored coordinates (a shapefile zip has a part per layer; other formats one). */
export interface SourcePart {
  features: GeoJSON.Feature[];
  /** What the file states: 'EPSG:4326', 'EPSG:3301', a .prj's system name, or undefined when it states nothing. */
  stated?: string;
  /** Where the statement comes from, as a sentence names it: 'the format', "the file's crs member", 'the .prj file'. */
  statedBy?: string;
  /** For a .prj: the definition proj4 reads (an EPSG code it knows, or the WKT). */
  prjSource?: string;
  /** The part's name (a shapefile layer's stem). */
  name?: string;
}

/** A file as stored: its parts, and remarks of the reading (DXF entities skipped). */
export interface SourceLayer {
  parts: SourcePart[];
  notes: string[];
}

/** The formats' names as messages say them. */
export const GEODATA_NAMES: Record<GeodataKind, string> = { kml: 'KML', kmz: 'KMZ', gpx: 'GPX', geojson: 'GeoJSON', shapefile: 'shapefile', dxf: 'DXF' };

/**
 * Reads `bytes` of `kind` as stored. Throws an Error with a message for people: "The file is larger than the 25 MB
 * preview limit", "This file is not valid KML", "The shapefile has no .shp", …
 */
export async function readGeodataSource(bytes: ArrayBuffer, kind: GeodataKind, limits: GeodataLimits): Promise<SourceLayer> {
  if (bytes.byteLength > limits.maxFileBytes) throw new Error(`The file is larger than the ${megabytes(limits.maxFileBytes)} preview limit`);
  if (bytes.byteLength === 0) throw new Error(`The file is empty, so it is not valid ${GEODATA_NAMES[kind]}`);
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

const BY_FORMAT = { stated: 'EPSG:4326', statedBy: 'the format' } as const;

function fromKml(text: string, limits: GeodataLimits): SourceLayer {
  const label = 'This file is not valid KML';
  assertSafeXml(text, label, limits.maxXmlDepth);
  const doc = parseXml(text, label, 'kml');
  return { parts: [{ features: kml(doc).features as GeoJSON.Feature[], ...BY_FORMAT }], notes: [] };
}

function fromGpx(text: string, limits: GeodataLimits): SourceLayer {
  const label = 'This file is not valid GPX';
  assertSafeXml(text, label, limits.maxXmlDepth);
  const doc = parseXml(text, label, 'gpx');
  return { parts: [{ features: gpx(doc).features as GeoJSON.Feature[], ...BY_FORMAT }], notes: [] };
}

async function fromKmz(bytes: ArrayBuffer, limits: GeodataLimits): Promise<SourceLayer> {
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

function fromGeoJson(text: string): SourceLayer {
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
  return { parts: [named ? { features, stated: named, statedBy: "the file's crs member" } : { features, ...BY_FORMAT }], notes: [] };
}

function fromDxf(text: string): SourceLayer {
  const { features, skipped } = dxfFeatures(text);
  const notes = skipped > 0 ? [`${skipped} DXF ${skipped === 1 ? 'entity is' : 'entities are'} of a kind the preview does not draw.`] : [];
  return { parts: [{ features }], notes };
}

const SHP_FILE_CODE = 9994;

async function fromShapefile(bytes: ArrayBuffer, limits: GeodataLimits): Promise<SourceLayer> {
  const view = new DataView(bytes);
  if (bytes.byteLength >= 100 && view.getInt32(0, false) === SHP_FILE_CODE) {
    return shapefileSource([{ name: 'layer', shp: bytes }]);
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
  return shapefileSource(sources);
}

interface ShapefileSource {
  name: string;
  shp: ArrayBuffer | Uint8Array;
  dbf?: Uint8Array;
  prj?: string;
  cpg?: string;
}

/** A part per shapefile layer, in its stored coordinates, with what its .prj states (readPrj throws on a .prj proj4 cannot read). */
function shapefileSource(sources: ShapefileSource[]): SourceLayer {
  const parts: SourcePart[] = [];
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
    const features: GeoJSON.Feature[] = geometries.map((geometry, i) => ({ type: 'Feature', geometry, properties: rows[i] ?? {} }));
    if (source.prj) {
      const prj = readPrj(source.prj);
      parts.push({ name: source.name, features, stated: prj.name, statedBy: 'the .prj file', prjSource: prj.source });
    } else parts.push({ name: source.name, features });
  }
  return { parts, notes: [] };
}
