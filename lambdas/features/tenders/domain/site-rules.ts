/**
 * The rules of a tender's site and the geohash keys of the map index, without the projection:
 * read by schemas.ts (so by every API function through the route table) and the data layer, which must
 * not load proj4. Use it through `features/tenders/domain/site.ts` (`@domain/site` in the web app), which re-exports it
 * with the L-EST97 conversion, the description and the formatting. Libraries: zod/mini, @turf/area and
 * ngeohash; the self-intersection rule is @turf/kinks's segment test with an early exit (crossesItself).
 */
import area from '@turf/area';
import type { MultiPolygon, Point, Polygon } from 'geojson';
import ngeohash from 'ngeohash';
import * as z from 'zod/mini';
import { built } from '../../../domain/built';
import { english } from '../../../domain/i18n/english';

/** A position: [longitude, latitude] in degrees (WGS84). */
export type LonLat = [number, number];
/** [west, south, east, north] in degrees (WGS84). */
export type Bbox = [number, number, number, number];

export interface SitePoint {
  type: 'Point';
  coordinates: LonLat;
}
export interface SitePolygon {
  type: 'Polygon';
  coordinates: LonLat[][];
}
export interface SiteMultiPolygon {
  type: 'MultiPolygon';
  coordinates: LonLat[][][];
}
/** The stored site: a Point, Polygon or MultiPolygon geometry with 2D positions (a subset of the GeoJSON types below). */
export type SiteGeometry = SitePoint | SitePolygon | SiteMultiPolygon;
/** The GeoJSON (RFC 7946) geometry types a site is one of. */
export type SiteGeoJson = Point | Polygon | MultiPolygon;

/**
 * The service extent: the area of use of L-EST97, EPSG:3301 ("Estonia - onshore and offshore", EPSG
 * area code 1090, bounding box south 57.52, west 20.37, north 60.0, east 28.2 in the EPSG registry;
 * epsg.io/3301 shows the same WGS84 bounds). Every position of a site lies in it.
 */
export const SITE_EXTENT = { west: 20.37, south: 57.52, east: 28.2, north: 60.0 } as const;

/**
 * Most positions a site may have, counted over all rings including each ring's closing position. 2,000
 * holds a detailed cadastral boundary (Estonian parcels rarely have more than a few hundred) and keeps the
 * self-intersection check (quadratic in segments) and the stored item (about 40 KB) small.
 */
export const SITE_MAX_VERTICES = 2000;

/** Smallest polygon area accepted, in m² (a polygon of no area, e.g. all positions on one line, is refused). */
export const SITE_MIN_AREA_M2 = 1;

/** The messages of the site rules, in the order they are checked (the first that fails is reported). */
export const siteMessages = {
  invalidShape: english('error.site.invalidShape'),
  tooManyVertices: english('error.site.tooManyVertices', { max: SITE_MAX_VERTICES }),
  outOfBounds: english('error.site.outOfBounds'),
  outsideExtent: english('error.site.outsideExtent', SITE_EXTENT),
  ringNotClosed: english('error.site.ringNotClosed'),
  ringTooShort: english('error.site.ringTooShort'),
  selfIntersecting: english('error.site.selfIntersecting'),
  zeroArea: english('error.site.zeroArea'),
} as const;
export type SiteMessageKey = keyof typeof siteMessages;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
/** A GeoJSON position: 2 numbers, or 3 with an elevation (dropped when stored). Range checked later. */
const isPosition = (v: unknown): boolean => Array.isArray(v) && (v.length === 2 || v.length === 3) && v.every((n) => typeof n === 'number');
const isRing = (v: unknown): boolean => Array.isArray(v) && v.every(isPosition);
const isRings = (v: unknown): boolean => Array.isArray(v) && v.length > 0 && v.every(isRing);

/**
 * The polygons of a geometry as lists of rings (a Point has none). The geometry must have passed the
 * shape check.
 */
function polygonsOf(g: SiteGeometry): LonLat[][][] {
  if (g.type === 'Point') return [];
  return g.type === 'Polygon' ? [g.coordinates] : g.coordinates;
}

/** Every position of a geometry, closing positions included. */
function positionsOf(g: SiteGeometry): LonLat[] {
  return g.type === 'Point' ? [g.coordinates] : (polygonsOf(g).flat(2) as LonLat[]);
}

/**
 * Whether `value` has the shape of a site: an object with `type` Point, Polygon or MultiPolygon, its
 * `coordinates` of that type's nesting, and no member but `type`, `coordinates` and an optional `bbox`
 * (an array, ignored). Numbers are not range-checked here.
 */
