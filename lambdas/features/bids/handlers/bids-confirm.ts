/**
 * `POST /tenders/{tenderId}/bids/mine/confirm`: the bidder confirms their Pending bid after the tender was amended
 * (features/tenders/domain/versions.ts): it now answers the tender's current version. The bidder only (the route's
 * role; a tender they may not see: 403, unknown: 404). No bid: 404; the tender closed or past its deadline, the bid
 * not Pending: 409 (bid-rules.ts); nothing to confirm (the bid already answers the current terms): 409
 * amendmentMessages.nothingToConfirm; an amendment landing meanwhile: 409 versionStale (reload, read, confirm again).
 */
import { confirmBid } from '../data/bid-confirmations';
import { getBid, toOwnBid } from '../data/bids';
import { getTenderWithAttachments, loadVisibleTender } from '../../tenders/public';
import { amendmentMessages, needsConfirmation, termsVersionOf, versionOf } from '../../tenders/domain/versions';
import { ConflictError, isConditionFailure, NotFoundError, throwIfRefused } from '../../../kernel/errors';
import { firstRefusal } from '../../../domain/rules';
import { httpHandler } from '../../../api/http-handler';
import { bidRefusal, pendingBid } from '../domain/bid-rules';

export const handler = httpHandler('bids-confirm', async ({ auth, params }) => {
  const tenderId = params.tenderId!;
  const { tender, ownBid } = await loadVisibleTender(auth, tenderId, { consistentBid: true });
  if (!ownBid) throw new NotFoundError(amendmentMessages.noBidToConfirm);
  throwIfRefused(bidRefusal(tender, auth.userId));
  throwIfRefused(firstRefusal(pendingBid, ownBid));
  if (!needsConfirmation(ownBid.tenderVersion, tender)) throw new ConflictError(amendmentMessages.nothingToConfirm);
  const bid = await confirmBid(ownBid, versionOf(tender), termsVersionOf(tender)).catch(async (error: unknown) => {
    if (!isConditionFailure(error)) throw error;
    const now = await getTenderWithAttachments(tenderId);
    if (!now) throw new NotFoundError();
    throwIfRefused(bidRefusal(now.tender, auth.userId));
    const current = await getBid(tenderId, auth.userId, { consistent: true });
    if (!current) throw new NotFoundError(amendmentMessages.noBidToConfirm);
    throwIfRefused(firstRefusal(pendingBid, current));
    if (!needsConfirmation(current.tenderVersion, now.tender)) throw new ConflictError(amendmentMessages.nothingToConfirm);
    throw new ConflictError(amendmentMessages.versionStale);
  });
  return { bid: toOwnBid(bid, tender) };
});
