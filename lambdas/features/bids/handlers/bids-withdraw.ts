/**
 * `DELETE /tenders/{tenderId}/bid`: the geodesist withdraws their Pending bid while the tender is Open
 * (issue 8); the bid is deleted and the tender's bidCount lowered in one transaction, so the poster's
 * list and count follow. No bid: 404; bid not Pending or tender not Open: 409.
 */
import { getBid, withdrawBid } from '../data/bids';
import { bidMessages } from '../domain/bid';
import { ConflictError, isConditionFailure, NotFoundError } from '../../../kernel/errors';
import { httpHandler } from '../../../api/http-handler';
import { loadVisibleTender } from '../../tenders/tender-access';

export const handler = httpHandler('bids-withdraw', async ({ auth, params }) => {
  const tenderId = params.tenderId!;
  const { tender, ownBid } = await loadVisibleTender(auth, tenderId);
  if (!ownBid) throw new NotFoundError(bidMessages.noBid);
  if (ownBid.status !== 'Pending') throw new ConflictError(bidMessages.notPending);
  if (tender.status !== 'Open' || tender.deletingAt) throw new ConflictError(bidMessages.tenderNotOpen);
  await withdrawBid(tenderId, auth.userId).catch(async (error: unknown) => {
    if (!isConditionFailure(error)) throw error;
    const now = await getBid(tenderId, auth.userId, { consistent: true });
    if (!now) throw new NotFoundError(bidMessages.noBid);
    if (now.status !== 'Pending') throw new ConflictError(bidMessages.notPending);
    throw new ConflictError(bidMessages.tenderNotOpen);
  });
  return { tenderId, withdrawn: true as const };
});
