/**
 * The outbox relay: carries each event a request wrote to the outbox
 * (table/outbox.ts `outboxItem`, in the same transaction as its change) from the table's stream to the events queue.
 * In the cloud a DynamoDB stream event source runs workers/outbox-relay.ts with `OUTBOX_STREAM_FILTER`, retrying a
 * batch until the queue takes it; locally local/outbox-stream.ts reads DynamoDB Local's stream and runs the same
 * handler. A record sent twice (a retried batch) is the same event with the same `eventId`, which the notification
 * worker counts once.
 */
import { SendMessageBatchCommand } from '@aws-sdk/client-sqs';
import type { DynamoDBBatchResponse, DynamoDBRecord } from 'aws-lambda';
import { sqs } from '../../kernel/clients/sqs';
import { config } from '../../kernel/config';
import { logger } from '../../kernel/logger';

/** The entity name the item codec stores in `__edb_e__` for outbox items (table/outbox.ts outboxModel). */
const OUTBOX_ENTITY = 'outbox';

/**
 * The event source's filter (Lambda filter criteria pattern): new outbox items only. A repeated put of the same
 * outbox item changes nothing (no stream record) or is a MODIFY, and TTL's deletions are REMOVEs: neither is sent.
 */
export const OUTBOX_STREAM_FILTER = { eventName: ['INSERT'], dynamodb: { NewImage: { __edb_e__: { S: [OUTBOX_ENTITY] } } } } as const;

/** Whether `record` passes OUTBOX_STREAM_FILTER (the local stream reader applies it as Lambda does). */
export function isOutboxInsert(record: DynamoDBRecord): boolean {
  return record.eventName === 'INSERT' && record.dynamodb?.NewImage?.__edb_e__?.S === OUTBOX_ENTITY;
}

/** Queue entries of one SendMessageBatch request (SQS's limit). */
const BATCH_ENTRIES = 10;

/**
 * Sends the outbox items among `records` (in stream order) to the events queue, ten a request, in order. Stops at
 * the first request SQS refuses, wholly or in part, and answers the sequence number of the first record not known
 * to be sent as the batch item failure: the stream then delivers it and every later record again (records before
 * it in the same request may be sent twice; the worker counts them once). A record without a body is logged and
 * skipped. Never throws.
 */
export async function relayRecords(records: readonly DynamoDBRecord[]): Promise<DynamoDBBatchResponse> {
  const items = records.filter(isOutboxInsert).flatMap((r) => {
    const body = r.dynamodb?.NewImage?.body?.S;
    if (body) return [{ sequenceNumber: r.dynamodb!.SequenceNumber!, body, eventId: r.dynamodb?.NewImage?.eventId?.S }];
    logger.error('Dropped an outbox item without a body', { sequenceNumber: r.dynamodb?.SequenceNumber });
    return [];
  });
  for (let i = 0; i < items.length; i += BATCH_ENTRIES) {
    const batch = items.slice(i, i + BATCH_ENTRIES);
    try {
      const out = await sqs.send(new SendMessageBatchCommand({ QueueUrl: config.eventsQueueUrl, Entries: batch.map((b, j) => ({ Id: String(j), MessageBody: b.body })) }));
      if (out.Failed?.length) {
        const first = Math.min(...out.Failed.map((f) => Number(f.Id)));
        logger.warn('The events queue refused outbox events; they will be sent again', { refused: out.Failed.length, code: out.Failed[0]?.Code });
        return { batchItemFailures: [{ itemIdentifier: batch[first]!.sequenceNumber }] };
      }
    } catch (error) {
      logger.warn('Could not send outbox events to the events queue; they will be sent again', { events: items.length - i, error });
      return { batchItemFailures: [{ itemIdentifier: batch[0]!.sequenceNumber }] };
    }
    logger.info('Events relayed', { eventIds: batch.map((b) => b.eventId) });
  }
  return { batchItemFailures: [] };
}
