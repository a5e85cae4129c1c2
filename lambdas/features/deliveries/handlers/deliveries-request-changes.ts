/**
 * `POST /tenders/{tenderId}/deliveries/{deliveryId}/request-changes {comment}`: the poster who created an
 * In Progress tender returns its Submitted delivery to the contractor with a comment (beyond
 * the spec). The delivery becomes 'Changes Requested'; the contractor then delivers again (a new
 * delivery). The history's `changes_requested` entry is written in the same transaction. Others: 403; unknown ids: 404; a tender not In Progress or a delivery not Submitted: 409.
 */
import { getProfile } from '../../account/public';
import { listDeliveries, requestChanges, toDelivery } from '../data/deliveries';
import { deliveryMessages, geodesistNameOf } from '../domain/delivery';
import { assertCreator, loadTender } from '../delivery-access';
import { ConflictError, isConditionFailure, NotFoundError } from '../../../kernel/errors';
import { outboxItem } from '../../../table/outbox';
import { cancelReviewTimerItems } from '../review-timers';
import { deliveryChangesRequested } from '../events';
import { historyItem } from '../../tenders/public';
import { httpHandler } from '../../../api/http-handler';

export const handler = httpHandler('deliveries-request-changes', async ({ auth, params, body }) => {
  const tenderId = params.tenderId!;
  const { tender } = await loadTender(tenderId);
  assertCreator(auth, tender);
  const delivery = (await listDeliveries(tenderId)).find((d) => d.deliveryId === params.deliveryId);
  if (!delivery) throw new NotFoundError(deliveryMessages.deliveryNotFound);
  if (tender.status !== 'In Progress') throw new ConflictError(deliveryMessages.changesNotInProgress);
  if (delivery.status !== 'Submitted') throw new ConflictError(deliveryMessages.changesNotSubmitted);

  const event = outboxItem(deliveryChangesRequested, { tenderId, title: tender.title, contractorId: delivery.geodesistId, deliveryId: delivery.deliveryId, comment: body.comment });
  // The comment stays with the delivery (its parties read it there); the history says only that changes were asked for.
  const entry = historyItem({ tenderId, kind: 'changes_requested', actorRole: auth.role, actorId: auth.userId });
  const updated = await requestChanges({ delivery, creatorId: auth.userId, comment: body.comment, also: [event, entry, ...cancelReviewTimerItems(delivery.deliveryId)] }).catch((error: unknown) => {
    if (!isConditionFailure(error)) throw error;
    // Accepted, or returned by a parallel request, since it was read.
    throw new ConflictError(deliveryMessages.changesNotSubmitted);
  });

  return toDelivery(updated, geodesistNameOf(await getProfile(delivery.geodesistId)));
});
