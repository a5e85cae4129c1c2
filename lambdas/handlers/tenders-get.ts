/**
 * `GET /tenders/{tenderId}`: one tender with its attachments, for a viewer who may see it (spec part 2,
 * 3 and the detail views). Counts a view (a failure to count is logged and ignored, part 2, 9).
 */
import { incrementViewCount, toTenderDetail } from '../data/tenders';
import { httpHandler } from '../lib/http-handler';
import { logger } from '../lib/logger';
import { contactFor, loadVisibleTender } from '../lib/tender-access';

export const handler = httpHandler('tenders-get', async ({ auth, params }) => {
  const { tender, attachments } = await loadVisibleTender(auth, params.tenderId!);
  const counted = await incrementViewCount(tender.tenderId).then(
    () => true,
    (error: unknown) => {
      logger.warn('Failed to update view count', { tenderId: tender.tenderId, error });
      return false;
    },
  );
  const contact = await contactFor(auth, tender);
  return toTenderDetail({ ...tender, viewCount: tender.viewCount + (counted ? 1 : 0) }, attachments, contact);
});
