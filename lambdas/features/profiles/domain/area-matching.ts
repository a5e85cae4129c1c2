/**
 * How a new tender is matched against a geodesist's service areas and saved searches (service-areas.ts;
 * docs/decisions/server/service-areas.md), for the announcement and 'Matches my areas'. A tender's site matches an
 * area when they share any point (a circle is its 64-sided polygon, @turf/circle); a tender without a site matches
 * everyone. A tender matches the saved searches when there are none, or when one has every word (case- and
 * accent-insensitive, in the title or the description) and the tender's budget, when it has one (not 0), is at least
 * the floor. Pure module (@turf/boolean-intersects, @turf/circle, ngeohash).
 */
import booleanIntersects from '@turf/boolean-intersects';
import circle from '@turf/circle';
import ngeohash from 'ngeohash';
import { searchFold } from '../../../domain/i18n/collation';
import { MAP_CELL_PRECISION, SITE_EXTENT, type Bbox, type LonLat, type SiteGeometry } from '../../tenders/domain/site-rules';
import type { PolygonArea, SavedSearch, ServiceArea } from './service-areas';

/** Sides of the polygon a circle is matched as. */
const CIRCLE_STEPS = 64;

/** The polygon an area is matched as: itself, or a circle's CIRCLE_STEPS-sided polygon. */
export function areaPolygon(area: ServiceArea): PolygonArea {
  if (area.type !== 'Circle') return area;
  return circle(area.center, area.radiusKm, { steps: CIRCLE_STEPS, units: 'kilometers' }).geometry as PolygonArea;
}

/** The bbox [west, south, east, north] (degrees) of a geometry's positions. */
export function bboxOfGeometry(g: SiteGeometry): Bbox {
  const positions = g.type === 'Point' ? [g.coordinates] : g.type === 'Polygon' ? g.coordinates.flat(1) : g.coordinates.flat(2);
  let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [lon, lat] of positions as LonLat[]) {
    west = Math.min(west, lon);
    south = Math.min(south, lat);
    east = Math.max(east, lon);
    north = Math.max(north, lat);
  }
  return [west, south, east, north];
}

/**
 * The map index's cells (geohash precision MAP_CELL_PRECISION, about 156 × 78 km here) covering a geometry's bbox
 * clamped to Estonia's extent: where an area is indexed, and which index partitions a site reads.
 */
export function cellsOf(g: SiteGeometry): string[] {
  const [west, south, east, north] = bboxOfGeometry(g);
  const w = Math.max(west, SITE_EXTENT.west);
  const s = Math.max(south, SITE_EXTENT.south);
  const e = Math.min(east, SITE_EXTENT.east);
  const n = Math.min(north, SITE_EXTENT.north);
  if (w > e || s > n) return [];
  return ngeohash.bboxes(s, w, n, e, MAP_CELL_PRECISION);
}

/** Whether a tender's site shares any point with the area (a site on the boundary matches). */
export function areaMatches(area: ServiceArea, site: SiteGeometry): boolean {
  return booleanIntersects(areaPolygon(area), site);
}

/** The tender fields a saved search reads. */
export interface SearchableTender {
  title: string;
  description?: string;
  budgetCents?: number | null;
}

/**
 * Whether the tender matches one saved search: every word in the title or the description (lower case without
 * accents, searchFold, as the tender search: 'Tõnismägi' is found by 'tonismagi' and 'TÕNISMÄGI'), the budget
 * (when given) at least the floor.
 */
export function searchMatches(search: SavedSearch, tender: SearchableTender): boolean {
  const haystack = searchFold(`${tender.title} ${tender.description ?? ''}`);
  const words = searchFold(search.words).split(/\s+/).filter(Boolean);
  if (!words.every((w) => haystack.includes(w))) return false;
  // A budget of 0 is 'not specified' (spec part 2, 3): the floor does not exclude it.
  return search.budgetFloorCents === undefined || !tender.budgetCents || tender.budgetCents >= search.budgetFloorCents;
}

/** Whether a tender matches a geodesist's saved searches: yes when they keep none, else when any matches. */
export function searchesMatch(searches: readonly SavedSearch[], tender: SearchableTender): boolean {
  return searches.length === 0 || searches.some((s) => searchMatches(s, tender));
}
