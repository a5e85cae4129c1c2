/**
 * Recording a marketplace event through the platform outbox (lambdas/table/outbox.ts; spec part 2, 7
 * "Notifications"): the event, declared by its emitter (lambdas/features/<feature>/events.ts), is an outbox item
 * written in the transaction of its change, with its own id (the same for the same fact, as before the
 * declarations: deduplication keys on it), a body that survives SQS's character rules and a TTL; nothing goes to
 * SQS from the request; an event without a change of its own is one PutItem, whose failure fails the request.
 */
import './env';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventLogFields, OUTBOX_TTL_SECONDS, outboxItem, recordEvent, recorded } from '../../lambdas/table/outbox';
import { userRegistered } from '../../lambdas/features/account/events';
import { systemTest } from '../../lambdas/features/notifications/events';
import { bidAccepted, bidReceived, bidRejected } from '../../lambdas/features/bids/events';
import { deliverablesAccepted, deliveryChangesRequested, deliverySubmitted } from '../../lambdas/features/deliveries/events';
import { tenderDeleted, tenderPosted } from '../../lambdas/features/tenders/events';
import { ddb, ids, resetMocks, sqs } from './support';

const bid = { tenderId: ids.tender, title: 'Flurstück 12 😀', creatorId: ids.poster, bidId: 'b-1', amountCents: 125_000 };

beforeEach(() => resetMocks());
afterEach(() => vi.restoreAllMocks());

