/**
 * The events of procurement (docs/architecture.md, "Events"), recorded through the platform outbox (table/outbox.ts)
 * in the transaction of their change; the notifications feature listens. Payload ids are UUIDs.
 * - `tender_cancelled` `{ tenderId, title, creatorId, contractorId, reason, cancelledByRole }`: the poster or an
 *   admin cancelled the tender (tender-cancel); id `tender_cancelled:<tenderId>` (a tender is cancelled once). Its
 *   listener marks the tender's bids Cancelled page by page and tells the contractor, every bidder and, when an
 *   admin cancelled, the poster.
 */
import * as z from 'zod/mini';
import { eventType, idField as id } from '../../kernel/events';
import { ROLES } from '../../domain/roles';
import { CANCEL_REASONS } from './domain/cancellation';

/** A tender was cancelled: its bids become Cancelled, and its contractor, bidders and poster hear of it. */
export const tenderCancelled = /* @__PURE__ */ eventType(
  'tender_cancelled',
  () =>
    z.object({
      tenderId: id(),
      title: z.string(),
      creatorId: id(),
      contractorId: z.nullable(id()),
      reason: z.enum(CANCEL_REASONS),
      cancelledByRole: z.enum(ROLES),
    }),
  (e) => `tender_cancelled:${e.tenderId}`,
  {
    tenderId: '7d1e3c52-1f0a-4c55-9b3e-2a6f0d9e4b11',
    title: 'Topographic survey of Raekoja plats, Tartu',
    creatorId: 'c0a8012e-5b6d-4f3a-8e21-9d4b7f6a3c02',
    contractorId: null,
    reason: 'budget_withdrawn',
    cancelledByRole: 'tenderPoster',
  },
);
