/**
 * `GET /tenders/{tenderId}`: one tender with its attachments, for a viewer who may see it (spec part 2,
 * 3 and the detail views; features/tenders/tender-access.ts). Counts a view when someone other than the poster opens
 * it (atomic ADD; a failure to count is logged and ignored, part 2, 9). Contact details only for the
 * contractor and admins, `postedBy` only for admins, `acceptedBid` for poster, contractor and admins
 * once past Open; geodesists get their own bid in hasBid/bidStatus/bidAmountCents.
 */
import { incrementViewCount, toTenderDetail } from '../data/tenders';
import { httpHandler } from '../../../api/http-handler';
import { logger } from '../../../kernel/logger';
import { acceptedBidFor, contactFor, loadVisibleTender, postedByFor } from '../tender-access';
import { effectiveBidStatus } from '../domain/tender-bids';

export const handler = httpHandler('tenders-get', async ({ auth, params }) => {
  const { tender, attachments, ownBid } = await loadVisibleTender(auth, params.tenderId!);
  const counts = auth.userId !== tender.creatorId;
  // The view is counted while the parts only some viewers see are read.
  const [counted, contact, postedBy, acceptedBid] = await Promise.all([
    counts
      ? incrementViewCount(tender.tenderId).then(
          () => true,
          (error: unknown) => {
            logger.warn('Failed to update view count', { tenderId: tender.tenderId, error });
            return false;
          },
        )
      : false,
    contactFor(auth, tender),
    postedByFor(auth, tender),
    acceptedBidFor(auth, tender),
  ]);
  return {
    ...toTenderDetail({ ...tender, viewCount: tender.viewCount + (counted ? 1 : 0) }, attachments, contact, auth),
    postedBy,
    acceptedBid,
    ...(ownBid ? { hasBid: true, bidStatus: effectiveBidStatus(ownBid.status, tender.status), bidAmountCents: ownBid.amountCents } : {}),
  };
});
