/**
 * The quality check of a delivered geodata file: from what a reader found in the file (GeodataSummary: its format,
 * stated coordinate system, extent as stored, counts) and the tender's site, a report of lines, each green, amber or
 * red with one sentence a poster understands, and the report's level (its worst line). It never blocks acceptance;
 * the delivery shows it beside the accept button. Pure: the worker that reads files and the web app both use it.
 *
 * Coordinate systems (Maa- ja Ruumiamet's L-EST97, EPSG:3301): X is the northing and Y the easting (PLACEMENT gives
 * their ranges); GIS files store (easting, northing), i.e. (Y, X). A file whose first coordinate holds
 * northings has its axes swapped and, read as stored, lands far from Estonia. The same holds for WGS 84 degrees stored
 * as (latitude, longitude). Distances are geodesic (turf), in metres; areas in square metres.
 */
import area from '@turf/area';
import bboxPolygon from '@turf/bbox-polygon';
import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import distance from '@turf/distance';
import intersect from '@turf/intersect';
import { featureCollection } from '@turf/helpers';
import { bboxOf } from '../../tenders/domain/geodata/bbox';
import { fromLest97, LEST97_EXTENT } from '../../tenders/domain/lest97';
import { SITE_EXTENT, type Bbox, type LonLat, type SiteGeometry } from '../../tenders/domain/site-rules';

export type CheckLevel = 'green' | 'amber' | 'red';
export type CheckName = 'format' | 'crs' | 'axes' | 'extent' | 'counts' | 'geometry' | 'pointCloud';

/** One line of a report. `at` is where swapped data would lie once X and Y are exchanged ([lon, lat]). */
export interface CheckLine {
  check: CheckName;
  level: CheckLevel;
  text: string;
  at?: LonLat;
}

/** A file's report: its level (the worst line's) and its lines, in the order of CheckName. */
export interface CheckReport {
  level: CheckLevel;
  lines: CheckLine[];
}

/** What a reader found in one file. Counts are whole numbers; `sourceBbox` is [minA, minB, maxA, maxB] as stored. */
export interface GeodataSummary {
  /** The format as a person names it: 'shapefile', 'KML', 'LAZ point cloud', … */
  format: string;
  /** The coordinate system the file states ('EPSG:3301', 'EPSG:4326', or the name it gives); undefined when none. */
  statedCrs?: string;
  /** Where the stated system came from, for the sentence: 'the .prj file', 'the file's header', 'the format'. */
  statedBy?: string;
  /** The extent of every coordinate as stored (first axis, second axis); null when the file has no coordinates. */
  sourceBbox: Bbox | null;
  featureCount: number;
  pointCount: number;
  vertexCount: number;
  /** Features without coordinates. */
  emptyGeometries: number;
  /** Polygons whose boundary crosses itself. */
  selfCrossing: number;
  /** For a point cloud: the points its header declares. */
  cloudPoints?: number;
}

/**
 * The value ranges that place data in Estonia: L-EST97's area of use in metres (lest97.ts LEST97_EXTENT: eastings
 * 250,000–800,000, northings 6,350,000–6,700,000) and Estonia's extent in WGS 84 degrees (site-rules.ts SITE_EXTENT).
 */
export const PLACEMENT = {
  lest97: { easting: [LEST97_EXTENT.minX, LEST97_EXTENT.maxX], northing: [LEST97_EXTENT.minY, LEST97_EXTENT.maxY] },
  wgs84: { lon: [SITE_EXTENT.west, SITE_EXTENT.east], lat: [SITE_EXTENT.south, SITE_EXTENT.north] },
} as const;

/** How the stored values place the data: the system they fit, and whether the two axes are exchanged. */
export type Placement = { crs: 'EPSG:3301' | 'EPSG:4326'; swapped: boolean } | null;

const within = (v: number, [lo, hi]: readonly [number, number]) => v >= lo && v <= hi;
const fits = (b: Bbox, first: readonly [number, number], second: readonly [number, number]) => within(b[0], first) && within(b[2], first) && within(b[1], second) && within(b[3], second);