export function isSiteShape(value: unknown): value is SiteGeometry {
  if (!isObject(value)) return false;
  if (Object.keys(value).some((k) => k !== 'type' && k !== 'coordinates' && k !== 'bbox')) return false;
  if ('bbox' in value && !Array.isArray(value.bbox)) return false;
  const c = value.coordinates;
  if (value.type === 'Point') return isPosition(c);
  if (value.type === 'Polygon') return isRings(c);
  if (value.type === 'MultiPolygon') return Array.isArray(c) && c.length > 0 && c.every(isRings);
  return false;
}

/** Within WGS84's range; NaN and ±Infinity fail the comparisons, so they are out of bounds too. */
const inWorld = ([lon, lat]: LonLat): boolean => Math.abs(lon) <= 180 && Math.abs(lat) <= 90;
const inExtent = ([lon, lat]: LonLat): boolean => lon >= SITE_EXTENT.west && lon <= SITE_EXTENT.east && lat >= SITE_EXTENT.south && lat <= SITE_EXTENT.north;
const sameLonLat = (a: LonLat, b: LonLat): boolean => a[0] === b[0] && a[1] === b[1];

/**
 * Checks a value against the site rules in order (shape, vertex limit, WGS84 bounds, extent, closed rings
 * of 4+ positions, no self-intersection (crossesItself), non-zero area) and returns the key of the first rule broken in
 * `siteMessages`, or null when the value is a valid site.
 */
export function siteProblem(value: unknown): SiteMessageKey | null {
  if (!isSiteShape(value)) return 'invalidShape';
  const positions = positionsOf(value);
  if (positions.length > SITE_MAX_VERTICES) return 'tooManyVertices';
  if (!positions.every(inWorld)) return 'outOfBounds';
  if (!positions.every(inExtent)) return 'outsideExtent';
  const polygons = polygonsOf(value);
  const rings = polygons.flat(1);
  if (!rings.every((r) => r.length >= 2 && sameLonLat(r[0]!, r[r.length - 1]!))) return 'ringNotClosed';
  if (!rings.every((r) => r.length >= 4)) return 'ringTooShort';
  if (crossesItself(rings)) return 'selfIntersecting';
  if (!polygons.every((coordinates) => area({ type: 'Polygon', coordinates }) >= SITE_MIN_AREA_M2)) return 'zeroArea';
  return null;
}

/**
 * Whether two segments meet, by the test of @turf/kinks (its `lineIntersects`): not parallel, and the
 * crossing point lies on both, ends included.
 */
function segmentsMeet(p1: LonLat, p2: LonLat, q1: LonLat, q2: LonLat): boolean {
  const denominator = (q2[1] - q1[1]) * (p2[0] - p1[0]) - (q2[0] - q1[0]) * (p2[1] - p1[1]);
  if (denominator === 0) return false;
  const dy = p1[1] - q1[1];
  const dx = p1[0] - q1[0];
  const a = ((q2[0] - q1[0]) * dy - (q2[1] - q1[1]) * dx) / denominator;
  const b = ((p2[0] - p1[0]) * dy - (p2[1] - p1[1]) * dx) / denominator;
  return a >= 0 && a <= 1 && b >= 0 && b <= 1;
}

/**
 * Whether closed rings cross themselves or each other: the answer of `kinks(polygon).features.length > 0`
 * (@turf/kinks; the unit tests hold the two equal), but stopping at the first crossing. kinks collects every
 * crossing first: a hostile 2,000-position star polygon has about 2 million, which took 1.3 s and 650 MB (more
 * than the function's memory); this takes milliseconds and no memory. Segments that follow each other, and a
 * ring's first and last segment, share their position and are not compared.
 */
export function crossesItself(rings: LonLat[][]): boolean {
  for (let r = 0; r < rings.length; r++) {
    for (let s = r; s < rings.length; s++) {
      const a = rings[r]!;
      const b = rings[s]!;
      for (let i = 0; i < a.length - 1; i++) {
        for (let k = r === s ? i + 2 : 0; k < b.length - 1; k++) {
          if (r === s && i === 0 && k === a.length - 2) continue;
          if (segmentsMeet(a[i]!, a[i + 1]!, b[k]!, b[k + 1]!)) return true;
        }
      }
    }
  }
  return false;
}

/** The geometry with 2D positions (an elevation dropped) and no other member than type and coordinates. */
export function to2D(g: SiteGeometry): SiteGeometry {
  const p = (x: number[]): LonLat => [x[0]!, x[1]!];
  if (g.type === 'Point') return { type: 'Point', coordinates: p(g.coordinates) };
  if (g.type === 'Polygon') return { type: 'Polygon', coordinates: g.coordinates.map((r) => r.map(p)) };
  return { type: 'MultiPolygon', coordinates: g.coordinates.map((poly) => poly.map((r) => r.map(p))) };
}

