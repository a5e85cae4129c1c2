/**
 * Timers: an event declared by a feature (kernel/events.ts) that happens at a time, not at a write. A feature puts a
 * timer item (`timerItem`) in the transaction of the change that starts the wait, and deletes it (`cancelTimerItem`)
 * in the transaction of the change that makes the wait moot. The timer relay (features/notifications/workers/
 * timer-relay.ts), run every minute by the platform's scheduler (EventBridge in the stack, the local cloud's clock
 * locally), reads the timers due (`listDueTimers`) and fires each (`fireTimer`): one transaction deletes the timer,
 * on the condition that it is still due at that time, and records the event's outbox item, so the event reaches its
 * listeners once through the outbox path however often a run retries. Timers are table items: they survive restarts.
 *
 * Key design (docs/data-model.md): a timer's key is its event type and the feature's `key` (one timer per type and
 * key: putting it again reschedules it); the sparse due index (gsi3, partition `timerQueue`, sorted by `dueAt`) holds
 * every timer, so a run reads only what is due, whatever the table's size. Listeners still check, when the event
 * comes, that the state they waited for holds: a timer that raced a change fires into a no-op.
 */
import type { AnyEventType, PayloadOf } from '../kernel/events';
import { encodeEmailBody as encodeAscii } from '../kernel/mail-queue';
import { SERVICE, gsi3, PK, SK, createdAt } from './entity-parts';
import type { ModelLiteral } from './item-codec';
import { tableOf, transactWrite, type TransactItem } from './model-table';
import { recordedOutboxItem } from './outbox';

/** The one value of `timerQueue`: the partition of the due index. */
export const TIMER_QUEUE = 'due';

/** A timer as stored: the event's `type`, the feature's `key`, when it is due (ISO instant) and the payload as JSON. */
export const timerModel = {
  model: { entity: 'timer', version: '1', service: SERVICE },
  attributes: {
    type: { type: 'string', required: true, readOnly: true },
    key: { type: 'string', required: true, readOnly: true },
    dueAt: { type: 'string', required: true },
    /** The event's payload, JSON in printable ASCII, checked against its schema when the timer was set. */
    payload: { type: 'string', required: true },
    /** The event's id (its declaration's idOf of the payload): the outbox item's, so a firing counts once. */
    eventId: { type: 'string', required: true },
    timerQueue: { type: 'string', required: true },
    createdAt,
  },
  indexes: {
    // Keys hold ids of other items (`<tenderId>:<userId>`): their case is kept.
    byKey: { pk: { field: PK, composite: ['type', 'key'], casing: 'none' }, sk: { field: SK, composite: [] } },
    byDue: {
      index: gsi3.indexName,
      pk: { field: gsi3.partitionKey, composite: ['timerQueue'] },
      sk: { field: gsi3.sortKey, composite: ['dueAt', 'type', 'key'], casing: 'none' },
    },
  },
} as const satisfies ModelLiteral;

/** A stored timer. */
export interface TimerItem {
  type: string;
  key: string;
  dueAt: string;
  payload: string;
  eventId: string;
  createdAt: string;
}

const timers = tableOf<TimerItem>(timerModel);

/** The timer's values: `event`'s type, `key`, `dueAt` (ISO instant) and `payload`. */
function timerValues<E extends AnyEventType>(event: E, payload: PayloadOf<E>, opts: { key: string; dueAt: string }) {
  const checked = event.schema.parse(payload) as PayloadOf<E>;
  return { type: event.type, key: opts.key, dueAt: opts.dueAt, payload: encodeAscii(checked), eventId: event.idOf(checked), timerQueue: TIMER_QUEUE, createdAt: new Date().toISOString() };
}

/**
 * The timer of `event` with `payload`, due at `opts.dueAt` (ISO instant), as one part of a TransactWriteItems: a Put
 * that replaces any timer of the same event type and `opts.key` (rescheduling it). The payload is checked against the
 * event's schema when the timer is set, as at recording.
 */
export function timerItem<E extends AnyEventType>(event: E, payload: PayloadOf<E>, opts: { key: string; dueAt: string }): TransactItem {
  return timers.putItem(timerValues(event, payload, opts));
}

/** The cancel of the timer of `event` and `key`, as one part of a TransactWriteItems (a Delete; none there is fine). */
export function cancelTimerItem(event: AnyEventType, key: string): TransactItem {
  return timers.deleteItem({ type: event.type, key });
}

/** Sets (or reschedules) a timer alone, as timerItem. */
export async function setTimer<E extends AnyEventType>(event: E, payload: PayloadOf<E>, opts: { key: string; dueAt: string }): Promise<void> {
  await timers.put(timerValues(event, payload, opts));
}

/** Cancels a timer alone, as cancelTimerItem. */
export async function cancelTimer(event: AnyEventType, key: string): Promise<void> {
  await timers.delete({ type: event.type, key });
}

/** The timer of `event` and `key`, if one is set (tests, and a view that shows when something will happen). */
export async function getTimer(event: AnyEventType, key: string): Promise<TimerItem | undefined> {
  return timers.get({ type: event.type, key });
}

/** Up to `limit` timers due at or before `nowIso`, the earliest first (one Query of the due index). */
export async function listDueTimers(nowIso: string, limit = 100): Promise<TimerItem[]> {
  const page = await timers.query('byDue', { timerQueue: TIMER_QUEUE }, { range: { lte: { dueAt: nowIso } }, limit });
  return page.items;
}

/**
 * Fires `timer`: deletes it on the condition that it is still due at `timer.dueAt` (not cancelled or rescheduled
 * meanwhile) and records its event's outbox item (type, id and payload as stored) in one transaction, at `at` (ISO
 * instant). Needs no declaration of the event: the relay carries every feature's timers. Throws
 * TransactionCanceledException when the condition fails (the caller skips that timer) and DynamoDB's other errors.
 */
export async function fireTimer(timer: TimerItem, at: string): Promise<void> {
  const payload = JSON.parse(timer.payload) as Record<string, unknown>;
  await transactWrite([
    timers.deleteItem({ type: timer.type, key: timer.key }, { where: (a, op) => op.eq(a.dueAt, timer.dueAt), mustExist: true }),
    recordedOutboxItem({ type: timer.type, eventId: timer.eventId, payload }, at),
  ]);
}