/** Which system and axis order the stored extent `b` fits, or null when it fits none (PLACEMENT). */
export function placementOf(b: Bbox): Placement {
  const { lest97, wgs84 } = PLACEMENT;
  if (fits(b, lest97.easting, lest97.northing)) return { crs: 'EPSG:3301', swapped: false };
  if (fits(b, lest97.northing, lest97.easting)) return { crs: 'EPSG:3301', swapped: true };
  if (fits(b, wgs84.lon, wgs84.lat)) return { crs: 'EPSG:4326', swapped: false };
  if (fits(b, wgs84.lat, wgs84.lon)) return { crs: 'EPSG:4326', swapped: true };
  return null;
}

/** A stored position in `crs` as WGS 84 [lon, lat]; L-EST97 through the grid's projection. */
const toLonLat = (crs: string, [a, b]: [number, number]): LonLat => (crs === 'EPSG:3301' ? fromLest97([a, b]) : [a, b]);

/** The WGS 84 extent of stored extent `b` in `crs` (its four corners projected), with the axes exchanged when `swap`. */
export function wgs84Extent(crs: string, b: Bbox, swap = false): Bbox {
  const [a0, b0, a1, b1] = swap ? [b[1], b[0], b[3], b[2]] : b;
  const corners = (
    [
      [a0, b0],
      [a0, b1],
      [a1, b0],
      [a1, b1],
    ] as [number, number][]
  ).map((p) => toLonLat(crs, p));
  const lons = corners.map((c) => c[0]);
  const lats = corners.map((c) => c[1]);
  return [Math.min(...lons), Math.min(...lats), Math.max(...lons), Math.max(...lats)];
}

const numberText = (n: number) => n.toLocaleString('en-GB');
/** A distance as people say it: '850 m', '2.4 km', '1,250 km'. */
export function metresText(m: number): string {
  if (m < 1_000) return `${Math.round(m)} m`;
  return m < 100_000 ? `${(m / 1_000).toFixed(1)} km` : `${numberText(Math.round(m / 1_000))} km`;
}
const centre = (b: Bbox): LonLat => [(b[0] + b[2]) / 2, (b[1] + b[3]) / 2];
const degreesText = ([lon, lat]: LonLat) => `${Math.abs(lat).toFixed(2)}° ${lat >= 0 ? 'N' : 'S'}, ${Math.abs(lon).toFixed(2)}° ${lon >= 0 ? 'E' : 'W'}`;
/** Tallinn, the reference for 'how far from Estonia'. */
const ESTONIA: LonLat = [24.75, 59.44];
const km = (a: LonLat, b: LonLat) => distance(a, b, { units: 'meters' });

/** The site as a polygon feature (a point site: null). */
function sitePolygon(site: SiteGeometry): GeoJSON.Feature<GeoJSON.Polygon | GeoJSON.MultiPolygon> | null {
  if (site.type === 'Point') return null;
  return { type: 'Feature', properties: {}, geometry: site as GeoJSON.Polygon | GeoJSON.MultiPolygon };
}

/** The shortest distance in metres between two extents (0 when they touch), measured between their nearest points. */
function extentDistance(a: Bbox, b: Bbox): number {
  const clamp = (v: number, lo: number, hi: number) => Math.min(Math.max(v, lo), hi);
  const nearestA: LonLat = [clamp((b[0] + b[2]) / 2, a[0], a[2]), clamp((b[1] + b[3]) / 2, a[1], a[3])];
  const nearestB: LonLat = [clamp(nearestA[0], b[0], b[2]), clamp(nearestA[1], b[1], b[3])];
  return km(nearestA, nearestB);
}

