/**
 * What a delivery's review timers do when they fire (docs/decisions/after-award/review-timers.md):
 * `reviewWaiting` tells whether the delivery still waits for the poster (the tender In Progress and that delivery its
 * latest Submitted one), so a reminder is sent only then; `acceptAutomatically` accepts the deliverables at 14 days
 * as if the poster had: every delivery Accepted and the tender Completed in the transaction tenders-complete writes,
 * with the `completed` history entry (actor `system`) and the `deliverables_accepted` event marked `automatic` with the
 * accepted bid's amount (euro cents), so both sides are told with the fee summary. A poster's decision meanwhile makes
 * it a no-op (the transaction's conditions), however often the timer's event comes.
 */
import { historyItem } from '../tenders/public';
import { outboxItem } from '../../table/outbox';
import { isConditionFailure, NotFoundError } from '../../kernel/errors';
import { logger } from '../../kernel/logger';
import { completeTender, getContractorBid, listDeliveries } from './data/deliveries';
import { latestSubmitted } from './domain/delivery';
import { loadTender } from './delivery-access';
import { deliverablesAccepted } from './events';
import { cancelReviewTimerItems } from './review-timers';
import { REVIEW_DAYS } from './domain/review-timers';

/** The tender, or undefined when it is gone (deleted meanwhile); DynamoDB's errors are thrown, so the event is retried. */
async function tenderOrNone(tenderId: string) {
  return loadTender(tenderId).then(
    (found) => found.tender,
    (error: unknown) => {
      if (error instanceof NotFoundError) return undefined;
      throw error;
    },
  );
}

/** Whether delivery `deliveryId` of `tenderId` still waits for the poster's decision (consistent reads). */
export async function reviewWaiting(tenderId: string, deliveryId: string): Promise<boolean> {
  const tender = await tenderOrNone(tenderId);
  if (!tender || tender.status !== 'In Progress') return false;
  return latestSubmitted(await listDeliveries(tenderId, { consistent: true }))?.deliveryId === deliveryId;
}

/**
 * Accepts the deliverables of `tenderId` at `at` (ISO instant) when delivery `deliveryId` still waits. Returns whether
 * it did. Throws DynamoDB's errors other than a failed condition (the event is then retried).
 */
export async function acceptAutomatically(tenderId: string, deliveryId: string, at: string): Promise<boolean> {
  const tender = await tenderOrNone(tenderId);
  if (!tender || tender.status !== 'In Progress') return false;
  const deliveries = await listDeliveries(tenderId, { consistent: true });
  const latest = latestSubmitted(deliveries);
  if (latest?.deliveryId !== deliveryId) return false;
  const contractorId = tender.contractorId ?? latest.geodesistId;
  const bid = await getContractorBid(tenderId, contractorId);
  const event = outboxItem(deliverablesAccepted, { tenderId, title: tender.title, creatorId: tender.creatorId, contractorId, automatic: true, amountCents: bid?.amountCents ?? 0 }, at);
  const entry = historyItem({ tenderId, kind: 'completed', actorRole: 'system', details: { automatic: REVIEW_DAYS.accept }, at });
  try {
    await completeTender({ tenderId, creatorId: tender.creatorId, deliveries, at, also: [event, entry, ...cancelReviewTimerItems(deliveryId)] });
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    logger.info('Automatic acceptance found the tender changed', { tenderId, deliveryId });
    return false;
  }
  logger.info('Deliverables accepted automatically', { tenderId, deliveryId });
  return true;
}
