/**
 * `POST /tenders/{tenderId}/complete`: the poster who created an In Progress tender accepts the
 * deliverables (spec part 2, 4 "Accept deliverables" and 9): every delivery becomes Accepted and the
 * tender Completed, in one transaction that needs a Submitted delivery; concurrent requests complete it
 * once (the others 409); the deliverables_accepted event (outbox), the history's `completed` entry and the cancel of
 * the delivery's review timers are part of it. Answers the tender and the summary amounts: the accepted bid, the 8 % platform
 * fee and the total, in euro cents. Others: 403; unknown id: 404; no Submitted delivery or a tender not
 * In Progress: 409.
 */
import { completeTender, getContractorBid, listDeliveries, type ContractorBid } from '../data/deliveries';
import { getProfile } from '../../account/public';
import { historyItem, toTenderDetail } from '../../tenders/public';
import { completionAmounts, deliveryMessages, latestSubmitted } from '../domain/delivery';
import type { AcceptedBid } from '../../tenders/domain/dto';
import { assertCreator, loadTender, type DeliveryTender } from '../delivery-access';
import { ConflictError, isConditionFailure } from '../../../kernel/errors';
import { outboxItem } from '../../../table/outbox';
import { deliverablesAccepted } from '../events';
import { bidderCompanyLabel } from '../../tenders/domain/tender-bids';
import { httpHandler } from '../../../api/http-handler';
import { logger } from '../../../kernel/logger';
import { cancelReviewTimerItems } from '../review-timers';

/** Why deliverables of `tender` cannot be accepted now (409), given its deliveries; nothing when they can. */
function assertAcceptable(tender: DeliveryTender, deliveries: Parameters<typeof latestSubmitted>[0]): void {
  if (tender.status === 'Completed' || tender.status === 'Finished') throw new ConflictError(deliveryMessages.alreadyCompleted);
  if (tender.status !== 'In Progress') throw new ConflictError(deliveryMessages.acceptNotInProgress);
  if (!latestSubmitted(deliveries)) throw new ConflictError(deliveryMessages.nothingToAccept);
}

/** The Accepted Bid card of the answer: the bidder's label as everywhere else (bidderCompanyLabel, dto.acceptedBidSchema). */
async function acceptedBidOf(bid: ContractorBid): Promise<AcceptedBid> {
  return {
    bidId: bid.bidId,
    bidderId: bid.bidderId,
    bidderName: bidderCompanyLabel(await getProfile(bid.bidderId)),
    amountCents: bid.amountCents,
    comment: bid.comment ?? null,
    acceptedAt: bid.acceptedAt ?? bid.createdAt,
  };
}

export const handler = httpHandler('tenders-complete', async ({ auth, params }) => {
  const tenderId = params.tenderId!;
  const { tender, attachments } = await loadTender(tenderId);
  assertCreator(auth, tender);
  const deliveries = await listDeliveries(tenderId, { consistent: true });
  assertAcceptable(tender, deliveries);
  const latest = latestSubmitted(deliveries)!;

  const contractorId = tender.contractorId ?? latest.geodesistId;
  const event = outboxItem(deliverablesAccepted, { tenderId, title: tender.title, creatorId: tender.creatorId, contractorId });
  const at = new Date().toISOString();
  const entry = historyItem({ tenderId, kind: 'completed', actorRole: auth.role, actorId: auth.userId, at });
  const { completedAt } = await completeTender({ tenderId, creatorId: auth.userId, deliveries, at, also: [event, entry, ...cancelReviewTimerItems(latest.deliveryId)] }).catch(
    async (error: unknown) => {
      if (!isConditionFailure(error)) throw error;
      // Completed by a parallel request, or a delivery changed since it was read: say which.
      assertAcceptable((await loadTender(tenderId)).tender, await listDeliveries(tenderId, { consistent: true }));
      throw new ConflictError();
    },
  );

  const bid = tender.contractorId ? await getContractorBid(tenderId, tender.contractorId) : undefined;
  if (!bid) logger.warn('Completed tender has no contractor bid', { tenderId, contractorId: tender.contractorId });
  const completed = { ...tender, status: 'Completed' as const, completedAt, updatedAt: completedAt };
  return {
    tender: {
      ...toTenderDetail(completed, attachments, null, auth),
      acceptedBid: bid ? await acceptedBidOf(bid) : null,
      deliveryCount: tender.deliveryCount ?? deliveries.length,
      completedAt,
    },
    ...completionAmounts(bid?.amountCents ?? 0),
  };
});