/** The extent line: the data's WGS 84 extent against the tender's site (inside, overlapping with its share, or how far). */
export function extentLine(extent: Bbox, site: SiteGeometry, corrected: boolean): CheckLine {
  const prefix = corrected ? 'Once X and Y are exchanged, ' : '';
  const cap = (s: string) => (corrected ? s : s[0]!.toUpperCase() + s.slice(1));
  const polygon = sitePolygon(site);
  if (!polygon) {
    const point = (site as { coordinates: LonLat }).coordinates;
    const box = bboxPolygon(extent);
    if (booleanPointInPolygon(point, box)) return { check: 'extent', level: 'green', text: `${prefix}${cap("the tender's site lies within the data's extent.")}` };
    const d = extentDistance(extent, [point[0], point[1], point[0], point[1]]);
    return { check: 'extent', level: d <= 1_000 ? 'amber' : 'red', text: `${prefix}${cap(`the data lie ${metresText(d)} from the tender's site.`)}` };
  }
  const box = bboxPolygon(extent);
  const boxArea = area(box);
  const shared = intersect(featureCollection([box, polygon]));
  const sharedArea = shared ? area(shared) : 0;
  if (boxArea > 0 && sharedArea / boxArea >= 0.99) return { check: 'extent', level: 'green', text: `${prefix}${cap("the data lie inside the tender's site.")}` };
  if (sharedArea > 0 || (boxArea === 0 && booleanPointInPolygon(centre(extent), polygon))) {
    const share = boxArea > 0 ? Math.max(1, Math.round((sharedArea / boxArea) * 100)) : 100;
    return { check: 'extent', level: 'amber', text: `${prefix}${cap(`the data overlap the tender's site: ${share} % of their extent lies inside it.`)}` };
  }
  const siteBox = bboxOf([polygon])!;
  const d = extentDistance(extent, siteBox);
  return { check: 'extent', level: 'red', text: `${prefix}${cap(`the data lie ${metresText(d)} from the tender's site.`)}` };
}

const CRS_NAMES: Record<string, string> = { 'EPSG:3301': 'L-EST97 (EPSG:3301)', 'EPSG:4326': 'WGS 84 (EPSG:4326)' };
const crsName = (crs: string) => CRS_NAMES[crs] ?? `'${crs}'`;

/** The coordinate-system and axes lines, and the WGS 84 extent the rest of the report compares (null: not placed). */
function placementLines(s: GeodataSummary): { lines: CheckLine[]; extent: Bbox | null; corrected: boolean; crs?: string } {
  if (!s.sourceBbox) return { lines: [], extent: null, corrected: false };
  const found = placementOf(s.sourceBbox);
  const stated = s.statedCrs;
  const by = s.statedBy ?? 'the file';
  if (!found) {
    const text = stated
      ? `The file states ${crsName(stated)} (${by}), but its coordinates fit neither L-EST97 nor WGS 84 within Estonia, so the data cannot be placed.`
      : 'The file states no coordinate system and its coordinates fit neither L-EST97 nor WGS 84 within Estonia, so the data cannot be placed.';
    return { lines: [{ check: 'crs', level: 'red', text }], extent: null, corrected: false };
  }
  const lines: CheckLine[] = [];
  if (!stated) lines.push({ check: 'crs', level: 'amber', text: `The file states no coordinate system; its values fit ${crsName(found.crs)}, which is assumed.` });
  else if (stated === found.crs) lines.push({ check: 'crs', level: 'green', text: `Coordinates are in ${crsName(found.crs)}, as ${by} states.` });
  else if (CRS_NAMES[stated]) lines.push({ check: 'crs', level: 'red', text: `The file states ${crsName(stated)} (${by}), but its values are ${crsName(found.crs)}.` });
  else lines.push({ check: 'crs', level: 'amber', text: `The file states ${crsName(stated)} (${by}); its values fit ${crsName(found.crs)}, which is assumed.` });

  if (found.swapped) {
    const asStored = centre(wgs84Extent(found.crs, s.sourceBbox));
    const corrected = wgs84Extent(found.crs, s.sourceBbox, true);
    const storedText = Number.isFinite(asStored[0]) && Number.isFinite(asStored[1]) ? `at ${degreesText(asStored)}, about ${metresText(km(asStored, ESTONIA))} from Estonia` : 'far outside Estonia';
    lines.push({
      check: 'axes',
      level: 'red',
      text: `X and Y look swapped: as stored the data lie ${storedText}; with X and Y exchanged they fall in Estonia, at ${degreesText(centre(corrected))}.`,
      at: centre(corrected),
    });
    return { lines, extent: corrected, corrected: true, crs: found.crs };
  }
  lines.push({ check: 'axes', level: 'green', text: found.crs === 'EPSG:3301' ? 'X (northing) and Y (easting) are in the expected order.' : 'Longitude and latitude are in the expected order.' });
  return { lines, extent: wgs84Extent(found.crs, s.sourceBbox), corrected: false, crs: found.crs };
}

/** The area in m² of the data's extent: in grid metres as stored for L-EST97 (a rectangle there), else of the WGS 84 extent. */
function extentArea(stored: Bbox | null, placed: { extent: Bbox | null; crs?: string }): number {
  if (!stored || !placed.extent) return 0;
  if (placed.crs === 'EPSG:3301') return Math.abs((stored[2] - stored[0]) * (stored[3] - stored[1]));
  return area(bboxPolygon(placed.extent));
}

const worst = (lines: CheckLine[]): CheckLevel => (lines.some((l) => l.level === 'red') ? 'red' : lines.some((l) => l.level === 'amber') ? 'amber' : 'green');

/**
 * The report of a file the reader could read: format, coordinate system, axes, the extent against `site` (when the
 * tender has one and the data can be placed), counts, geometry problems, and for a point cloud its points and
 * density per m² over the site (or over its own extent without a polygon site).
 */
export function checkReport(s: GeodataSummary, site?: SiteGeometry): CheckReport {
  const lines: CheckLine[] = [{ check: 'format', level: 'green', text: `The file was read as ${s.format}.` }];
  const placed = placementLines(s);
  lines.push(...placed.lines);
  if (placed.extent && site) lines.push(extentLine(placed.extent, site, placed.corrected));

  if (s.cloudPoints !== undefined) {
    const polygon = site ? sitePolygon(site) : null;
    const over = polygon ? area(polygon) : extentArea(s.sourceBbox, placed);
    const density = over > 0 ? `, ${(s.cloudPoints / over).toFixed(over > 0 && s.cloudPoints / over < 10 ? 2 : 1)} points per m² over ${polygon ? "the tender's site" : 'its extent'}` : '';
    lines.push({ check: 'pointCloud', level: s.cloudPoints > 0 ? 'green' : 'red', text: s.cloudPoints > 0 ? `${numberText(s.cloudPoints)} points${density}.` : 'The point cloud holds no points.' });
  } else if (s.featureCount === 0) {
    lines.push({ check: 'counts', level: 'red', text: 'The file holds no features.' });
  } else {
    const parts = [
      `${numberText(s.featureCount)} ${s.featureCount === 1 ? 'feature' : 'features'}`,
      `${numberText(s.pointCount)} ${s.pointCount === 1 ? 'point' : 'points'}`,
      `${numberText(s.vertexCount)} vertices`,
    ];
    lines.push({ check: 'counts', level: 'green', text: `${parts[0]}, ${parts[1]} and ${parts[2]}.` });
    const problems = [
      s.emptyGeometries > 0 ? `${numberText(s.emptyGeometries)} ${s.emptyGeometries === 1 ? 'feature has' : 'features have'} no geometry` : '',
      s.selfCrossing > 0 ? `${numberText(s.selfCrossing)} ${s.selfCrossing === 1 ? 'polygon crosses itself' : 'polygons cross themselves'}` : '',
    ].filter(Boolean);
    lines.push(
      problems.length
        ? { check: 'geometry', level: 'amber', text: `${problems.join('; ')}.`.replace(/^./, (c) => c.toUpperCase()) }
        : { check: 'geometry', level: 'green', text: 'No empty or self-crossing geometries.' },
    );
  }
  return { level: worst(lines), lines };
}

/** The report of a file the reader could not read, with the reader's reason ('The file is larger than …'). */
export function unreadableReport(format: string, reason: string): CheckReport {
  return { level: 'red', lines: [{ check: 'format', level: 'red', text: `The file could not be checked as ${format}: ${reason.replace(/\.$/, '')}.` }] };
}
