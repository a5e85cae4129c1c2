/**
 * Recording a marketplace event (lambdas/features/notifications/events.ts; spec part 2, 7 "Notifications"): the event is an outbox item written in the transaction of its change, with its own
 * id (the same for the same fact), a body that survives SQS's character rules and a TTL; nothing goes to SQS from
 * the request; an event without a change of its own is one PutItem, whose failure fails the request.
 */
import './env';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventIdOf, eventLogFields, type MarketEvent, OUTBOX_TTL_SECONDS, outboxItem, recordEvent } from '../../lambdas/features/notifications/events';
import { ddb, ids, resetMocks, sqs } from './support';

const bidReceived: MarketEvent = { type: 'bid_received', tenderId: ids.tender, title: 'Flurstück 12 😀', creatorId: ids.poster, bidId: 'b-1', amountCents: 125_000 };

beforeEach(() => resetMocks());
afterEach(() => vi.restoreAllMocks());

describe('eventIdOf', () => {
  it('gives the same fact the same id: an award is its tender’s, a bid its own, a delivery its own', () => {
    const award: MarketEvent = { type: 'bid_accepted', tenderId: ids.tender, title: 'T', bidderId: ids.geodesist, bidId: 'b-1', amountCents: 1 };
    expect(eventIdOf(award)).toBe(`bid_accepted:${ids.tender}`);
    expect(eventIdOf({ ...award, bidId: 'b-2', amountCents: 2 })).toBe(eventIdOf(award));
    expect(eventIdOf(bidReceived)).toBe('bid_received:b-1');
    expect(eventIdOf({ type: 'delivery_submitted', tenderId: ids.tender, title: 'T', creatorId: ids.poster, contractorId: ids.geodesist, deliveryId: 'd-1' })).toBe('delivery_submitted:d-1');
    expect(eventIdOf({ type: 'user_registered', userId: ids.geodesist, name: 'N', email: 'e', role: 'r', needsApproval: true })).toBe(`user_registered:${ids.geodesist}`);
  });

  it('gives each test notification a new id (each press is a new fact)', () => {
    const test: MarketEvent = { type: 'system_test', userId: ids.admin };
    expect(eventIdOf(test)).not.toBe(eventIdOf(test));
  });
});

describe('outboxItem', () => {
  it('is a Put of the event with its id and time, as printable ASCII that parses back, expiring after OUTBOX_TTL_SECONDS', () => {
    const at = '2026-11-28T09:00:00.000Z';
    const before = Math.floor(Date.now() / 1000);
    const { Put } = outboxItem(bidReceived, at);
    const item = Put!.Item as Record<string, unknown>;
    expect(item.__edb_e__).toBe('outbox');
    expect(item.pk).toContain('bid_received:b-1');
    expect(item.body).toMatch(/^[\x20-\x7e]+$/);
    expect(item.body).toContain('Flurst\\u00fcck 12 \\ud83d\\ude00');
    expect(JSON.parse(item.body as string)).toEqual({ ...bidReceived, eventId: 'bid_received:b-1', at });
    expect(item.expiresAt).toBeGreaterThanOrEqual(before + OUTBOX_TTL_SECONDS);
    expect(sqs.calls()).toHaveLength(0);
  });
});

describe('recordEvent', () => {
  it('writes the outbox item alone (one PutItem) and sends nothing to SQS', async () => {
    ddb.on(PutCommand).resolves({});
    await recordEvent({ type: 'system_test', userId: ids.admin });
    const puts = ddb.commandCalls(PutCommand);
    expect(puts).toHaveLength(1);
    expect(JSON.parse(puts[0]!.args[0].input.Item!.body as string)).toMatchObject({ type: 'system_test', userId: ids.admin, eventId: expect.stringMatching(/^system_test:/) });
    expect(sqs.commandCalls(SendMessageCommand)).toHaveLength(0);
  });

  it('throws when the item cannot be stored, so the request fails instead of losing the event', async () => {
    ddb.on(PutCommand).rejects(new Error('ProvisionedThroughputExceededException'));
    await expect(recordEvent({ type: 'system_test', userId: ids.admin })).rejects.toThrow('ProvisionedThroughputExceededException');
  });
});

describe('eventLogFields', () => {
  it('keeps the type and the ids, and counts the id lists, dropping titles, names, amounts and comments', () => {
    const deleted: MarketEvent = { type: 'tender_deleted', tenderId: ids.tender, title: 'Flurstück 12', creatorId: ids.poster, bidderIds: ['u-1', 'u-2', 'u-3'] };
    expect(eventLogFields(deleted)).toEqual({ type: 'tender_deleted', tenderId: ids.tender, creatorId: ids.poster, bidderCount: 3 });
    const changes: MarketEvent = { type: 'delivery_changes_requested', tenderId: ids.tender, title: 'T', contractorId: ids.geodesist, deliveryId: 'd-1', comment: 'Call me at 5550 1234' };
    expect(eventLogFields(changes)).toEqual({ type: 'delivery_changes_requested', tenderId: ids.tender, contractorId: ids.geodesist, deliveryId: 'd-1' });
  });

  it('logs only a string under a name ending in Id and only a list under a name ending in Ids', () => {
    const odd = {
      type: 'odd',
      identity: 'Rita Maasikas',
      userIdNote: 'rita@example.com',
      bidId: 42,
      tags: ['Rita'],
      userIdsNote: ['rita@example.com'],
      bidderIds: 'u-1,u-2',
      orderIds: [],
    };
    expect(eventLogFields(odd)).toEqual({ type: 'odd', orderCount: 0 });
  });
});
