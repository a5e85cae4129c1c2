/**
 * The notification worker: takes marketplace events (and announcement pages) from the events queue and hands each
 * to its type's listener (../event-listeners.ts; spec part 1, 4.3; part 2, 4 and 7 "Notifications"), its body parsed
 * with the type's schema: a body that is not JSON, of an unknown type or failing its schema is logged and dropped.
 * Failed records are reported as partial batch failures, so SQS retries only them and moves them to the
 * dead-letter queue after the last receive. Work is keyed on the event's own id (its `eventId`, given at the write
 * that caused it, table/outbox.ts), never on the queue message's, so a redelivery, a relay's retry or a message
 * moved back from the dead-letter queue notifies once.
 */
import { processPartialResponse } from '@aws-lambda-powertools/batch';
import { failureRecordingProcessor } from '../../../queues/failure-processor';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { logger } from '../../../kernel/logger';
import { dispatch, type MarketEvent } from '../event-listeners';
import type { NotificationOrigin } from '../data/notifications';

// A failed record's first error is kept for the admins' Dead Letters page.
const processor = failureRecordingProcessor('events');

/**
 * Notifies the recipients of one event (its listener, after its type's schema). `origin` (the event's id and time,
 * originOf) makes a repeat find the records it wrote and write, push and queue nothing again. Throws when a
 * notification cannot be written (the record is retried).
 */
export async function handleEvent(event: MarketEvent, origin?: NotificationOrigin): Promise<void> {
  await dispatch(event, origin);
}

async function processRecord(record: SQSRecord): Promise<void> {
  let body: unknown;
  try {
    body = JSON.parse(record.body);
  } catch {
    logger.error('Dropped an event that is not JSON', { messageId: record.messageId });
    return;
  }
  // A page of an announcement carries the origin of its tender_posted event, which its listener uses.
  await dispatch(body, originOf(body, record));
}

/**
 * Where an event's notifications come from: its own id and time (`eventId` and `at`, given at the write that caused
 * it; `eventKey` in awards queued by earlier versions), else, for an event queued before events had ids, the
 * queue message's.
 */
export function originOf(event: unknown, record: Pick<SQSRecord, 'messageId' | 'attributes'>): NotificationOrigin {
  const keyed = (typeof event === 'object' && event !== null ? event : {}) as { eventId?: unknown; eventKey?: unknown; at?: unknown };
  const atMs = typeof keyed.at === 'string' ? Date.parse(keyed.at) : NaN;
  const eventId = typeof keyed.eventId === 'string' && keyed.eventId ? keyed.eventId : typeof keyed.eventKey === 'string' && keyed.eventKey ? keyed.eventKey : undefined;
  if (eventId && !Number.isNaN(atMs)) return { eventId, atMs };
  return { eventId: record.messageId, atMs: Number(record.attributes.SentTimestamp) || Date.now() };
}

/** Takes an SQS batch of events; returns the ids of the records that failed (`batchItemFailures`). */
export const handler = async (event: SQSEvent, context: Context): Promise<SQSBatchResponse> => processPartialResponse(event, processRecord, processor, { context });
