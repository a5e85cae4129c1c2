/**
 * The outbox relay (lambdas/features/notifications/outbox-relay.ts): new outbox items
 * of the table's stream go to the events queue as written, ten a request, in order; the first record not sent is the
 * batch item failure, so the stream retries from it and nothing is lost; other records are left alone.
 */
import './env';
import { SendMessageBatchCommand } from '@aws-sdk/client-sqs';
import type { DynamoDBRecord } from 'aws-lambda';
import { beforeEach, describe, expect, it } from 'vitest';
import { isOutboxInsert, OUTBOX_STREAM_FILTER } from '../../lambdas/features/notifications/outbox-relay';
import { handler } from '../../lambdas/features/notifications/workers/outbox-relay';
import { resetMocks, sqs } from './support';

const EVENTS_QUEUE = 'https://sqs.eu-central-1.amazonaws.com/123456789012/events';

/** A stream record of an outbox item `n` (or of another entity, or another kind of change). */
function record(n: number, opts: { entity?: string; eventName?: 'INSERT' | 'MODIFY' | 'REMOVE' } = {}): DynamoDBRecord {
  return {
    eventName: opts.eventName ?? 'INSERT',
    dynamodb: {
      SequenceNumber: String(1000 + n),
      NewImage: { __edb_e__: { S: opts.entity ?? 'outbox' }, eventId: { S: `e-${n}` }, body: { S: JSON.stringify({ type: 'system_test', userId: `u-${n}`, eventId: `e-${n}` }) } },
    },
  };
}
const sentBodies = () => sqs.commandCalls(SendMessageBatchCommand).flatMap((c) => c.args[0].input.Entries!.map((e) => JSON.parse(e.MessageBody!).eventId as string));

beforeEach(() => {
  resetMocks();
  process.env.EVENTS_QUEUE_URL = EVENTS_QUEUE;
});

describe('the outbox relay', () => {
  it('sends each new outbox item’s body to the events queue, ten a request, in stream order', async () => {
    sqs.on(SendMessageBatchCommand).resolves({ Successful: [] });
    const records = Array.from({ length: 23 }, (_, i) => record(i));
    await expect(handler({ Records: records })).resolves.toEqual({ batchItemFailures: [] });
    const calls = sqs.commandCalls(SendMessageBatchCommand);
    expect(calls.map((c) => c.args[0].input.Entries!.length)).toEqual([10, 10, 3]);
    expect(calls.every((c) => c.args[0].input.QueueUrl === EVENTS_QUEUE)).toBe(true);
    expect(sentBodies()).toEqual(records.map((_, i) => `e-${i}`));
  });

  it('leaves other items and other changes alone, as the event source’s filter does', async () => {
    sqs.on(SendMessageBatchCommand).resolves({ Successful: [] });
    const others = [record(1, { entity: 'bid' }), record(2, { eventName: 'MODIFY' }), record(3, { eventName: 'REMOVE' })];
    expect(others.map(isOutboxInsert)).toEqual([false, false, false]);
    expect(isOutboxInsert(record(4))).toBe(true);
    expect(OUTBOX_STREAM_FILTER).toEqual({ eventName: ['INSERT'], dynamodb: { NewImage: { __edb_e__: { S: ['outbox'] } } } });
    await expect(handler({ Records: others })).resolves.toEqual({ batchItemFailures: [] });
    expect(sqs.commandCalls(SendMessageBatchCommand)).toHaveLength(0);
  });

  it('answers the first record of a refused request as the failure and sends nothing after it, so the stream retries from there', async () => {
    sqs
      .on(SendMessageBatchCommand)
      .resolvesOnce({ Successful: [] })
      .rejects(Object.assign(new Error('Service Unavailable'), { name: 'ServiceUnavailable' }));
    const records = Array.from({ length: 25 }, (_, i) => record(i));
    await expect(handler({ Records: records })).resolves.toEqual({ batchItemFailures: [{ itemIdentifier: '1010' }] });
    expect(sqs.commandCalls(SendMessageBatchCommand)).toHaveLength(2);
  });

  it('answers the first entry SQS failed within a request', async () => {
    sqs.on(SendMessageBatchCommand).resolves({
      Successful: [],
      Failed: [
        { Id: '4', Code: 'InternalError', SenderFault: false },
        { Id: '7', Code: 'InternalError', SenderFault: false },
      ],
    });
    await expect(handler({ Records: Array.from({ length: 10 }, (_, i) => record(i)) })).resolves.toEqual({ batchItemFailures: [{ itemIdentifier: '1004' }] });
  });
});
