/**
 * `PUT /tenders/{tenderId}/bid`: an approved geodesist places their one bid on an Open tender before
 * its deadline, or changes it while it is Pending (spec part 2, 4 "Place bid" and 5 "Bid").
 * Amount in euros in the body, stored as integer cents. Answers 201 `{bid, created: true}` for a new
 * bid, 200 `{bid, created: false}` for a change. Own tender: 403; not Open, deadline passed, bid no
 * longer Pending: 409; unknown tender: 404. One bid per geodesist is the key design: of concurrent first
 * bids one is created, the others become changes of it.
 */
import { randomUUID } from 'node:crypto';
import { createBid, failedConditions, getBid, toOwnBid, updateBid, type BidItem } from '../data/bids';
import { getTenderWithAttachments, historyItem, loadVisibleTender } from '../../tenders/public';
import { toCents } from '../../../domain/money';
import { ConflictError, isConditionFailure, NotFoundError, throwIfRefused } from '../../../kernel/errors';
import { outboxItem } from '../../../table/outbox';
import { bidReceived } from '../events';
import { created, httpHandler } from '../../../api/http-handler';
import { tenderMessages } from '../../tenders/domain/tender';
import { bidRefusal, pendingBid } from '../domain/bid-rules';
import { firstRefusal } from '../../../domain/rules';
import { getProfile } from '../../account/public';
import { accountInForce } from '../../account/domain/account-rules';
import { versionOf } from '../../tenders/domain/versions';

/** After a refused write: re-reads the tender, the bid and the bidder's account and throws why (or a generic 409). */
async function explainRefusal(tenderId: string, bidderId: string): Promise<never> {
  // An erasure of the bidder's account accepted meanwhile: the write's third condition.
  throwIfRefused(firstRefusal(accountInForce(bidderId, 'own'), (await getProfile(bidderId)) ?? {}));
  const found = await getTenderWithAttachments(tenderId);
  if (!found || found.tender.deletingAt) throw new NotFoundError(tenderMessages.notFound);
  throwIfRefused(bidRefusal(found.tender, bidderId));
  const bid = await getBid(tenderId, bidderId, { consistent: true });
  if (bid) throwIfRefused(firstRefusal(pendingBid, bid));
  throw new ConflictError();
}

export const handler = httpHandler('bids-place', async ({ auth, params, body }) => {
  const tenderId = params.tenderId!;
  // The own bid comes with the tender, read strongly consistent: it decides between a new bid and a change.
  const { tender, ownBid: existing } = await loadVisibleTender(auth, tenderId, { consistentBid: true });
  throwIfRefused(bidRefusal(tender, auth.userId));
  // The version the bidder saw: the bid answers it (features/tenders/domain/versions.ts).
  const change = { amountCents: toCents(body.amount), comment: body.comment, tenderVersion: versionOf(tender) };

  const change_ = async (current: BidItem) => {
    throwIfRefused(firstRefusal(pendingBid, current));
    const bid = await updateBid(current, change).catch((error: unknown) => {
      if (isConditionFailure(error)) return explainRefusal(tenderId, auth.userId);
      throw error;
    });
    return { bid: toOwnBid(bid, tender), created: false };
  };

  if (existing) return change_(existing);

  try {
    // The bid, its bid_received event (outbox) and its history entry in one transaction. The entry is sealed: the
    // bids so far (as read), the actor's role and no actor id, so no reader (admins included) learns who bid or how much.
    const bidId = randomUUID();
    const at = new Date().toISOString();
    const event = outboxItem(bidReceived, { tenderId, title: tender.title, creatorId: tender.creatorId, bidId, amountCents: change.amountCents }, at);
    const entry = historyItem({ tenderId, kind: 'bid_received', actorRole: auth.role, details: { count: (tender.bidCount ?? 0) + 1 }, at });
    const bid = await createBid({ tenderId, bidderId: auth.userId, ...change, bidId, at, also: [event, entry] });
    return created({ bid: toOwnBid(bid, tender), created: true });
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    // The bid exists already (a concurrent first bid won): this request changes it instead.
    if (failedConditions(error).includes(0)) {
      const now = await getBid(tenderId, auth.userId, { consistent: true });
      if (now) return change_(now);
    }
    return explainRefusal(tenderId, auth.userId);
  }
});
