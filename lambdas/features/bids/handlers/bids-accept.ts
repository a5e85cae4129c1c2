/**
 * `POST /tenders/{tenderId}/bids/{bidId}/accept`: the poster awards an Open tender to one Pending bid
 * (spec part 2, 4 "Accept bid"). ONE transaction moves the tender to In Progress with the
 * contractor and the bid to Accepted, with the bid_accepted event in the outbox; of concurrent awards one wins,
 * the others answer 409. The other bids become Rejected in queued work (the event), so the answer
 * does not wait for them; until then they read as Rejected (effectiveBidStatus). A later retry of the accepted
 * bid's award by the poster answers 200 and records nothing: the award's one event is already recorded. Others: 403; unknown bid or a bid of another tender: 404; tender not Open or
 * bid not Pending: 409. Answers `{tender, bid}`.
 */
import { acceptBid, getBid, getBidById, type BidItem } from '../data/bids';
import { getProfile } from '../../account/public';
import { getTenderWithAttachments, historyItem, toTenderDetail, acceptedBidFor, cancelDeadlineTimerItems, type AttachmentItem, type TenderItem } from '../../tenders/public';
import { bidMessages } from '../domain/bid';
import { awardingPoster, awardRefusal } from '../domain/bid-rules';
import { firstRefusal } from '../../../domain/rules';
import { accountInForce } from '../../account/domain/account-rules';
import { toBidRow } from '../bid-rows';
import { ConflictError, isConditionFailure, NotFoundError, throwIfRefused } from '../../../kernel/errors';
import { outboxItem } from '../../../table/outbox';
import { bidAccepted } from '../events';
import { httpHandler, type Auth } from '../../../api/http-handler';
import { tenderMessages } from '../../tenders/domain/tender';

/** The answer to an award: the tender with its accepted bid, and the bid's row. */
async function finish(auth: Auth, tender: TenderItem, attachments: AttachmentItem[], bid: BidItem) {
  const detail = toTenderDetail(tender, attachments, null, auth);
  return {
    tender: { ...detail, acceptedBid: await acceptedBidFor(auth, tender) },
    bid: toBidRow(bid, tender, 1, await getProfile(bid.bidderId)),
  };
}

export const handler = httpHandler('bids-accept', async ({ auth, params }) => {
  const tenderId = params.tenderId!;
  const found = await getTenderWithAttachments(tenderId);
  if (!found) throw new NotFoundError(tenderMessages.notFound);
  const { tender, attachments } = found;
  throwIfRefused(firstRefusal(awardingPoster(auth.userId), tender));

  const indexed = await getBidById(params.bidId!);
  if (!indexed || indexed.tenderId !== tenderId) throw new NotFoundError(bidMessages.bidNotFound);
  const bid = await getBid(tenderId, indexed.bidderId, { consistent: true });
  if (!bid) throw new NotFoundError(bidMessages.bidNotFound);

  // A retry of this very award (e.g. after a crash during the rejections) finishes it.
  if (tender.status === 'In Progress' && tender.contractorId === bid.bidderId && bid.status === 'Accepted') return finish(auth, tender, attachments, bid);
  throwIfRefused(awardRefusal(tender, bid, auth.userId));

  // The award's event (its queued work rejects the other bids and tells everyone) and its history entry are part of its transaction.
  const at = new Date().toISOString();
  const event = outboxItem(bidAccepted, { tenderId, title: tender.title, bidderId: bid.bidderId, bidId: bid.bidId, amountCents: bid.amountCents }, at);
  const entry = historyItem({ tenderId, kind: 'awarded', actorRole: auth.role, actorId: auth.userId, at });
  await acceptBid({ bid, creatorId: auth.userId, at, also: [event, entry, ...cancelDeadlineTimerItems(tenderId)] }).catch(async (error: unknown) => {
    if (!isConditionFailure(error)) throw error;
    const [now, bidNow] = await Promise.all([getTenderWithAttachments(tenderId), getBid(tenderId, bid.bidderId, { consistent: true })]);
    if (!now) throw new NotFoundError(tenderMessages.notFound);
    throwIfRefused(awardRefusal(now.tender, bidNow ?? null, auth.userId));
    // An erasure of the poster's or the bidder's account accepted meanwhile.
    const [poster, bidder] = await Promise.all([getProfile(auth.userId), getProfile(bid.bidderId)]);
    throwIfRefused(firstRefusal(accountInForce(auth.userId, 'own'), poster ?? {}) ?? firstRefusal(accountInForce(bid.bidderId, 'bidder'), bidder ?? {}));
    throw new ConflictError(bidMessages.bidNotPending);
  });
  const awarded: TenderItem = { ...tender, status: 'In Progress', contractorId: bid.bidderId, updatedAt: at };
  return finish(auth, awarded, attachments, { ...bid, status: 'Accepted', acceptedAt: at, updatedAt: at });
});
