/**
 * L-EST97 (EPSG:3301, the Estonian Coordinate System of 1997): WGS84 degrees to grid metres and back. The projection
 * is Lambert Conic Conformal with two standard parallels (EPSG method 9802) on the GRS80 ellipsoid, with the formulas
 * of EPSG Guidance Note 7-2, 3.2.1.1; EST97 is taken as equal to WGS84, as EPSG's transformation 1649 does. Pure math,
 * so a function that describes a site loads no projection library (proj4 with its WKT and MGRS readers
 * was 133 KB of each writing function's bundle). test/unit/lest97.test.ts checks it against proj4 over Estonia.
 */
import type { LonLat } from './site-rules';

/** EPSG:3301 as a proj4 definition, from epsg.io/3301: what the web app's file import reads files in it with, and the tests' reference. */
export const EPSG_3301 = '+proj=lcc +lat_0=57.5175539305556 +lon_0=24 +lat_1=59.3333333333333 +lat_2=58 +x_0=500000 +y_0=6375000 +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +units=m +no_defs +type=crs';

/**
 * Projected extent of EPSG:3301's area of use (Estonia with its waters, lon 20.37-28.2, lat 57.52-60.0),
 * in metres with a margin: the corners project to x 282,561-751,541 and y 6,375,272-6,658,861.
 */
export const LEST97_EXTENT = { minX: 250_000, maxX: 800_000, minY: 6_350_000, maxY: 6_700_000 } as const;

const RAD = Math.PI / 180;
/** GRS80: semi-major axis (m) and eccentricity. */
const A = 6378137;
const E = Math.sqrt((2 - 1 / 298.257222101) / 298.257222101);
/** EPSG:3301: standard parallels, latitude and longitude of the false origin (degrees), false easting and northing (m). */
const LAT_1 = 59.3333333333333 * RAD;
const LAT_2 = 58 * RAD;
const LAT_F = 57.5175539305556 * RAD;
const LON_F = 24 * RAD;
const EASTING_F = 500000;
const NORTHING_F = 6375000;

const m = (lat: number) => Math.cos(lat) / Math.sqrt(1 - E * E * Math.sin(lat) ** 2);
const t = (lat: number) => Math.tan(Math.PI / 4 - lat / 2) / ((1 - E * Math.sin(lat)) / (1 + E * Math.sin(lat))) ** (E / 2);

const N = (Math.log(m(LAT_1)) - Math.log(m(LAT_2))) / (Math.log(t(LAT_1)) - Math.log(t(LAT_2)));
const F = m(LAT_1) / (N * t(LAT_1) ** N);
const R_F = A * F * t(LAT_F) ** N;

/** WGS84 [lon, lat] in degrees to L-EST97 [easting, northing] in metres. */
export function toLest97([lon, lat]: LonLat): [number, number] {
  const r = A * F * t(lat * RAD) ** N;
  const theta = N * (lon * RAD - LON_F);
  return [EASTING_F + r * Math.sin(theta), NORTHING_F + R_F - r * Math.cos(theta)];
}

/** L-EST97 [easting, northing] in metres to WGS84 [lon, lat] in degrees (inverse of toLest97, to well under a millimetre). */
export function fromLest97([easting, northing]: [number, number]): LonLat {
  const dx = easting - EASTING_F;
  const dy = R_F - (northing - NORTHING_F);
  const r = Math.sign(N) * Math.hypot(dx, dy);
  const tPrime = (r / (A * F)) ** (1 / N);
  let lat = Math.PI / 2 - 2 * Math.atan(tPrime);
  for (let i = 0; i < 10; i++) {
    const next = Math.PI / 2 - 2 * Math.atan(tPrime * ((1 - E * Math.sin(lat)) / (1 + E * Math.sin(lat))) ** (E / 2));
    const done = Math.abs(next - lat) < 1e-14;
    lat = next;
    if (done) break;
  }
  return [(Math.atan2(dx, dy) / N + LON_F) / RAD, lat / RAD];
}
