/**
 * The events of bids (spec part 1, 4.3; part 2, 4 and 7 "Notifications"), recorded through the platform outbox
 * (table/outbox.ts) in the transaction of their change; the notifications feature listens. Payload ids are UUIDs,
 * amounts euro cents.
 * - `bid_received` `{ tenderId, title, creatorId, bidId, amountCents }`: a first bid on a tender (bids-place); id
 *   `bid_received:<bidId>` (a bid is received once).
 * - `bid_accepted` `{ tenderId, title, bidderId, bidId, amountCents }`: the poster awarded the tender
 *   (bids-accept); id `bid_accepted:<tenderId>` (a tender is awarded once, so a second Accept confirming the award
 *   is the same fact). Its listener settles the award: the other Pending bids become Rejected.
 * - `bid_rejected` `{ tenderId, title, bidderIds }`: no longer recorded (the award's listener rejects the other
 *   bids); one recorded by an earlier version and still queued is honoured. Id `bid_rejected:<tenderId>`.
 */
import * as z from 'zod/mini';
import { eventType, idField as id } from '../../kernel/events';

const cents = () => z.int().check(z.nonnegative());

const tenderId = '7d1e3c52-1f0a-4c55-9b3e-2a6f0d9e4b11';
const title = 'Topographic survey of Raekoja plats, Tartu';

/** A bid was placed: the tender's poster and the admins hear of it. */
export const bidReceived = /* @__PURE__ */ eventType(
  'bid_received',
  () => z.object({ tenderId: id(), title: z.string(), creatorId: id(), bidId: id(), amountCents: cents() }),
  (e) => `bid_received:${e.bidId}`,
  { tenderId, title, creatorId: 'c0a8012e-5b6d-4f3a-8e21-9d4b7f6a3c02', bidId: '5a2c7e91-4d3b-4f8a-a6e0-1b9d3c7f2e54', amountCents: 125_000 },
);

/** A bid was accepted (the award): the winner hears of it, and the other bids are settled as Rejected. */
export const bidAccepted = /* @__PURE__ */ eventType(
  'bid_accepted',
  () => z.object({ tenderId: id(), title: z.string(), bidderId: id(), bidId: id(), amountCents: cents() }),
  (e) => `bid_accepted:${e.tenderId}`,
  { tenderId, title, bidderId: '3f9b2d4e-8a1c-4e7f-b5d6-0c2e9a8f1b73', bidId: '5a2c7e91-4d3b-4f8a-a6e0-1b9d3c7f2e54', amountCents: 125_000 },
);

/** Legacy: the other bids of an award were rejected. No longer recorded; a queued one is honoured. */
export const bidRejected = /* @__PURE__ */ eventType(
  'bid_rejected',
  () => z.object({ tenderId: id(), title: z.string(), bidderIds: z.array(id()) }),
  (e) => `bid_rejected:${e.tenderId}`,
  { tenderId, title, bidderIds: ['9c6e2f1a-7b4d-4e8c-8a3f-5d1b0e7c9a28'] },
);
