/**
 * `DELETE /tenders/{tenderId}/bid`: the geodesist withdraws their Pending bid while the tender is Open
 *; the bid is deleted and the tender's bidCount lowered in one transaction with the history's `bid_withdrawn` entry
 * (the bids left, no bidder), so the poster's list and count follow. No bid: 404; bid not Pending or tender not Open: 409.
 */
import { getBid, withdrawBid } from '../data/bids';
import { bidMessages } from '../domain/bid';
import { ConflictError, isConditionFailure, NotFoundError, throwIfRefused } from '../../../kernel/errors';
import { httpHandler } from '../../../api/http-handler';
import { historyItem, loadVisibleTender, getTenderWithAttachments } from '../../tenders/public';
import { withdrawRefusal } from '../domain/bid-rules';

export const handler = httpHandler('bids-withdraw', async ({ auth, params }) => {
  const tenderId = params.tenderId!;
  const { tender, ownBid } = await loadVisibleTender(auth, tenderId);
  if (!ownBid) throw new NotFoundError(bidMessages.noBid);
  throwIfRefused(withdrawRefusal(tender, ownBid));
  // Sealed like a received bid: the entry says how many bids remain, never whose bid went (no actor id).
  const entry = historyItem({ tenderId, kind: 'bid_withdrawn', actorRole: auth.role, details: { count: Math.max(0, tender.bidCount - 1) } });
  await withdrawBid(tenderId, auth.userId, [entry]).catch(async (error: unknown) => {
    if (!isConditionFailure(error)) throw error;
    const now = await getBid(tenderId, auth.userId, { consistent: true });
    if (!now) throw new NotFoundError(bidMessages.noBid);
    const tenderNow = await getTenderWithAttachments(tenderId);
    throwIfRefused(tenderNow ? withdrawRefusal(tenderNow.tender, now) : null);
    throw new ConflictError(bidMessages.tenderNotOpen);
  });
  return { tenderId, withdrawn: true as const };
});
