/**
 * `GET /tenders`: one page of tenders (spec part 2, 7 "List tenders"; issue 2, "Who sees what").
 * scope open: Open tenders (geodesists and admins); mine: a poster's own, a geodesist's contracts;
 * all: admin only. A poster sees their own tenders only, so scope open and all answer 403 to posters.
 */
import { listTenders } from '../data/tenders';
import { ForbiddenError } from '../lib/errors';
import { httpHandler } from '../lib/http-handler';

/** Messages of refused list scopes. */
export const listMessages = {
  allForAdmins: 'Only admins may list all tenders',
  postersOwnOnly: 'Tender posters list their own tenders only (scope mine)',
} as const;

export const handler = httpHandler('tenders-list', async ({ auth, query }) => {
  if (query.scope === 'all' && auth.role !== 'admin') throw new ForbiddenError(listMessages.allForAdmins);
  if (query.scope === 'open' && auth.role === 'tenderPoster') throw new ForbiddenError(listMessages.postersOwnOnly);
  if (query.scope === 'bids' || query.scope === 'contracts' || query.scope === 'history') return { items: [], nextCursor: null };
  if (query.scope === 'mine') {
    // Contracts come with bids (a later part of the spec); until then a geodesist has none, nor has an admin.
    if (auth.role !== 'tenderPoster') return { items: [], nextCursor: null };
    const page = await listTenders({ ...query, status: query.status?.[0], scope: 'mine', creatorId: auth.userId });
    return { items: page.items, nextCursor: page.nextCursor };
  }
  const page = await listTenders({ ...query, scope: query.scope, status: query.scope === 'open' ? undefined : query.status?.[0] });
  return { items: page.items, nextCursor: page.nextCursor };
});
