/**
 * What the quality check reads in a delivered file (check-report.ts GeodataSummary): vector geodata through the
 * preview's reader as stored (tenders/domain/geodata/read-source.ts: KML, KMZ, GPX, GeoJSON, zipped shapefiles, DXF,
 * within its size, zip and XML limits), and the header and variable-length records of a LAS or LAZ point cloud
 * through copc's LAS reader (versions 1.2 and 1.4). Counts are whole numbers; extents as stored. Throws an Error whose
 * message a person can act on when a file cannot be read; the caller turns it into a 'could not check' report.
 */
import { Header } from 'copc/lib/las/header';
import { Vlr } from 'copc/lib/las/vlr';
import { bboxOf, vertexCount } from '../../tenders/domain/geodata/bbox';
import { epsgFromName, readPrj } from '../../tenders/domain/geodata/crs';
import type { GeodataKind } from '../../tenders/domain/geodata/kind';
import type { GeodataLimits } from '../../tenders/domain/geodata/limits';
import { readGeodataSource } from '../../tenders/domain/geodata/read-source';
import { crossesItself, type LonLat } from '../../tenders/domain/site-rules';
import type { GeodataSummary } from './check-report';

/** The formats as the report's first sentence names them ('The file was read as …'). */
export const FORMAT_NAMES: Record<GeodataKind | 'las' | 'laz', string> = {
  kml: 'KML',
  kmz: 'KMZ',
  gpx: 'GPX',
  geojson: 'GeoJSON',
  shapefile: 'a shapefile',
  dxf: 'a DXF drawing',
  las: 'a LAS point cloud',
  laz: 'a LAZ point cloud',
};

/** Polygons with more vertices than this are not tested for crossing (the test compares every pair of segments). */
export const MAX_CROSSING_VERTICES = 20_000;

/** The polygons' rings of a geometry (none for points and lines). */
function polygonRings(g: GeoJSON.Geometry | null): LonLat[][][] {
  if (!g) return [];
  if (g.type === 'Polygon') return [g.coordinates as LonLat[][]];
  if (g.type === 'MultiPolygon') return g.coordinates as LonLat[][][];
  if (g.type === 'GeometryCollection') return g.geometries.flatMap(polygonRings);
  return [];
}

/** The point positions of a geometry (Point, MultiPoint, and those in collections). */
function pointPositions(g: GeoJSON.Geometry | null): number {
  if (!g) return 0;
  if (g.type === 'Point') return 1;
  if (g.type === 'MultiPoint') return g.coordinates.length;
  if (g.type === 'GeometryCollection') return g.geometries.reduce((n, part) => n + pointPositions(part), 0);
  return 0;
}

/** Summarises a vector file of `kind` as stored (limits as the preview's). Throws the reader's Error. */
export async function summarizeVector(bytes: ArrayBuffer, kind: GeodataKind, limits: GeodataLimits): Promise<GeodataSummary> {
  const source = await readGeodataSource(bytes, kind, limits);
  const features = source.parts.flatMap((p) => p.features);
  const stating = source.parts.find((p) => p.stated);
  let emptyGeometries = 0;
  let selfCrossing = 0;
  let pointCount = 0;
  let vertices = 0;
  for (const f of features) {
    const count = f.geometry ? vertexCount(f.geometry) : 0;
    if (count === 0) emptyGeometries += 1;
    vertices += count;
    pointCount += pointPositions(f.geometry);
    for (const rings of polygonRings(f.geometry)) {
      if (rings.reduce((n, r) => n + r.length, 0) <= MAX_CROSSING_VERTICES && crossesItself(rings)) selfCrossing += 1;
    }
  }
  return {
    format: FORMAT_NAMES[kind],
    ...(stating ? { statedCrs: stating.stated, statedBy: stating.statedBy } : {}),
    sourceBbox: bboxOf(features),
    featureCount: features.length,
    pointCount,
    vertexCount: vertices,
    emptyGeometries,
    selfCrossing,
  };
}

/** GeoTIFF keys of a LAS GeoKeyDirectory VLR: the projected and the geographic coordinate system's EPSG codes. */
const PROJECTED_CS_KEY = 3072;
const GEOGRAPHIC_CS_KEY = 2048;

/** The EPSG code a GeoKeyDirectory (LASF_Projection 34735, uint16 little-endian) names, or undefined. */
function epsgOfGeoKeys(content: Uint8Array): string | undefined {
  const view = new DataView(content.buffer, content.byteOffset, content.byteLength);
  if (content.byteLength < 8) return undefined;
  const keys = view.getUint16(6, true);
  let geographic: number | undefined;
  for (let i = 0; i < keys && 8 + i * 8 + 8 <= content.byteLength; i++) {
    const at = 8 + i * 8;
    const [id, location, value] = [view.getUint16(at, true), view.getUint16(at + 2, true), view.getUint16(at + 6, true)];
    if (location !== 0) continue;
    if (id === PROJECTED_CS_KEY && value !== 32767) return `EPSG:${value}`;
    if (id === GEOGRAPHIC_CS_KEY && value !== 32767) geographic = value;
  }
  return geographic ? `EPSG:${geographic}` : undefined;
}

/**
 * Summarises a LAS or LAZ point cloud from its first bytes (`head`: the public header and the VLRs that follow it;
 * 64 KB holds them in practice): the declared point count, the extent as stored, and the coordinate system its
 * WKT (LASF_Projection 2112) or GeoKeyDirectory (34735) VLR states. Throws an Error when the header is not LAS 1.2 or
 * 1.4 or is cut off.
 */
export async function summarizePointCloud(head: Uint8Array, kind: 'las' | 'laz'): Promise<GeodataSummary> {
  let header: ReturnType<typeof Header.parse>;
  try {
    header = Header.parse(head);
  } catch (error) {
    throw new Error(`its header is not one of LAS 1.2 or 1.4 (${(error as Error).message})`, { cause: error });
  }
  const getter = async (begin: number, end: number) => {
    if (end > head.byteLength) throw new Error('its variable-length records reach past the bytes read');
    return head.slice(begin, end);
  };
  let statedCrs: string | undefined;
  try {
    const vlrs = await Vlr.walk(getter, { ...header, evlrCount: 0 });
    const wkt = Vlr.find(vlrs, 'LASF_Projection', 2112);
    const keys = Vlr.find(vlrs, 'LASF_Projection', 34735);
    if (wkt) {
      const text = new TextDecoder().decode(await Vlr.fetch(getter, wkt)).replace(/\0+$/, '');
      statedCrs = epsgFromName(text) ?? readPrj(text).name;
    } else if (keys) statedCrs = epsgOfGeoKeys(await Vlr.fetch(getter, keys));
  } catch {
    // Records the reader cannot walk state nothing; the values still place the cloud.
  }
  const [minX, minY] = header.min;
  const [maxX, maxY] = header.max;
  return {
    format: FORMAT_NAMES[kind],
    ...(statedCrs ? { statedCrs, statedBy: "the file's header" } : {}),
    sourceBbox: [minX!, minY!, maxX!, maxY!],
    featureCount: 0,
    pointCount: 0,
    vertexCount: 0,
    emptyGeometries: 0,
    selfCrossing: 0,
    cloudPoints: header.pointCount,
  };
}