describe('event ids', () => {
  it('are those of the examples, literally: the ids recorded before the declarations', () => {
    const T = '7d1e3c52-1f0a-4c55-9b3e-2a6f0d9e4b11';
    expect(tenderPosted.idOf(tenderPosted.example)).toBe(`tender_posted:${T}`);
    expect(tenderDeleted.idOf(tenderDeleted.example)).toBe(`tender_deleted:${T}`);
    expect(bidReceived.idOf(bidReceived.example)).toBe('bid_received:5a2c7e91-4d3b-4f8a-a6e0-1b9d3c7f2e54');
    expect(bidAccepted.idOf(bidAccepted.example)).toBe(`bid_accepted:${T}`);
    expect(bidRejected.idOf(bidRejected.example)).toBe(`bid_rejected:${T}`);
    expect(deliverySubmitted.idOf(deliverySubmitted.example)).toBe('delivery_submitted:e4b8a1d7-6c2f-4a9e-9f3b-7d5c0e2a8b16');
    expect(deliveryChangesRequested.idOf(deliveryChangesRequested.example)).toBe('delivery_changes_requested:e4b8a1d7-6c2f-4a9e-9f3b-7d5c0e2a8b16');
    expect(deliverablesAccepted.idOf(deliverablesAccepted.example)).toBe(`deliverables_accepted:${T}`);
    expect(userRegistered.idOf(userRegistered.example)).toBe('user_registered:3f9b2d4e-8a1c-4e7f-b5d6-0c2e9a8f1b73');
    expect(systemTest.idOf(systemTest.example)).toMatch(/^system_test:[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('give the same fact the same id: an award is its tender’s, a bid its own, a delivery its own', () => {
    const award = { tenderId: ids.tender, title: 'T', bidderId: ids.geodesist, bidId: 'b-1', amountCents: 1 };
    expect(bidAccepted.idOf(award)).toBe(`bid_accepted:${ids.tender}`);
    expect(bidAccepted.idOf({ ...award, bidId: 'b-2', amountCents: 2 })).toBe(bidAccepted.idOf(award));
    expect(bidReceived.idOf(bid)).toBe('bid_received:b-1');
    expect(deliverySubmitted.idOf({ tenderId: ids.tender, title: 'T', creatorId: ids.poster, contractorId: ids.geodesist, deliveryId: 'd-1' })).toBe('delivery_submitted:d-1');
    expect(userRegistered.idOf({ userId: ids.geodesist, name: 'N', email: 'e', role: 'r', needsApproval: true })).toBe(`user_registered:${ids.geodesist}`);
  });

  it('give each test notification a new id (each press is a new fact)', () => {
    expect(systemTest.idOf({ userId: ids.admin })).not.toBe(systemTest.idOf({ userId: ids.admin }));
  });
});

describe('recorded', () => {
  it('is the body as before the declarations: type, payload, id and time', () => {
    const at = '2026-11-28T09:00:00.000Z';
    expect(recorded(tenderPosted, tenderPosted.example, at)).toEqual({ type: 'tender_posted', ...tenderPosted.example, eventId: `tender_posted:${tenderPosted.example.tenderId}`, at });
  });
});

describe('outboxItem', () => {
  it('is a Put of the event with its id and time, as printable ASCII that parses back, expiring after OUTBOX_TTL_SECONDS', () => {
    const at = '2026-11-28T09:00:00.000Z';
    const before = Math.floor(Date.now() / 1000);
    const { Put } = outboxItem(bidReceived, bid, at);
    const item = Put!.Item as Record<string, unknown>;
    expect(item.__edb_e__).toBe('outbox');
    expect(item.pk).toContain('bid_received:b-1');
    expect(item).toMatchObject({ eventId: 'bid_received:b-1', type: 'bid_received', createdAt: at });
    expect(item.body).toMatch(/^[\x20-\x7e]+$/);
    expect(item.body).toContain('Flurst\\u00fcck 12 \\ud83d\\ude00');
    expect(JSON.parse(item.body as string)).toEqual({ type: 'bid_received', ...bid, eventId: 'bid_received:b-1', at });
    expect(item.expiresAt).toBeGreaterThanOrEqual(before + OUTBOX_TTL_SECONDS);
    expect(sqs.calls()).toHaveLength(0);
  });

  it('takes only the payload of its declaration (checked by the type checker)', () => {
    // @ts-expect-error a tender_posted payload has no bidId and needs a creatorId
    expect(() => outboxItem(tenderPosted, { tenderId: ids.tender, title: 'T', bidId: 'b-1' })).not.toThrow();
  });
});

describe('recordEvent', () => {
  it('writes the outbox item alone (one PutItem) and sends nothing to SQS', async () => {
    ddb.on(PutCommand).resolves({});
    await recordEvent(systemTest, { userId: ids.admin });
    const puts = ddb.commandCalls(PutCommand);
    expect(puts).toHaveLength(1);
    expect(JSON.parse(puts[0]!.args[0].input.Item!.body as string)).toMatchObject({ type: 'system_test', userId: ids.admin, eventId: expect.stringMatching(/^system_test:/) });
    expect(sqs.commandCalls(SendMessageCommand)).toHaveLength(0);
  });

  it('throws when the item cannot be stored, so the request fails instead of losing the event', async () => {
    ddb.on(PutCommand).rejects(new Error('ProvisionedThroughputExceededException'));
    await expect(recordEvent(systemTest, { userId: ids.admin })).rejects.toThrow('ProvisionedThroughputExceededException');
  });
});

describe('eventLogFields', () => {
  it('keeps the type and the ids, and counts the id lists, dropping titles, names, amounts and comments', () => {
    const deleted = { type: 'tender_deleted', tenderId: ids.tender, title: 'Flurstück 12', creatorId: ids.poster, bidderIds: ['u-1', 'u-2', 'u-3'] };
    expect(eventLogFields(deleted)).toEqual({ type: 'tender_deleted', tenderId: ids.tender, creatorId: ids.poster, bidderCount: 3 });
    const changes = { type: 'delivery_changes_requested', ...deliveryChangesRequested.example, comment: 'Call me at 5550 1234' };
    expect(eventLogFields(changes)).toEqual({
      type: 'delivery_changes_requested',
      tenderId: deliveryChangesRequested.example.tenderId,
      contractorId: deliveryChangesRequested.example.contractorId,
      deliveryId: deliveryChangesRequested.example.deliveryId,
    });
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
