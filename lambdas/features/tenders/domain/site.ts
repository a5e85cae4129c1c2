/**
 * The site of a tender's work: a GeoJSON geometry in WGS84 (longitude, latitude order,
 * RFC 7946), its rules and map index keys (site-rules.ts, re-exported here), its description in L-EST97
 * (EPSG:3301, lest97.ts) and its display. Pure module shared by the API and the web app (`@domain/site`).
 * Libraries: @turf/centroid, @turf/bbox and @turf/area. Only functions that describe a site (tenders-create,
 * tenders-update) import this module.
 */
import area from '@turf/area';
import turfBbox from '@turf/bbox';
import centroid from '@turf/centroid';
import type { Bbox, LonLat, SiteGeometry, SiteMultiPolygon, SitePolygon } from './site-rules';
import { lazyNumberFormat } from '../../../domain/money';
import { toLest97 } from './lest97';

export * from './site-rules';
export { EPSG_3301, fromLest97, toLest97 } from './lest97';

/** What the detail view shows of a site: centroid, its L-EST97 coordinates, the area and the bounding box. */
export interface SiteDescription {
  /** [lon, lat] in degrees: the point itself, or the mean of a polygon's corners (@turf/centroid). */
  centroid: LonLat;
  /** [easting, northing] of the centroid in metres (EPSG:3301), rounded to the centimetre. */
  lest97: [number, number];
  /** Area on the ellipsoid in m² (ellipsoidalArea: @turf/area on authalic latitudes), rounded to 0.01 m²; null for a point. */
  areaM2: number | null;
  /** [west, south, east, north] in degrees. */
  bbox: Bbox;
}

const round = (v: number, decimals: number): number => Math.round(v * 10 ** decimals) / 10 ** decimals;

/** GRS80 (the ellipsoid of EST97 and, to a millimetre, of WGS84): semi-major axis in metres and eccentricity. */
const GRS80_A = 6378137;
const GRS80_E = Math.sqrt((2 - 1 / 298.257222101) / 298.257222101);
/** The authalic function q(φ) of the ellipsoid (Snyder, Map Projections: A Working Manual, eq. 3-12). */
function authalicQ(latDeg: number): number {
  const s = Math.sin((latDeg * Math.PI) / 180);
  const e = GRS80_E;
  return (1 - e * e) * (s / (1 - e * e * s * s) - (1 / (2 * e)) * Math.log((1 - e * s) / (1 + e * s)));
}
const Q_POLE = authalicQ(90);
/** Radius of the sphere with the ellipsoid's surface area (authalic radius, about 6,371,007 m). */
const AUTHALIC_RADIUS = GRS80_A * Math.sqrt(Q_POLE / 2);
/** The sphere radius @turf/area computes with (turf's earthRadius, the mean radius). */
const TURF_EARTH_RADIUS = 6371008.8;

/**
 * Area of a polygon or multipolygon on the GRS80 ellipsoid, in m². @turf/area computes on a sphere, which
 * at Estonia's latitudes is about 0.5 % short of the ellipsoid; mapping each latitude to its authalic
 * latitude (an equal-area mapping onto the sphere of the authalic radius) first makes it exact to within
 * the edges' approximation (under 0.01 % for a site).
 */
export function ellipsoidalArea(geometry: SitePolygon | SiteMultiPolygon): number {
  const authalic = ([lon, lat]: LonLat): LonLat => [lon, (Math.asin(authalicQ(lat) / Q_POLE) * 180) / Math.PI];
  const rings = (polygon: LonLat[][]) => polygon.map((ring) => ring.map(authalic));
  const onSphere =
    geometry.type === 'Polygon' ? { type: 'Polygon' as const, coordinates: rings(geometry.coordinates) } : { type: 'MultiPolygon' as const, coordinates: geometry.coordinates.map(rings) };
  return area(onSphere) * (AUTHALIC_RADIUS / TURF_EARTH_RADIUS) ** 2;
}

/** Describes a valid site (see SiteDescription); the geometry must have passed `siteSchema`. */
export function describeSite(geometry: SiteGeometry): SiteDescription {
  const c = centroid(geometry).geometry.coordinates;
  const center: LonLat = [c[0]!, c[1]!];
  const [x, y] = toLest97(center);
  return {
    centroid: center,
    lest97: [round(x, 2), round(y, 2)],
    areaM2: geometry.type === 'Point' ? null : round(ellipsoidalArea(geometry), 2),
    bbox: turfBbox(geometry) as Bbox,
  };
}

const wholeNumber = lazyNumberFormat('de-DE', { maximumFractionDigits: 0 });
const hectares = lazyNumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * An area in m² as text, in the app's German number format (as money, domain/money.ts): under 10,000 m²
 * in whole m² ("1.234 m²"), from 10,000 m² in hectares with 2 decimals ("12,35 ha").
 */
export function formatArea(m2: number): string {
  return m2 < 10_000 ? `${wholeNumber(m2)} m²` : `${hectares(m2 / 10_000)} ha`;
}

/**
 * L-EST97 [easting, northing] in metres as text, northing (X) first as Estonian maps write it, in the
 * app's German number format with centimetres: "X 6.588.964,12 · Y 542.486,56".
 */
export function formatLest97([easting, northing]: [number, number]): string {
  return `X ${formatMetres(northing)} · Y ${formatMetres(easting)}`;
}

const metres = lazyNumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const degrees = lazyNumberFormat('en', { minimumFractionDigits: 6, maximumFractionDigits: 6 });

/** A length or L-EST97 coordinate in metres, German format to the centimetre: "6.588.964,12". */
export function formatMetres(m: number): string {
  return metres(m);
}

/** A WGS84 coordinate in decimal degrees with 6 decimals (about 0.1 m): "59.437200". */
export function formatDegrees(d: number): string {
  return degrees(d);
}
