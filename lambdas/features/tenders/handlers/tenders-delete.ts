/**
 * `DELETE /tenders/{tenderId}`: the poster deletes their Open tender with its attachments, bids and
 * files (spec part 2, 4 "Delete tender"; issue 7). First a conditional update marks the tender as being
 * deleted (Open and theirs), so no bid, edit or award lands any more; then the files, the attachment
 * items and the bids go, the tender item last, then its postings in the word index of search. A failure midway leaves the tender readable and marked:
 * a retry resumes. Emits `tender_deleted` with the bidder ids (read before the bids go). Not the
 * creator: 403; not Open: 409; unknown: 404.
 */
import { DeleteObjectCommand } from '@aws-sdk/client-s3';
import { deleteAllBids, listBidderIds } from '../../bids/data/bids';
import { deleteAttachmentItems, deleteTenderItem, getTenderWithAttachments, markDeleting } from '../data/tenders';
import { removeAllPostings } from '../data/tender-index';
import { s3 } from '../../../kernel/clients/s3';
import { config } from '../../../kernel/config';
import { isConditionFailure, NotFoundError, throwIfRefused } from '../../../kernel/errors';
import { emitEvent } from '../../notifications/events';
import { httpHandler } from '../../../api/http-handler';
import { logger } from '../../../kernel/logger';
import { tenderMessages } from '../domain/tender';
import { editRefusal } from '../domain/tender-rules';

export const handler = httpHandler('tenders-delete', async ({ auth, params }) => {
  const tenderId = params.tenderId!;
  const found = await getTenderWithAttachments(tenderId);
  if (!found) throw new NotFoundError(tenderMessages.notFound);
  const { tender, attachments } = found;
  throwIfRefused(editRefusal(tender, auth.userId, 'delete'));

  await markDeleting(tenderId, auth.userId).catch(async (error: unknown) => {
    if (!isConditionFailure(error)) throw error;
    const now = await getTenderWithAttachments(tenderId);
    if (!now) throw new NotFoundError(tenderMessages.notFound);
    throwIfRefused(editRefusal(now.tender, auth.userId, 'delete'));
    throw error;
  });

  const bidderIds = await listBidderIds(tenderId);
  // Files first (a failure here leaves every record, so a retry finds them), then records, tender last.
  await Promise.all(attachments.map((a) => s3.send(new DeleteObjectCommand({ Bucket: config.filesBucket, Key: a.s3Key }))));
  await deleteAttachmentItems(attachments);
  await deleteAllBids(tenderId);
  await deleteTenderItem(tenderId);
  // The word index last (issue 23): a posting left by a failure points to no tender and is never shown.
  await removeAllPostings(tender).catch((error: unknown) => logger.warn('Search index items of a deleted tender left', { tenderId, error }));

  logger.info('Tender deleted', { tenderId, attachments: attachments.length, bids: bidderIds.length });
  await emitEvent({ type: 'tender_deleted', tenderId, title: tender.title, creatorId: tender.creatorId, bidderIds });
  return { tenderId, deleted: true as const };
});
