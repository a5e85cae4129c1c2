/**
 * The e-mail worker: sends each queued e-mail with SES v2 (spec part 1, 4.3 and 9). A failed send is
 * retried after 1 s, 2 s and 4 s (the spec's 1-second base delay, doubling), by setting the message's
 * visibility timeout before reporting it as a partial batch failure; after EMAIL_MAX_RECEIVES receives
 * SQS moves it to the dead-letter queue. A send that succeeded is never repeated when SQS delivers the
 * message again, nor when the same e-mail is queued again (a notification event handled twice): each sent
 * e-mail's key — its `dedupeKey`, else the message id — is recorded with Powertools idempotency (DynamoDB
 * persistence in the product's table, expiring by TTL). A body that is not a valid e-mail message is logged and dropped.
 *
 * Sends are paced to SES's rate: records are processed one at a time, and at most SES_SEND_RATE sends a
 * second start in this worker (its share of the stage's rate; the stack caps the number of workers,
 * lib/constructs/email.ts). Without SES_SEND_RATE (the local mailbox) sends are not paced. A send SES throttles
 * anyway (other stages and Cognito share the account's rate) is tried again after 4.2 s to 8.4 s of jittered
 * back-off within the same receive (EMAIL_THROTTLE_BACKOFF), as far as the invocation's time allows, before the
 * receive counts as a failed attempt.
 *
 * No e-mail reaches an erased account: the worker decides by the time the e-mail carries from its
 * creation (`createdAtMs`), which a retry from the dead-letter queue keeps, and sends no e-mail older than a
 * queue and its dead-letter queue keep one (EMAIL_MAX_AGE_MS), which the erased address outlives.
 */
import { processPartialResponse } from '@aws-lambda-powertools/batch';
import { IdempotencyConfig, makeIdempotent } from '@aws-lambda-powertools/idempotency';
import { DynamoDBPersistenceLayer } from '@aws-lambda-powertools/idempotency/dynamodb';
import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { ChangeMessageVisibilityCommand } from '@aws-sdk/client-sqs';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { EMAIL_MAX_RECEIVES, EMAIL_THROTTLE_BACKOFF, MESSAGE_LIFETIME_SECONDS } from '../../../api/functions';
import { tableDesign } from '../../../table/table-design';
import { ses } from '../../../kernel/clients/ses';
import { sqs } from '../../../kernel/clients/sqs';
import { config } from '../../../kernel/config';
import { logger } from '../../../kernel/logger';
import { emailMessageSchema } from '../../../kernel/mail-queue';
import { backOffWhileThrottled, sendPacer } from '../../../kernel/send-pacer';
import { EMAIL_MAX_AGE_MS, erasedAmong } from '../data/erased-addresses';
import { failureRecordingProcessor } from '../../../queues/failure-processor';

// A failed record's error is kept for the admin's dead-letter page.
const processor = failureRecordingProcessor('email');

/**
 * Seconds before the next attempt after `receiveCount` failed receives: 1, 2, 4 (part 1, 9: 1000 ms base,
 * doubling); 0 after the last, so the message moves to the dead-letter queue at once.
 */
export function retryDelaySeconds(receiveCount: number): number {
  if (receiveCount >= EMAIL_MAX_RECEIVES) return 0;
  return 2 ** Math.max(0, receiveCount - 1);
}

const paced = sendPacer(Number(process.env.SES_SEND_RATE) || undefined);

/** Time (ms) kept back from the throttle back-off for the last send and the failure's bookkeeping. */
const BACKOFF_RESERVE_MS = 3_000;
/** When the current invocation ends (epoch ms), set by the handler. */
let invocationEndsAtMs = Number.POSITIVE_INFINITY;

