/**
 * `GET /tenders`: one page of tenders (spec part 2, 7 "List tenders"; issue 2, "Who sees what").
 * scope open: Open tenders (every role); mine: a poster's own, a geodesist's contracts; all: admin only.
 */
import { listTenders } from '../data/tenders';
import { ForbiddenError } from '../lib/errors';
import { httpHandler } from '../lib/http-handler';

export const handler = httpHandler('tenders-list', async ({ auth, query }) => {
  if (query.scope === 'all' && auth.role !== 'admin') throw new ForbiddenError('Only admins may list all tenders');
  if (query.scope === 'mine') {
    // Contracts come with bids (a later part of the spec); until then a geodesist has none.
    if (auth.role !== 'tenderPoster') return { items: [], nextCursor: null };
    const page = await listTenders({ ...query, scope: 'mine', creatorId: auth.userId });
    return { items: page.items, nextCursor: page.nextCursor };
  }
  const page = await listTenders({ ...query, status: query.scope === 'open' ? undefined : query.status });
  return { items: page.items, nextCursor: page.nextCursor };
});
