/**
 * `GET /tenders/map`: the Open tenders whose site lies in the visible area of a map, for the
 * map view of Browse and the geodesist's Tenders tab. Same access as `GET /tenders?scope=open`:
 * geodesists (approved, by the route table) and admins; tender posters 403.
 * Query: `bbox=west,south,east,north` (degrees, WGS84; required), `search` (as the list's), `near=lon,lat`
 * (then each item has `distanceMeters`, geodesic via @turf/distance, and the items come nearest first).
 * Reads one Query per cell of the area's geohash cover on the map index, never a Scan (features/tenders/data/tenders.ts
 * listMapTenders). At most MAP_TENDER_LIMIT items; `truncated` when more lay in the area. Geodesists get
 * `hasBid` on each item (BatchGet of their bids on the tenders shown).
 */
import distance from '@turf/distance';
import { getBidsOf } from '../data/tender-bids';
import { listMapTenders } from '../data/tender-map';
import type { TenderMapItem } from '../domain/dto';
import { ForbiddenError } from '../../../kernel/errors';
import { httpHandler } from '../../../api/http-handler';
import { english } from '../../../domain/i18n/english';

/** Messages of refused map requests. */
export const mapMessages = {
  postersOwnOnly: english('error.map.postersOwnOnly'),
} as const;

export const handler = httpHandler('tenders-map', async ({ auth, query }) => {
  if (auth.role === 'tenderPoster') throw new ForbiddenError(mapMessages.postersOwnOnly);
  const { items: found, truncated } = await listMapTenders({ bbox: query.bbox, search: query.search });
  const near = query.near;
  let items: TenderMapItem[] = found.map((t) => (near ? { ...t, distanceMeters: Math.round(distance(near, [t.lon, t.lat], { units: 'meters' })) } : { ...t }));
  if (near) items.sort((a, b) => a.distanceMeters! - b.distanceMeters! || a.tenderId.localeCompare(b.tenderId));
  if (auth.role === 'geodesist' && items.length > 0) {
    const bids = await getBidsOf(
      auth.userId,
      items.map((t) => t.tenderId),
    );
    items = items.map((t) => ({ ...t, hasBid: bids.has(t.tenderId) }));
  }
  return { items, truncated };
});
