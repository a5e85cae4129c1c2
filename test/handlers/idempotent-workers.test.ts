/**
 * What makes the queue workers idempotent: an event's notifications get ids from the event, and
 * an e-mail is sent once per key. The whole path, a batch delivered twice, runs on the local cloud in
 * test/integration/notification-pipeline.test.ts.
 */
import './env';
import { describe, expect, it } from 'vitest';
import { originNotificationId } from '../../lambdas/features/notifications/data/notifications';
import { sendKeyOf } from '../../lambdas/features/notifications/workers/email-worker';
import { originOf } from '../../lambdas/features/notifications/workers/notification-worker';

describe('originNotificationId', () => {
  const origin = { eventId: 'message-1', atMs: 1_764_000_000_000 };

  it('is the same for the same event, type and recipient, and sorts by the event’s time', () => {
    const id = originNotificationId(origin, 'bid_received', 'user-1');
    expect(originNotificationId({ ...origin }, 'bid_received', 'user-1')).toBe(id);
    expect(id).toMatch(/^001764000000000-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(originNotificationId({ ...origin, atMs: origin.atMs + 1 }, 'bid_received', 'user-1') > id).toBe(true);
  });

  it('differs for another recipient, type or event', () => {
    const id = originNotificationId(origin, 'bid_received', 'user-1');
    expect(originNotificationId(origin, 'bid_received', 'user-2')).not.toBe(id);
    expect(originNotificationId(origin, 'admin_bid_received', 'user-1')).not.toBe(id);
    expect(originNotificationId({ ...origin, eventId: 'message-2' }, 'bid_received', 'user-1')).not.toBe(id);
  });
});

describe('sendKeyOf (the e-mail worker’s idempotency key)', () => {
  it('is the body’s dedupeKey when there is one, so the same e-mail queued twice is sent once', () => {
    const body = JSON.stringify({ to: ['a@example.com'], subject: 'S', text: 'T', dedupeKey: 'event-1:bid_received:user-1' });
    expect(sendKeyOf({ body, messageId: 'm-1' })).toBe('dedupe:event-1:bid_received:user-1');
    expect(sendKeyOf({ body, messageId: 'm-2' })).toBe('dedupe:event-1:bid_received:user-1');
  });

  it('is the message id otherwise, also for a body that is not JSON or has an empty key', () => {
    expect(sendKeyOf({ body: JSON.stringify({ to: ['a@example.com'], subject: 'S', text: 'T' }), messageId: 'm-1' })).toBe('message:m-1');
    expect(sendKeyOf({ body: 'not json', messageId: 'm-2' })).toBe('message:m-2');
    expect(sendKeyOf({ body: JSON.stringify({ dedupeKey: '' }), messageId: 'm-3' })).toBe('message:m-3');
    expect(sendKeyOf({ body: 'null', messageId: 'm-4' })).toBe('message:m-4');
  });
});

describe('originOf (where an event’s notifications come from)', () => {
  const record = { messageId: 'm-1', attributes: { SentTimestamp: '1764000000000' } } as never;
  const award = { type: 'bid_accepted', tenderId: 't', title: 'T', bidderId: 'b', bidId: 'x', amountCents: 1 } as const;

  it('takes the event’s own id and time, whatever message carries it: a redelivery, a relay’s retry, a message moved back from the dead-letter queue', () => {
    const at = '2026-11-25T10:00:00.000Z';
    const origin = { eventId: 'bid_accepted:t', atMs: Date.parse(at) };
    expect(originOf({ ...award, eventId: 'bid_accepted:t', at }, record)).toEqual(origin);
    expect(originOf({ ...award, eventId: 'bid_accepted:t', at }, { messageId: 'moved-back', attributes: { SentTimestamp: '1765000000000' } } as never)).toEqual(origin);
  });

  it('reads the key of an award queued by an earlier version (eventKey)', () => {
    expect(originOf({ ...award, eventKey: 'award:t', at: '2026-11-25T10:00:00.000Z' } as never, record)).toEqual({ eventId: 'award:t', atMs: Date.parse('2026-11-25T10:00:00.000Z') });
  });

  it('falls back to the queue message without an id or with an unreadable time', () => {
    expect(originOf(award, record)).toEqual({ eventId: 'm-1', atMs: 1_764_000_000_000 });
    expect(originOf({ ...award, eventId: 'bid_accepted:t', at: 'soon' }, record)).toEqual({ eventId: 'm-1', atMs: 1_764_000_000_000 });
    expect(originOf({ ...award, eventId: '', at: '2026-11-25T10:00:00.000Z' }, record).eventId).toBe('m-1');
  });
});