async function sendRecord(record: SQSRecord): Promise<void> {
  let body: unknown;
  try {
    body = JSON.parse(record.body);
  } catch {
    body = undefined;
  }
  const parsed = emailMessageSchema.safeParse(body);
  if (!parsed.success) {
    logger.error('Dropped an invalid e-mail message', { messageId: record.messageId, issues: parsed.error?.issues });
    return;
  }
  // An e-mail made before bodies carried `createdAtMs` is aged by its queue time, and counts as made before any erasure.
  const ageMs = Date.now() - (parsed.data.createdAtMs ?? (Number(record.attributes?.SentTimestamp) || Date.now()));
  if (ageMs > EMAIL_MAX_AGE_MS) {
    logger.warn('E-mail dropped: older than a queue and its dead-letter queue keep one', { messageId: record.messageId, ageMs });
    return;
  }
  // No e-mail reaches an erased account, not even one made before the erasure and retried from the dead-letter queue later.
  const erased = await erasedAmong(parsed.data.to, parsed.data.createdAtMs ?? 0);
  const mail = { ...parsed.data, to: parsed.data.to.filter((address) => !erased.has(address)) };
  if (mail.to.length === 0) {
    logger.info('E-mail dropped: its recipients erased their accounts', { messageId: record.messageId });
    return;
  }
  const send = () =>
    ses.send(
      new SendEmailCommand({
        FromEmailAddress: config.mailFrom,
        Destination: { ToAddresses: mail.to },
        Content: {
          Simple: {
            Subject: { Data: mail.subject, Charset: 'UTF-8' },
            Body: {
              Text: { Data: mail.text, Charset: 'UTF-8' },
              ...(mail.html ? { Html: { Data: mail.html, Charset: 'UTF-8' } } : {}),
            },
            // RFC 8058 one-click unsubscribe and any other header field the message carries.
            ...(mail.headers?.length ? { Headers: mail.headers.map((h) => ({ Name: h.name, Value: h.value })) } : {}),
          },
        },
      }),
    );
  try {
    // The back-off stays in the send's paced turn, so the next e-mail starts no sooner than the pace allows after it.
    await paced(() => backOffWhileThrottled(send, { ...EMAIL_THROTTLE_BACKOFF, budgetMs: invocationEndsAtMs - Date.now() - BACKOFF_RESERVE_MS }));
  } catch (error) {
    const receives = Number(record.attributes.ApproximateReceiveCount) || 1;
    const delay = retryDelaySeconds(receives);
    await sqs
      .send(new ChangeMessageVisibilityCommand({ QueueUrl: config.emailQueueUrl, ReceiptHandle: record.receiptHandle, VisibilityTimeout: delay }))
      .catch((e: unknown) => logger.warn('Could not set the retry delay; the queue’s own timeout applies', { messageId: record.messageId, error: e }));
    logger.warn('E-mail not sent; it will be retried', { messageId: record.messageId, receives, retryInSeconds: delay, error });
    throw error;
  }
  logger.info('E-mail sent', { messageId: record.messageId, recipients: mail.to.length });
}

/**
 * Where sent keys are recorded: the product's table, one partition, items expiring by TTL after
 * MESSAGE_LIFETIME_SECONDS (the queue's retention and the dead-letter queue's, 18 days): as long as a copy of the
 * e-mail, or of the event that queued it, can still arrive.
 */
const persistenceStore = new DynamoDBPersistenceLayer({
  tableName: config.tableName,
  keyAttr: tableDesign.partitionKey,
  sortKeyAttr: tableDesign.sortKey,
  staticPkValue: 'idempotency#email-worker',
  expiryAttr: tableDesign.ttlAttribute,
});
/**
 * The key an e-mail is sent once by: `dedupe:<dedupeKey>` when the body carries one (notifications of an
 * event), else `message:<messageId>` (an invalid body too, which sendRecord drops).
 */
export function sendKeyOf(record: Pick<SQSRecord, 'body' | 'messageId'>): string {
  try {
    const key = (JSON.parse(record.body) as { dedupeKey?: unknown } | null)?.dedupeKey;
    if (typeof key === 'string' && key.length > 0) return `dedupe:${key}`;
  } catch {
    // Not JSON: keyed by the message; sendRecord logs and drops it.
  }
  return `message:${record.messageId}`;
}

const idempotency = new IdempotencyConfig({ eventKeyJmesPath: 'key', expiresAfterSeconds: MESSAGE_LIFETIME_SECONDS });
const sendKeyed = makeIdempotent(({ record }: { key: string; record: SQSRecord }) => sendRecord(record), { persistenceStore, config: idempotency });
const sendOnce = (record: SQSRecord) => sendKeyed({ key: sendKeyOf(record), record });

/** Takes an SQS batch; returns the ids of the records that failed (`batchItemFailures`). */
export const handler = async (event: SQSEvent, context: Context): Promise<SQSBatchResponse> => {
  idempotency.registerLambdaContext(context);
  invocationEndsAtMs = Date.now() + context.getRemainingTimeInMillis();
  // One record at a time, so the pacing holds within a batch.
  return processPartialResponse(event, sendOnce, processor, { context, processInParallel: false });
};
