/**
 * `DELETE /tenders/{tenderId}`: the poster deletes their Open tender with its attachments, bids and
 * files (spec part 2, 4 "Delete tender"), by the one delete of ../tender-delete.ts (the erasure of a
 * poster's account deletes their Open tenders by it too): marked first, then files, attachments, bids, the
 * tender and its search postings; `tender_deleted` tells the bidders. Not the creator: 403; not Open: 409;
 * unknown: 404.
 */
import { httpHandler } from '../../../api/http-handler';
import { deleteOpenTender } from '../tender-delete';

export const handler = httpHandler('tenders-delete', async ({ auth, params }) => {
  const tenderId = params.tenderId!;
  await deleteOpenTender(tenderId, auth.userId);
  return { tenderId, deleted: true as const };
});
