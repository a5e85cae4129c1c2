/**
 * Domain events of the marketplace (spec part 2, 3, 4 and 7 "Notifications"; issue 10 turns each into
 * in-app, realtime and e-mail notifications). Emitting never throws: an event follows a change that is
 * already saved, and a failure is logged (part 2, 7: "failures only warned or logged").
 */
import { logger } from './logger';

/** Every event type the marketplace emits, with its payload. Ids are UUIDs; amounts euro cents. */
export type MarketEvent =
  | { type: 'tender_posted'; tenderId: string; title: string; creatorId: string }
  | { type: 'tender_deleted'; tenderId: string; title: string; creatorId: string; bidderIds: string[] }
  | { type: 'bid_received'; tenderId: string; title: string; creatorId: string; bidId: string; amountCents: number }
  | { type: 'bid_accepted'; tenderId: string; title: string; bidderId: string; bidId: string; amountCents: number }
  | { type: 'bid_rejected'; tenderId: string; title: string; bidderIds: string[] }
  | { type: 'delivery_submitted'; tenderId: string; title: string; creatorId: string; contractorId: string; deliveryId: string }
  | { type: 'delivery_changes_requested'; tenderId: string; title: string; contractorId: string; deliveryId: string; comment: string }
  | { type: 'deliverables_accepted'; tenderId: string; title: string; creatorId: string; contractorId: string };

/**
 * Records that `event` happened. Until the notification pipeline consumes events it logs them; the
 * admin_* twins (admin_bid_received, ...) are derived from these by that pipeline. Returns when done;
 * never throws.
 */
export async function emitEvent(event: MarketEvent): Promise<void> {
  try {
    logger.info('Event', { event });
  } catch {
    // logging must not fail a saved change
  }
}
