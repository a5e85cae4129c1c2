/**
 * Recording a marketplace event (lambdas/features/notifications/events.ts; spec part 2, 7 "Notifications"): one message on
 * the events queue that survives SQS's character rules, nothing sent without a queue, and a refusal by
 * the queue logged and never thrown at the request whose change is already saved.
 */
import './env';
import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emitEvent, eventLogFields, type MarketEvent } from '../../lambdas/features/notifications/events';
import { logger } from '../../lambdas/kernel/logger';
import { ids, resetMocks, sqs } from './support';

const queueUrl = 'https://sqs.eu-central-1.amazonaws.com/123456789012/events';
const bidReceived: MarketEvent = { type: 'bid_received', tenderId: ids.tender, title: 'Flurstück 12 😀', creatorId: ids.poster, bidId: 'b-1', amountCents: 125_000 };

let info: ReturnType<typeof vi.spyOn>;
let error: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  resetMocks();
  info = vi.spyOn(logger, 'info');
  error = vi.spyOn(logger, 'error');
});
afterEach(() => {
  delete process.env.EVENTS_QUEUE_URL;
  vi.restoreAllMocks();
});

describe('emitEvent', () => {
  it('logs a registration by its ids only: no name, e-mail address or role text in the logs', async () => {
    await emitEvent({ type: 'user_registered', userId: ids.geodesist, name: 'Rita Maasikas', email: 'rita@example.com', role: 'geodesist', needsApproval: true });
    const logged = JSON.stringify(info.mock.calls);
    expect(logged).toContain(ids.geodesist);
    expect(logged).not.toContain('Rita');
    expect(logged).not.toContain('rita@example.com');
  });

  it('puts the event on the events queue as printable ASCII that parses back to the same event', async () => {
    process.env.EVENTS_QUEUE_URL = queueUrl;
    sqs.on(SendMessageCommand).resolves({ MessageId: 'm-1' });

    await emitEvent(bidReceived);

    const calls = sqs.commandCalls(SendMessageCommand);
    expect(calls).toHaveLength(1);
    const { QueueUrl, MessageBody } = calls[0]!.args[0].input;
    expect(QueueUrl).toBe(queueUrl);
    expect(MessageBody).toMatch(/^[\x20-\x7e]+$/);
    expect(MessageBody).toContain('Flurst\\u00fcck 12 \\ud83d\\ude00');
    expect(JSON.parse(MessageBody!)).toEqual(bidReceived);
    expect(info).toHaveBeenCalledWith('Event', { event: { type: 'bid_received', tenderId: ids.tender, creatorId: ids.poster, bidId: 'b-1' } });
    expect(error).not.toHaveBeenCalled();
  });

  it('only logs the event when no events queue is configured', async () => {
    await emitEvent({ type: 'system_test', userId: ids.admin });
    expect(sqs.commandCalls(SendMessageCommand)).toHaveLength(0);
    expect(info).toHaveBeenCalledWith('Event', { event: { type: 'system_test', userId: ids.admin } });
    expect(error).not.toHaveBeenCalled();
  });

  it('resolves when the queue refuses the message, and logs which event was lost', async () => {
    process.env.EVENTS_QUEUE_URL = queueUrl;
    const refusal = new Error('AWS.SimpleQueueService.NonExistentQueue');
    sqs.on(SendMessageCommand).rejects(refusal);

    await expect(emitEvent(bidReceived)).resolves.toBeUndefined();

    expect(sqs.commandCalls(SendMessageCommand)).toHaveLength(1);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith('Could not record an event; its notifications are lost', { type: 'bid_received', error: refusal });
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
