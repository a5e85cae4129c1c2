/**
 * Domain events of the marketplace (spec part 2, 3, 4 and 7 "Notifications"). An event is part of the
 * write that causes it: the request puts it in the outbox (an item of the table,
 * `outboxItem`) in the same TransactWriteItems as its change, so either both are stored or neither is and the
 * request fails. The outbox relay (workers/outbox-relay.ts, fed by the table's stream) carries it to the events
 * queue; the notification worker (workers/notification-worker.ts) turns it into in-app, realtime and e-mail
 * notifications for every recipient, so a fan-out to thousands never runs inside a person's request.
 *
 * Every event has its own identity (`eventId`, `eventIdOf`): the same fact always gets the same id (an award's is
 * its tender's), so however often it is recorded, relayed or delivered, the worker's work is keyed on it and
 * counts once.
 */
import { randomUUID } from 'node:crypto';
import { encodeEmailBody as encodeAscii } from '../../kernel/mail-queue';
import { tableOf, type TransactItem } from '../../table/model-table';
import { outboxModel } from './data/notification-models';

/**
 * Every event type the marketplace records, with its payload. Ids are UUIDs; amounts euro cents. `bid_rejected`
 * is no longer recorded (the award's queued work rejects the other bids); a queued one is still honoured.
 */
export type MarketEvent =
  | { type: 'tender_posted'; tenderId: string; title: string; creatorId: string }
  | { type: 'tender_deleted'; tenderId: string; title: string; creatorId: string; bidderIds: string[] }
  | { type: 'bid_received'; tenderId: string; title: string; creatorId: string; bidId: string; amountCents: number }
  | { type: 'bid_accepted'; tenderId: string; title: string; bidderId: string; bidId: string; amountCents: number }
  | { type: 'bid_rejected'; tenderId: string; title: string; bidderIds: string[] }
  | { type: 'delivery_submitted'; tenderId: string; title: string; creatorId: string; contractorId: string; deliveryId: string }
  | { type: 'delivery_changes_requested'; tenderId: string; title: string; contractorId: string; deliveryId: string; comment: string }
  | { type: 'deliverables_accepted'; tenderId: string; title: string; creatorId: string; contractorId: string }
  | { type: 'user_registered'; userId: string; name: string; email: string; role: string; needsApproval: boolean }
  | { type: 'system_test'; userId: string };

/** An event as recorded: its payload, its own id and when it happened (ISO instant). The queue message body. */
export type RecordedEvent = MarketEvent & { eventId: string; at: string };

/**
 * Seconds an outbox item is kept after it is written: the table stream's 24 hours, in which the relay carries
 * it, and a day more to look at one the relay could not carry.
 */
export const OUTBOX_TTL_SECONDS = 2 * 86_400;

/**
 * The identity of `event`: one per fact, so a fact recorded again (an award confirmed by a second Accept) has the
 * same id. Each is made of the id of the item the fact created or changed once: a tender is posted, deleted,
 * awarded and completed once; a bid is received and a delivery submitted or returned once; an account registers
 * once. An admin's test notification is a new fact each time (a new UUID).
 */
export function eventIdOf(event: MarketEvent): string {
  switch (event.type) {
    case 'tender_posted':
    case 'tender_deleted':
    case 'bid_accepted':
    case 'bid_rejected':
    case 'deliverables_accepted':
      return `${event.type}:${event.tenderId}`;
    case 'bid_received':
      return `${event.type}:${event.bidId}`;
    case 'delivery_submitted':
    case 'delivery_changes_requested':
      return `${event.type}:${event.deliveryId}`;
    case 'user_registered':
      return `${event.type}:${event.userId}`;
    case 'system_test':
      return `${event.type}:${randomUUID()}`;
  }
}

/**
 * What of `event` may be logged: its type and the ids it carries (arrays as counts), never names, e-mail
 * addresses, titles or comments, which are personal data or may hold it.
 */
export function eventLogFields(event: { type: string } & Record<string, unknown>): Record<string, unknown> {
  const fields: Record<string, unknown> = { type: event.type };
  for (const [key, value] of Object.entries(event)) {
    if (/Id$/.test(key) && typeof value === 'string') fields[key] = value;
    else if (/Ids$/.test(key) && Array.isArray(value)) fields[`${key.slice(0, -3)}Count`] = value.length;
  }
  return fields;
}

const outbox = tableOf<{ eventId: string; type: string; body: string; createdAt: string }>(outboxModel);

/** `event` with its identity (eventIdOf) and time (`at`, ISO instant, default now). */
export function recorded(event: MarketEvent, at = new Date().toISOString()): RecordedEvent {
  return { ...event, eventId: eventIdOf(event), at };
}

/** The outbox item's values of `event` at `at`. */
function outboxValues(event: MarketEvent, at?: string) {
  const e = recorded(event, at);
  return { eventId: e.eventId, type: e.type, body: encodeAscii(e), createdAt: e.at, expiresAt: Math.floor(Date.now() / 1000) + OUTBOX_TTL_SECONDS };
}

/**
 * The outbox item of `event` (its identity from eventIdOf, time `at`, ISO instant, default now) as one part of a
 * TransactWriteItems: the caller adds it to the transaction of the change that causes the event, last, so the
 * indexes of the change's own parts in a cancellation stay as they were.
 */
export function outboxItem(event: MarketEvent, at?: string): TransactItem {
  return outbox.putItem(outboxValues(event, at));
}

/**
 * Records `event`, which no other write causes (an admin's test notification), as an outbox item alone (PutItem).
 * Throws when it cannot be stored: the request then fails and nothing was done.
 */
export async function recordEvent(event: MarketEvent): Promise<void> {
  await outbox.put(outboxValues(event));
}
