/**
 * Deleting an Open tender (spec part 2, 4 "Delete tender"), the one path of the poster's own
 * `DELETE /tenders/{tenderId}` and of the erasure of the poster's account (privacy/erase-user.ts).
 * First a conditional update marks the tender as being deleted (Open and theirs), so no bid, edit or award
 * lands any more; then every file under the tender's prefix (`tenders/{tenderId}/`: attachments, answer files, any
 * copy a failed write left; listed by prefix, so a file kind added later goes too), the attachment items, the bids and the rest of the tender's partition (its history
 * and any other per-tender collection: data/tender-partition.ts) go, the tender item last (with it its map
 * cell, an attribute of the item), then its postings in the word index of search. A failure midway leaves the
 * tender readable and marked: a retry resumes. Records `tender_deleted` with the bidder ids (read before the bids
 * go) in the transaction that removes the tender item (outbox), so every bidder is told once.
 */
import { deleteAllBids, listBidderIds } from './data/tender-bids';
import { deleteAttachmentItems, deleteTenderItem, getTenderWithAttachments, markDeleting } from './data/tenders';
import { removeAllPostings } from './data/tender-index';
import { deletePartitionRest } from './data/tender-partition';
import { deleteObjectsUnder } from '../../kernel/files-under';
import { isConditionFailure, NotFoundError, throwIfRefused } from '../../kernel/errors';
import { outboxItem } from '../../table/outbox';
import { cancelDeadlineTimerItems } from './deadline-timers';
import { tenderDeleted } from './events';
import { logger } from '../../kernel/logger';
import { tenderMessages } from './domain/tender';
import { editRefusal } from './domain/tender-rules';

/** The key prefix of every file of `tenderId` in the files bucket (`tenders/{tenderId}/`, with the slash). */
export function tenderFilesPrefix(tenderId: string): string {
  return `tenders/${tenderId}/`;
}

/**
 * Deletes the Open tender `tenderId` of `posterId` as described above. Returns the number of bids it had.
 * Throws NotFoundError (unknown), the rule's refusal (not the creator: 403; not Open: 409), and AWS errors
 * (a retry resumes).
 */
export async function deleteOpenTender(tenderId: string, posterId: string): Promise<{ bids: number }> {
  const found = await getTenderWithAttachments(tenderId);
  if (!found) throw new NotFoundError(tenderMessages.notFound);
  const { tender, attachments } = found;
  throwIfRefused(editRefusal(tender, posterId, 'delete'));

  await markDeleting(tenderId, posterId).catch(async (error: unknown) => {
    if (!isConditionFailure(error)) throw error;
    const now = await getTenderWithAttachments(tenderId);
    if (!now) throw new NotFoundError(tenderMessages.notFound);
    throwIfRefused(editRefusal(now.tender, posterId, 'delete'));
    throw error;
  });

  const bidderIds = await listBidderIds(tenderId);
  // Files first (a failure here leaves every record, so a retry finds the tender and lists again), then records, tender last.
  const files = await deleteObjectsUnder(tenderFilesPrefix(tenderId));
  await deleteAttachmentItems(attachments);
  await deleteAllBids(tenderId);
  // Whatever else the tender's partition holds (its history, and any later per-tender collection).
  await deletePartitionRest(tenderId);
  // The tender item goes with the tender_deleted event (outbox) and its deadline timers, in one transaction.
  await deleteTenderItem(tenderId, 'Open', [outboxItem(tenderDeleted, { tenderId, title: tender.title, creatorId: tender.creatorId, bidderIds }), ...cancelDeadlineTimerItems(tenderId)]);
  // The word index last: a posting left by a failure points to no tender and is never shown.
  await removeAllPostings(tender).catch((error: unknown) => logger.warn('Search index items of a deleted tender left', { tenderId, error }));

  logger.info('Tender deleted', { tenderId, attachments: attachments.length, files, bids: bidderIds.length });
  return { bids: bidderIds.length };
}
