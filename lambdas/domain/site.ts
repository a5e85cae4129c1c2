/**
 * The site of a tender's work (issue 14): a GeoJSON geometry in WGS84 (longitude, latitude order,
 * RFC 7946), its rules and map index keys (site-rules.ts, re-exported here), its description in L-EST97
 * (EPSG:3301) and its display. Pure module shared by the API and the web app (`@domain/site`).
 * Libraries: proj4 (EPSG:3301), @turf/centroid, @turf/bbox and @turf/area.
 *
 * Only functions that describe a site (tenders-create, tenders-update) import this module: proj4 is
 * about 130 KB of minified bundle (with mgrs and wkt-parser) that the other functions do not load. The converter is made on first use.
 */
import area from '@turf/area';
import turfBbox from '@turf/bbox';
import centroid from '@turf/centroid';
import proj4 from 'proj4';
import type { Bbox, LonLat, SiteGeometry } from './site-rules';

export * from './site-rules';

/** EPSG:3301 (L-EST97, Estonian Coordinate System of 1997) as a proj4 definition, from epsg.io/3301. */
export const EPSG_3301 =
  '+proj=lcc +lat_0=57.5175539305556 +lon_0=24 +lat_1=59.3333333333333 +lat_2=58 +x_0=500000 +y_0=6375000 +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +units=m +no_defs +type=crs';

let converter: proj4.Converter | undefined;
/** The WGS84 <-> EPSG:3301 converter, made on first use. */
const lest97 = (): proj4.Converter => (converter ??= proj4('EPSG:4326', EPSG_3301));

/**
 * WGS84 [lon, lat] in degrees to L-EST97 [easting, northing] in metres (EPSG:3301 via proj4; EST97 is
 * taken as equal to WGS84, as EPSG's transformation 1649 does).
 */
export function toLest97([lon, lat]: LonLat): [number, number] {
  const [x, y] = lest97().forward([lon, lat]);
  return [x!, y!];
}

/** L-EST97 [easting, northing] in metres to WGS84 [lon, lat] in degrees (inverse of toLest97). */
export function fromLest97([x, y]: [number, number]): LonLat {
  const [lon, lat] = lest97().inverse([x, y]);
  return [lon!, lat!];
}

/** What the detail view shows of a site: centroid, its L-EST97 coordinates, the area and the bounding box. */
export interface SiteDescription {
  /** [lon, lat] in degrees: the point itself, or the mean of a polygon's corners (@turf/centroid). */
  centroid: LonLat;
  /** [easting, northing] of the centroid in metres (EPSG:3301), rounded to the centimetre. */
  lest97: [number, number];
  /** Geodesic area in m² (@turf/area), rounded to 0.01 m²; null for a point. */
  areaM2: number | null;
  /** [west, south, east, north] in degrees. */
  bbox: Bbox;
}

const round = (v: number, decimals: number): number => Math.round(v * 10 ** decimals) / 10 ** decimals;

/** Describes a valid site (see SiteDescription); the geometry must have passed `siteSchema`. */
export function describeSite(geometry: SiteGeometry): SiteDescription {
  const c = centroid(geometry).geometry.coordinates;
  const center: LonLat = [c[0]!, c[1]!];
  const [x, y] = toLest97(center);
  return {
    centroid: center,
    lest97: [round(x, 2), round(y, 2)],
    areaM2: geometry.type === 'Point' ? null : round(area(geometry), 2),
    bbox: turfBbox(geometry) as Bbox,
  };
}

const wholeNumber = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 });
const hectares = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * An area in m² as text, in the app's German number format (as money, domain/money.ts): under 10,000 m²
 * in whole m² ("1.234 m²"), from 10,000 m² in hectares with 2 decimals ("12,35 ha").
 */
export function formatArea(m2: number): string {
  return m2 < 10_000 ? `${wholeNumber.format(m2)} m²` : `${hectares.format(m2 / 10_000)} ha`;
}

/**
 * L-EST97 [easting, northing] in metres as text, northing (X) first as Estonian maps write it, in the
 * app's German number format with centimetres: "X 6.588.964,12 · Y 542.486,56".
 */
export function formatLest97([easting, northing]: [number, number]): string {
  const f = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `X ${f.format(northing)} · Y ${f.format(easting)}`;
}

