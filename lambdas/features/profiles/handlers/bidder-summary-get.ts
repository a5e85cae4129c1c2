/**
 * `GET /tenders/{tenderId}/bids/{bidId}/summary`: the anonymous summary of the geodesist behind a bid (completed
 * projects, rating average and count), for the tender's poster and admins; never a name or an id, so it may be
 * shown while bids are sealed. Another caller: 403; an unknown tender or a bid not on it: 404.
 */
import { getBidById, getTenderWithAttachments } from '../../tenders/public';
import { tenderMessages } from '../../tenders/domain/tender';
import { ForbiddenError, NotFoundError } from '../../../kernel/errors';
import { httpHandler } from '../../../api/http-handler';
import { GEODESIST_CRITERIA, profileMessages, summaryOf } from '../domain/profiles';
import { getPublicProfile } from '../data/public-profiles';

export const handler = httpHandler('bidder-summary-get', async ({ auth, params }) => {
  const found = await getTenderWithAttachments(params.tenderId!);
  if (!found) throw new NotFoundError(tenderMessages.notFound);
  if (auth.role !== 'admin' && found.tender.creatorId !== auth.userId) throw new ForbiddenError(profileMessages.notYourTender);
  const bid = await getBidById(params.bidId!);
  if (!bid || bid.tenderId !== found.tender.tenderId) throw new NotFoundError(profileMessages.bidNotFound);
  const kept = await getPublicProfile(bid.bidderId);
  return { completedProjects: kept?.completedProjects ?? 0, ratings: summaryOf(kept ?? {}, GEODESIST_CRITERIA) };
});
