/**
 * The platform outbox (spec part 2, 7 "Notifications"): how a feature records an event it declared
 * (kernel/events.ts). An event is part of the write that causes it: the request puts its outbox item
 * (`outboxItem`) in the same TransactWriteItems as its change, so either both are stored or neither is and the
 * request fails. The outbox relay (features/notifications/outbox-relay.ts, fed by the table's stream) carries the
 * item's body to the events queue, where listeners subscribe by type (features/notifications/event-listeners.ts),
 * so a fan-out to thousands never runs inside a person's request.
 *
 * An outbox item (`outboxModel`, key `eventId`) holds the body as the queue message is sent: the event's `type`,
 * its payload, its own id (`eventId`, the declaration's `idOf`: the same fact always gets the same id, so however
 * often it is recorded, relayed or delivered, the work keyed on it counts once) and its time (`at`, ISO instant),
 * as JSON in printable ASCII. Items expire by TTL (OUTBOX_TTL_SECONDS).
 */
import { encodeEmailBody as encodeAscii } from '../kernel/mail-queue';
import type { AnyEventType, EventOf, PayloadOf } from '../kernel/events';
import { SERVICE, PK, SK, createdAt } from './entity-parts';
import type { ModelLiteral } from './item-codec';
import { tableOf, type TransactItem } from './model-table';
import { tableDesign } from './table-design';

/**
 * A marketplace event waiting in the outbox: written in the same transaction as the change that causes it,
 * carried to the events queue by the outbox relay (the table's stream), expiring by TTL. `body` is the queue
 * message as sent (JSON, printable ASCII); `eventId` the event's own identity. Key design and attribute names as
 * when it lived with the notifications (items already stored read the same).
 */
export const outboxModel = {
  model: { entity: 'outbox', version: '1', service: SERVICE },
  attributes: {
    eventId: { type: 'string', required: true, readOnly: true },
    type: { type: 'string', required: true, readOnly: true },
    body: { type: 'string', required: true, readOnly: true },
    createdAt,
    /** Epoch seconds (DynamoDB TTL). */
    expiresAt: { type: 'number', required: true, field: tableDesign.ttlAttribute },
  },
  indexes: {
    // Event ids hold ids of other items (`bid_accepted:<tenderId>`): their case is kept.
    byId: { pk: { field: PK, composite: ['eventId'], casing: 'none' }, sk: { field: SK, composite: [] } },
  },
} as const satisfies ModelLiteral;

/**
 * Seconds an outbox item is kept after it is written: the table stream's 24 hours, in which the relay carries
 * it, and a day more to look at one the relay could not carry.
 */
export const OUTBOX_TTL_SECONDS = 2 * 86_400;

/** An event as recorded: its type and payload, its own id and when it happened (ISO instant). The queue message body. */
export type RecordedEvent<E extends AnyEventType = AnyEventType> = EventOf<E> & { eventId: string; at: string };

/** The body of event `event` with `payload`: its type, the payload, its identity (`idOf`) and time (`at`, ISO instant, default now). */
export function recorded<E extends AnyEventType>(event: E, payload: PayloadOf<E>, at = new Date().toISOString()): RecordedEvent<E> {
  return { type: event.type, ...payload, eventId: event.idOf(payload), at } as RecordedEvent<E>;
}

/**
 * What of an event may be logged: its type and the ids it carries (arrays as counts), never names, e-mail
 * addresses, titles or comments, which are personal data or may hold it.
 */
export function eventLogFields(event: { type: unknown } & Record<string, unknown>): Record<string, unknown> {
  const fields: Record<string, unknown> = { type: event.type };
  for (const [key, value] of Object.entries(event)) {
    if (/Id$/.test(key) && typeof value === 'string') fields[key] = value;
    else if (/Ids$/.test(key) && Array.isArray(value)) fields[`${key.slice(0, -3)}Count`] = value.length;
  }
  return fields;
}

const outbox = tableOf<{ eventId: string; type: string; body: string; createdAt: string }>(outboxModel);

/** The outbox item's values of `event` with `payload` at `at`. */
function outboxValues<E extends AnyEventType>(event: E, payload: PayloadOf<E>, at?: string) {
  return valuesOf(recorded(event, payload, at));
}

/** The outbox item's values of an event as recorded. */
function valuesOf(e: RecordedEvent) {
  return { eventId: e.eventId, type: e.type, body: encodeAscii(e), createdAt: e.at, expiresAt: Math.floor(Date.now() / 1000) + OUTBOX_TTL_SECONDS };
}

/**
 * The outbox item of an event recorded earlier (its type, id and payload as a timer keeps them: table/timers.ts), at
 * `at` (ISO instant), as one part of a TransactWriteItems. The payload was checked against its schema when recorded.
 */
export function recordedOutboxItem(e: { type: string; eventId: string; payload: Record<string, unknown> }, at: string): TransactItem {
  return outbox.putItem(valuesOf({ ...e.payload, type: e.type, eventId: e.eventId, at } as unknown as RecordedEvent));
}

/**
 * The outbox item of `event` with `payload` (its identity from the declaration's idOf, time `at`, ISO instant,
 * default now) as one part of a TransactWriteItems: the caller adds it to the transaction of the change that
 * causes the event, last, so the indexes of the change's own parts in a cancellation stay as they were.
 */
export function outboxItem<E extends AnyEventType>(event: E, payload: PayloadOf<E>, at?: string): TransactItem {
  return outbox.putItem(outboxValues(event, payload, at));
}

/**
 * Records `event` with `payload`, which no other write causes (an admin's test notification), as an outbox item
 * alone (PutItem). Throws when it cannot be stored: the request then fails and nothing was done.
 */
export async function recordEvent<E extends AnyEventType>(event: E, payload: PayloadOf<E>): Promise<void> {
  await outbox.put(outboxValues(event, payload));
}
