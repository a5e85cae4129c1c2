/**
 * `GET /tenders/{tenderId}/bids`: a tender's bids, newest first, a page at a time (spec part 2, poster
 * and admin detail; sealed bids). The poster of the tender and admins only (others 403). While
 * the tender is Open the poster gets no bidder id, name, company or e-mail: only 'Geodesist #n'
 * (numbered newest first across pages) with `anonymized: true`. After Open the poster sees names (name,
 * else company, else 'Unknown'); admins always see names, bidder ids and who is the contractor.
 */
import { listTenderBids } from '../data/bids';
import { getProfile } from '../../account/public';
import { getTenderWithAttachments } from '../../tenders/public';
import { BID_PAGE_SIZE, bidMessages } from '../domain/bid';
import { toBidRow } from '../bid-rows';
import { ForbiddenError, NotFoundError } from '../../../kernel/errors';
import { httpHandler } from '../../../api/http-handler';
import { tenderMessages } from '../../tenders/domain/tender';

export const handler = httpHandler('bids-list', async ({ auth, params, query }) => {
  const tenderId = params.tenderId!;
  const found = await getTenderWithAttachments(tenderId);
  if (!found) throw new NotFoundError(tenderMessages.notFound);
  const { tender } = found;
  if (auth.role !== 'admin' && tender.creatorId !== auth.userId) throw new ForbiddenError(bidMessages.listForbidden);

  const anonymized = auth.role !== 'admin' && tender.status === 'Open';
  const page = await listTenderBids(tenderId, { cursor: query.cursor, limit: BID_PAGE_SIZE });
  const profiles = anonymized ? [] : await Promise.all(page.items.map((b) => getProfile(b.bidderId)));
  const items = page.items.map((b, i) => toBidRow(b, tender, page.offset + i + 1, anonymized ? 'anonymous' : profiles[i]));
  return { items, nextCursor: page.nextCursor, anonymized };
});
