/**
 * `GET /tenders`: one page of tenders (spec part 2, 7 "List tenders" and the dashboards).
 * Every scope is a Query on an index with a page size, never a Scan; cursors are opaque (tampered: 400).
 * - open: Open tenders (geodesists, admins; posters 403).
 * - mine: a poster's own (creator index), `status` a comma list (Active: Open,In Progress).
 * - bids / contracts / history: a geodesist's My Bids, In Progress contracts and closed tenders, read
 *   from their bids (bid-by-bidder index, newest bid first) with the tenders fetched by key.
 * - all: every tender (admins only), `status` a comma list of the partitions read.
 * Geodesists get their own hasBid/bidStatus/bidAmountCents on every row (BatchGet of the page's bids).
 */
import { getBidsOf, listBidderBids } from '../data/tender-bids';
import { listTenders } from '../data/tender-lists';
import { getTenders, toTenderSummary, type TenderItem } from '../data/tenders';
import type { TenderSummary } from '../domain/dto';
import { TENDER_PAGE_SIZE, type TenderStatus } from '../domain/tender';
import { matchesWords, searchWords } from '../domain/search';
import { ForbiddenError } from '../../../kernel/errors';
import { httpHandler } from '../../../api/http-handler';
import { withOwnBid } from '../domain/tender-bids';
import { english } from '../../../domain/i18n/english';

/** Messages of refused list scopes. */
export const listMessages = {
  allForAdmins: english('error.list.allForAdmins'),
  postersOwnOnly: english('error.list.postersOwnOnly'),
  geodesistsOnly: english('error.list.geodesistsOnly'),
} as const;

/** Reads of the geodesist's bids per request to fill a page when tenders are filtered out. */
const MAX_BID_READS = 5;

/** Whether a tender the geodesist bid on belongs to their `scope` (part 2, geodesist dashboard tabs). */
export function inGeodesistScope(scope: 'bids' | 'contracts' | 'history', tender: TenderItem, userId: string): boolean {
  if (tender.deletingAt) return false;
  const mine = tender.contractorId === userId;
  if (scope === 'bids') return true;
  if (scope === 'contracts') return tender.status === 'In Progress' && mine;
  return tender.status !== 'Open' && !(tender.status === 'In Progress' && mine);
}

/**
 * One page of a geodesist's bids/contracts/history: up to MAX_BID_READS reads of the bid index, each of
 * at most the missing number of bids, so a page never exceeds TENDER_PAGE_SIZE and costs the same at
 * any table size (it grows only with the geodesist's own bids that are filtered out).
 */
async function geodesistPage(userId: string, scope: 'bids' | 'contracts' | 'history', q: { cursor?: string; search?: string; status?: TenderStatus[] }) {
  const words = searchWords(q.search?.trim());
  const items: TenderSummary[] = [];
  let cursor = q.cursor;
  let next: string | null = null;
  for (let read = 0; read < MAX_BID_READS && items.length < TENDER_PAGE_SIZE; read++) {
    const page = await listBidderBids(userId, { cursor, limit: TENDER_PAGE_SIZE - items.length, ...(scope === 'contracts' ? { status: 'Accepted' as const } : {}) });
    const tenders = new Map((await getTenders(page.items.map((b) => b.tenderId))).map((t) => [t.tenderId, t]));
    for (const bid of page.items) {
      const t = tenders.get(bid.tenderId);
      if (!t || !inGeodesistScope(scope, t, userId)) continue;
      if (!matchesWords(t.searchText, words)) continue;
      if (q.status?.length && !q.status.includes(t.status)) continue;
      items.push(withOwnBid(toTenderSummary(t), bid));
    }
    next = page.nextCursor;
    if (!next) break;
    cursor = next;
  }
  return { items, nextCursor: next };
}

export const handler = httpHandler('tenders-list', async ({ auth, query }) => {
  if (query.scope === 'all' && auth.role !== 'admin') throw new ForbiddenError(listMessages.allForAdmins);
  if (query.scope === 'open' && auth.role === 'tenderPoster') throw new ForbiddenError(listMessages.postersOwnOnly);
  if (query.scope === 'bids' || query.scope === 'contracts' || query.scope === 'history') {
    if (auth.role !== 'geodesist') throw new ForbiddenError(listMessages.geodesistsOnly);
    return geodesistPage(auth.userId, query.scope, query);
  }
  let page;
  if (query.scope === 'mine') {
    // A geodesist's tenders are their bids and contracts (scopes bids, contracts); admins own none.
    if (auth.role !== 'tenderPoster') return { items: [], nextCursor: null };
    page = await listTenders({ ...query, statuses: query.status, scope: 'mine', creatorId: auth.userId });
  } else {
    page = await listTenders({ ...query, scope: query.scope, statuses: query.scope === 'open' ? undefined : query.status });
  }
  if (auth.role !== 'geodesist' || page.items.length === 0) return { items: page.items, nextCursor: page.nextCursor };
  const bids = await getBidsOf(
    auth.userId,
    page.items.map((t) => t.tenderId),
  );
  return { items: page.items.map((t) => withOwnBid(t, bids.get(t.tenderId))), nextCursor: page.nextCursor };
});
