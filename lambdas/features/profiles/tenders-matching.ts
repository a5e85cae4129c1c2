/**
 * 'Matches my areas' (docs/decisions/server/service-areas.md): the Open tenders whose site shares a point with one of a
 * geodesist's service areas. Per area, the map index (tenders' listMapTenders: one Query per cell of the area's bbox,
 * widened by SITE_MARGIN_DEGREES so a site whose centre lies just outside still comes) gives the candidates; their site
 * geometries (BatchGetItem) are tested exactly with areaMatches, as the announcement tests them. The cost follows the
 * Open tenders near the areas, never the table. With no area (all of Estonia) every Open tender with a site is near.
 */
import { getBidsOf, getTenderSites, getTenders, listMapTenders, toTenderSummary } from '../tenders/public';
import type { TenderSummary } from '../tenders/domain/dto';
import { withOwnBid } from '../tenders/domain/tender-bids';
import { SITE_EXTENT, type Bbox } from '../tenders/domain/site-rules';
import { areaMatches, areaPolygon, bboxOfGeometry } from './domain/area-matching';
import type { ServiceArea } from './domain/service-areas';

/** Most tenders the filter answers, soonest deadline first. */
export const MATCHING_LIMIT = 100;
/** How far (degrees, about 5 km) a candidate's centre may lie outside an area's bbox. */
const SITE_MARGIN_DEGREES = 0.05;

const widened = ([w, s, e, n]: Bbox): Bbox => [w - SITE_MARGIN_DEGREES, s - SITE_MARGIN_DEGREES, e + SITE_MARGIN_DEGREES, n + SITE_MARGIN_DEGREES];
const EXTENT: Bbox = [SITE_EXTENT.west, SITE_EXTENT.south, SITE_EXTENT.east, SITE_EXTENT.north];

/**
 * The Open tenders matching `areas` for geodesist `userId`, each with their own bid, soonest deadline first, at most
 * MATCHING_LIMIT (`truncated` when there were more). Throws what DynamoDB throws.
 */
export async function tendersMatching(userId: string, areas: readonly ServiceArea[]): Promise<{ items: TenderSummary[]; truncated: boolean }> {
  const boxes = areas.length === 0 ? [EXTENT] : areas.map((a) => widened(bboxOfGeometry(areaPolygon(a))));
  const near = new Set<string>();
  let truncated = false;
  for (const bbox of boxes) {
    const found = await listMapTenders({ bbox });
    truncated ||= found.truncated;
    for (const t of found.items) near.add(t.tenderId);
  }
  let ids = [...near];
  if (areas.length > 0) {
    const sites = await getTenderSites(ids);
    ids = ids.filter((id) => {
      const site = sites.get(id);
      return site !== undefined && areas.some((a) => areaMatches(a, site.geometry));
    });
  }
  const tenders = (await getTenders(ids)).filter((t) => t.status === 'Open' && !t.deletingAt).sort((a, b) => a.expiryDate.localeCompare(b.expiryDate));
  const page = tenders.slice(0, MATCHING_LIMIT);
  const bids = await getBidsOf(
    userId,
    page.map((t) => t.tenderId),
  );
  return { items: page.map((t) => withOwnBid(toTenderSummary(t), bids.get(t.tenderId))), truncated: truncated || tenders.length > MATCHING_LIMIT };
}
