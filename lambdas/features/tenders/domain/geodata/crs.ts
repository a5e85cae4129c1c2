/**
 * Coordinate systems of the geodata preview: L-EST97 (EPSG:3301, the Estonian national grid) and
 * WGS84 (EPSG:4326), reprojection with proj4, and the "what system are these numbers in" rules for
 * files that do not say (DXF, a shapefile without a .prj). See docs/decisions/web/geodata-coordinate-systems.md "Coordinate systems of geodata".
 */
import proj4 from 'proj4';
import { EPSG_3301, LEST97_EXTENT } from '../lest97';

export { LEST97_EXTENT } from '../lest97';
import type { Bbox } from './bbox';

// EPSG:3301 as published by EPSG (Lambert conformal conic on GRS80, ETRS89 = WGS84 at preview accuracy).
proj4.defs('EPSG:3301', EPSG_3301);

/** Whether a bbox [minX, minY, maxX, maxY] lies inside L-EST97's area of use (metres). */
export function looksLikeLest97(bbox: Bbox): boolean {
  const [w, s, e, n] = bbox;
  return w >= LEST97_EXTENT.minX && e <= LEST97_EXTENT.maxX && s >= LEST97_EXTENT.minY && n <= LEST97_EXTENT.maxY;
}

/** Whether a bbox could be longitude/latitude in degrees (lon -180..180, lat -90..90). */
export function fitsWgs84(bbox: Bbox): boolean {
  const [w, s, e, n] = bbox;
  return w >= -180 && e <= 180 && s >= -90 && n <= 90;
}

/**
 * The EPSG code named by a GeoJSON `crs` member or a URN/short name ("EPSG:3301",
 * "urn:ogc:def:crs:EPSG::3301", "urn:ogc:def:crs:OGC:1.3:CRS84" → "EPSG:4326"); null when none is named.
 */
export function epsgFromName(name: unknown): string | null {
  if (typeof name !== 'string') return null;
  if (/CRS:?84$/i.test(name)) return 'EPSG:4326';
  const match = /EPSG:{1,2}(?:[\d.]*:)?(\d{4,6})\s*$/i.exec(name);
  return match ? `EPSG:${match[1]}` : null;
}

/** Whether proj4 can convert from this code (EPSG:4326, 3857 and 3301 are known; others are not fetched). */
export function isKnownCrs(code: string): boolean {
  return proj4.defs(code) !== undefined;
}

/** What a shapefile's .prj (ESRI WKT) says: a display name, and how to read it (an EPSG code or the WKT itself). */
export interface PrjInfo {
  /** Display name: 'EPSG:3301', 'EPSG:4326' or the WKT's PROJCS/GEOGCS name. */
  name: string;
  /** The source definition for proj4: an EPSG code it knows, or the WKT. */
  source: string;
}

/**
 * Reads a .prj: L-EST97 (by its EPSG authority code or an Estonian name) and plain WGS84 are recognised
 * by name; anything else is handed to proj4's WKT reader. Throws an Error naming the system when proj4
 * cannot read it.
 */
export function readPrj(prj: string): PrjInfo {
  const text = prj.trim();
  const projcs = /^PROJCS\s*\[\s*"([^"]*)"/i.exec(text)?.[1];
  const geogcs = /GEOGCS\s*\[\s*"([^"]*)"/i.exec(text)?.[1];
  const name = projcs ?? geogcs ?? 'unnamed system';
  if (/AUTHORITY\s*\[\s*"EPSG"\s*,\s*"?3301"?\s*\]\s*\]\s*$/i.test(text) || /estonia|l-?est|3301/i.test(projcs ?? '')) {
    return { name: 'EPSG:3301', source: 'EPSG:3301' };
  }
  if (!projcs && /WGS[_ ]?(19)?84/i.test(geogcs ?? '')) return { name: 'EPSG:4326', source: 'EPSG:4326' };
  try {
    proj4(text, 'EPSG:4326', [0, 0]);
  } catch {
    throw new Error(`The shapefile's .prj names a coordinate system this preview cannot read (${name})`);
  }
  return { name, source: text };
}

/** A function from source coordinates to WGS84 [lon, lat], keeping any further ordinates (height). */
export type PositionTransform = (position: GeoJSON.Position) => GeoJSON.Position;

/** The transform from `source` (an EPSG code proj4 knows, or WKT) to WGS84; identity for EPSG:4326. */
export function toWgs84(source: string): PositionTransform {
  if (source === 'EPSG:4326') return (p) => p;
  const converter = proj4(source, 'EPSG:4326');
  return (p) => {
    const [lon, lat] = converter.forward([p[0]!, p[1]!]);
    return p.length > 2 ? [lon!, lat!, ...p.slice(2)] : [lon!, lat!];
  };
}
