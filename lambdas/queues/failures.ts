/**
 * The first error of each queue message a worker failed: the admin's dead-letter page shows
 * it beside the message's kind and age, without the body. One small item per message id (SQS keeps a
 * message's id when its redrive policy moves it to the dead-letter queue): pk `queue-failure#<messageId>`,
 * sk `first`, the queue's name, the first error, when it happened and how many failures followed, expiring
 * by TTL after FAILURE_TTL_SECONDS (a dead-letter queue keeps a message 14 days). The error is kept as its
 * name and message with e-mail addresses blanked and cut to ERROR_TEXT_LIMIT characters, so no address
 * from an SES refusal reaches the page.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../kernel/config';
import { logger } from '../kernel/logger';
import { getAll } from '../table/batch-writes';
import { documentClient } from '../table/client';
import { tableDesign } from '../table/table-design';

/** Fourteen days and one, in seconds: the dead-letter queues' retention. */
export const FAILURE_TTL_SECONDS = 15 * 86_400;
/** Characters of an error's text kept. */
export const ERROR_TEXT_LIMIT = 200;

/** A message's recorded failures. */
export interface QueueFailure {
  messageId: string;
  queue: string;
  /** `Name: message` of the first failure, addresses blanked. */
  firstError: string;
  /** When it first failed, epoch ms. */
  firstFailedAtMs: number;
  failures: number;
}

const key = (messageId: string) => ({ [tableDesign.partitionKey]: `queue-failure#${messageId}`, [tableDesign.sortKey]: 'first' });

/** `error` as text a person may read: its name and message, e-mail addresses as `<address>`, at most ERROR_TEXT_LIMIT characters. */
export function errorText(error: unknown): string {
  const e = error as { name?: unknown; message?: unknown } | undefined;
  const name = typeof e?.name === 'string' && e.name ? e.name : 'Error';
  const message = typeof e?.message === 'string' ? e.message : String(error);
  const text = `${name}: ${message}`.replace(/[^\s<>()[\]"',;:]+@[^\s<>()[\]"',;:]+/g, '<address>').replace(/\s+/g, ' ');
  return text.length > ERROR_TEXT_LIMIT ? `${text.slice(0, ERROR_TEXT_LIMIT - 1)}…` : text;
}

/**
 * Records that message `messageId` of `queue` failed with `error`: the first error stays, the count grows
 * (one UpdateItem). Never throws: a failure it cannot record is logged, and the message is retried anyway.
 */
export async function recordQueueFailure(queue: string, messageId: string, error: unknown, nowMs = Date.now()): Promise<void> {
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: config.tableName,
        Key: key(messageId),
        UpdateExpression:
          'SET #queue = if_not_exists(#queue, :queue), firstError = if_not_exists(firstError, :error), firstFailedAtMs = if_not_exists(firstFailedAtMs, :now), #ttl = :ttl ADD failures :one',
        ExpressionAttributeNames: { '#queue': 'queue', '#ttl': tableDesign.ttlAttribute },
        ExpressionAttributeValues: { ':queue': queue, ':error': errorText(error), ':now': nowMs, ':ttl': Math.floor(nowMs / 1000) + FAILURE_TTL_SECONDS, ':one': 1 },
      }),
    );
  } catch (e) {
    logger.warn('Could not record a queue message’s failure', { queue, messageId, error: e });
  }
}

/**
 * The recorded failures of `messageIds` (BatchGetItem, 100 a read, unprocessed keys read again with backoff,
 * table/batch-writes.ts), by message id; messages without one are absent. Throws UnprocessedItemsError (503)
 * when keys stay unprocessed, rather than showing a failed message as one without a recorded error.
 */
export async function queueFailures(messageIds: readonly string[]): Promise<Map<string, QueueFailure>> {
  const found = new Map<string, QueueFailure>();
  const ids = [...new Set(messageIds)];
  if (ids.length === 0) return found;
  const { items } = await getAll(ids.map(key), { concurrency: 1 });
  for (const item of items) {
    const messageId = String(item[tableDesign.partitionKey]).slice('queue-failure#'.length);
    found.set(messageId, { messageId, queue: String(item.queue), firstError: String(item.firstError), firstFailedAtMs: Number(item.firstFailedAtMs), failures: Number(item.failures) });
  }
  return found;
}
