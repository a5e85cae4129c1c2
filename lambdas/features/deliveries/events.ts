/**
 * The events of deliveries (spec part 1, 4.3; part 2, 4 and 7 "Notifications"), recorded through the platform
 * outbox (table/outbox.ts) in the transaction of their change; the notifications feature listens. Payload ids are
 * UUIDs.
 * - `delivery_submitted` `{ tenderId, title, creatorId, contractorId, deliveryId }`: the contractor submitted
 *   deliverables (deliveries-create); id `delivery_submitted:<deliveryId>`.
 * - `delivery_changes_requested` `{ tenderId, title, contractorId, deliveryId, comment }`: the poster returned a
 *   delivery with a comment (deliveries-request-changes); id `delivery_changes_requested:<deliveryId>` (a delivery
 *   is returned once).
 * - `deliverables_accepted` `{ tenderId, title, creatorId, contractorId, automatic?, amountCents? }`: the poster
 *   accepted the deliverables and the tender is completed (tenders-complete), or 14 days of silence did (`automatic`,
 *   with the accepted bid's amount in euro cents for the fee summary: auto-accept.ts); id
 *   `deliverables_accepted:<tenderId>`.
 * - `delivery_review_due` `{ tenderId, title, creatorId, contractorId, deliveryId, submittedAt, stage }`: a timer
 *   (table/timers.ts) set with the delivery: 7 days (`reminder`), 12 days (`warning`) and 14 days (`accept`) after
 *   `submittedAt` while the poster has not decided (review-timers.ts); id `delivery_review_due:<deliveryId>:<stage>`.
 */
import * as z from 'zod/mini';
import { eventType, idField as id } from '../../kernel/events';
import { REVIEW_STAGES } from './domain/review-timers';

export { REVIEW_STAGES, type ReviewStage } from './domain/review-timers';

const tenderId = '7d1e3c52-1f0a-4c55-9b3e-2a6f0d9e4b11';
const title = 'Topographic survey of Raekoja plats, Tartu';
const creatorId = 'c0a8012e-5b6d-4f3a-8e21-9d4b7f6a3c02';
const contractorId = '3f9b2d4e-8a1c-4e7f-b5d6-0c2e9a8f1b73';
const deliveryId = 'e4b8a1d7-6c2f-4a9e-9f3b-7d5c0e2a8b16';

/** Deliverables were submitted: the poster and the admins hear of it. */
export const deliverySubmitted = /* @__PURE__ */ eventType(
  'delivery_submitted',
  () => z.object({ tenderId: id(), title: z.string(), creatorId: id(), contractorId: id(), deliveryId: id() }),
  (e) => `delivery_submitted:${e.deliveryId}`,
  { tenderId, title, creatorId, contractorId, deliveryId },
);

/** A delivery was returned with the poster's comment (the contractor reads it on the deliver page). */
export const deliveryChangesRequested = /* @__PURE__ */ eventType(
  'delivery_changes_requested',
  () => z.object({ tenderId: id(), title: z.string(), contractorId: id(), deliveryId: id(), comment: z.string() }),
  (e) => `delivery_changes_requested:${e.deliveryId}`,
  { tenderId, title, contractorId, deliveryId, comment: 'Please add the control points as a separate layer.' },
);

/** The deliverables were accepted: the contractor and the admins hear of it. */
export const deliverablesAccepted = /* @__PURE__ */ eventType(
  'deliverables_accepted',
  () => z.object({ tenderId: id(), title: z.string(), creatorId: id(), contractorId: id(), automatic: z.optional(z.boolean()), amountCents: z.optional(z.number()) }),
  (e) => `deliverables_accepted:${e.tenderId}`,
  { tenderId, title, creatorId, contractorId },
);

/** A delivery has waited for the poster's decision until a stage of its review timer. */
export const deliveryReviewDue = /* @__PURE__ */ eventType(
  'delivery_review_due',
  () => z.object({ tenderId: id(), title: z.string(), creatorId: id(), contractorId: id(), deliveryId: id(), submittedAt: z.string(), stage: z.enum(REVIEW_STAGES) }),
  (e) => `delivery_review_due:${e.deliveryId}:${e.stage}`,
  { tenderId, title, creatorId, contractorId, deliveryId, submittedAt: '2026-03-01T10:00:00.000Z', stage: 'reminder' },
);