/**
 * The site of a tender (zod/mini): a GeoJSON Point, Polygon or MultiPolygon geometry in WGS84 that passes
 * every rule of `siteProblem`; fails with that rule's message from `siteMessages`. The output keeps
 * `type` and `coordinates` with 2D positions: an elevation is dropped, and a `bbox` member is ignored
 * (the server computes its own).
 */
export const siteSchema = /* @__PURE__ */ built(() =>
  z.pipe(
    z
      .custom<SiteGeometry>()
      .check(
        z.superRefine((value, ctx) => {
          const problem = siteProblem(value);
          if (problem) ctx.addIssue({ code: 'custom', message: siteMessages[problem], input: value });
        }),
      )
      // What the OpenAPI document (and the fuzzer, which reads it) says of the site; the rules are checked above.
      .register(z.globalRegistry, {
        description: `A GeoJSON Point, Polygon or MultiPolygon geometry in WGS84, positions [longitude, latitude], inside Estonia, at most ${SITE_MAX_VERTICES} positions`,
        type: 'object',
        required: ['type', 'coordinates'],
        properties: { type: { type: 'string', enum: ['Point', 'Polygon', 'MultiPolygon'] }, coordinates: { type: 'array' }, bbox: { type: 'array', items: { type: 'number' } } },
        additionalProperties: false,
      } as never),
    z.transform((g: SiteGeometry) => to2D(g)),
  ),
);

/** Geohash precision of the stored site key (about 5 m × 5 m cells). */
export const SITE_GEOHASH_PRECISION = 9;
/** Geohash precision of a map index partition (about 156 km × 156 km at the equator; Estonia spans about 20 cells). */
export const MAP_CELL_PRECISION = 3;
/** Most Queries one map request makes: the finest cover of the visible area with at most this many cells is read. */
export const MAP_MAX_CELLS = 24;
/** Finest prefix precision a map request reads with (about 1.2 km × 0.6 km cells). */
export const MAP_MAX_PRECISION = 6;

/** The site's geohash (precision 9) of a [lon, lat] point: the sort key of the map index. */
export function siteGeohash([lon, lat]: LonLat): string {
  return ngeohash.encode(lat, lon, SITE_GEOHASH_PRECISION);
}

/** The map index partition (geohash precision 3) of a [lon, lat] point. */
export function siteCell([lon, lat]: LonLat): string {
  return ngeohash.encode(lat, lon, MAP_CELL_PRECISION);
}

/** One Query of a map request: partition `cell` (precision 3), sort key beginning with `prefix` (precision ≥ 3). */
export interface MapCell {
  cell: string;
  prefix: string;
}

/** The bbox clamped to SITE_EXTENT, or null when they do not overlap. */
export function clampToExtent([west, south, east, north]: Bbox): Bbox | null {
  const w = Math.max(west, SITE_EXTENT.west);
  const s = Math.max(south, SITE_EXTENT.south);
  const e = Math.min(east, SITE_EXTENT.east);
  const n = Math.min(north, SITE_EXTENT.north);
  return w <= e && s <= n ? [w, s, e, n] : null;
}

/**
 * The Queries that read every site in a visible area: the bbox [west, south, east, north] (degrees) is
 * clamped to SITE_EXTENT, then covered with geohash cells of the finest precision p in 3..6 whose cover
 * has at most MAP_MAX_CELLS cells. Each cell is read as its precision-3 partition with a begins_with on
 * the cell. Empty when the area lies outside the extent. The cover may reach beyond the bbox: callers
 * filter the sites read by their centroid.
 */
export function mapCells(bbox: Bbox): MapCell[] {
  const area = clampToExtent(bbox);
  if (!area) return [];
  const [west, south, east, north] = area;
  let cover: string[] = [];
  for (let p = MAP_MAX_PRECISION; p >= MAP_CELL_PRECISION; p--) {
    cover = ngeohash.bboxes(south, west, north, east, p);
    if (cover.length <= MAP_MAX_CELLS) break;
  }
  return cover.map((prefix) => ({ cell: prefix.slice(0, MAP_CELL_PRECISION), prefix }));
}

/** Whether a [lon, lat] point lies in a bbox [west, south, east, north] (edges included). */
export function inBbox([lon, lat]: LonLat, [west, south, east, north]: Bbox): boolean {
  return lon >= west && lon <= east && lat >= south && lat <= north;
}
