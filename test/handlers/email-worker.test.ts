/**
 * The e-mail worker when SES throttles (the account's send rate is shared by stages and Cognito): the send is
 * backed off with jitter for more than 4 s within the same receive before the receive counts as a failed
 * attempt toward the dead-letter queue, and never past the invocation's time. Also: no e-mail older than its
 * queue and dead-letter queue keep one is sent (so none outlives an erased address's record).
 */
import './env';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { ChangeMessageVisibilityCommand } from '@aws-sdk/client-sqs';
import { DeleteItemCommand, DynamoDBClient, PutItemCommand, UpdateItemCommand } from '@aws-sdk/client-dynamodb';
import type { Context, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMAIL_THROTTLE_BACKOFF_MAX_MS } from '../../lambdas/api/functions';
import { EMAIL_MAX_AGE_MS } from '../../lambdas/features/notifications/data/erased-addresses';
import { handler as emailWorker } from '../../lambdas/features/notifications/workers/email-worker';
import { isThrottling } from '../../lambdas/kernel/send-pacer';
import { resetMocks, sqs } from './support';

const ses = mockClient(SESv2Client);
const idempotencyTable = mockClient(DynamoDBClient);

/** SES v2's answer when the account's maximum send rate is exceeded. */
const rateExceeded = () => Object.assign(new Error('Maximum sending rate exceeded.'), { name: 'TooManyRequestsException', $metadata: { httpStatusCode: 429 } });

const record = (messageId: string, to: string, receives = 1, createdAtMs = Date.now()) => ({
  messageId,
  body: JSON.stringify({ to: [to], subject: 'Hi', text: 'Hello', createdAtMs }),
  receiptHandle: `r-${messageId}`,
  attributes: { ApproximateReceiveCount: String(receives), SentTimestamp: String(Date.now()) },
  messageAttributes: {},
  md5OfBody: '',
  eventSource: 'aws:sqs',
  eventSourceARN: 'arn:aws:sqs:eu-central-1:1:email',
  awsRegion: 'eu-central-1',
});
const contextWith = (remainingMs: number) => ({ awsRequestId: 'req-1', functionName: 'email-worker', getRemainingTimeInMillis: () => remainingMs }) as unknown as Context;

/** Fake-clock times (ms since the batch began) of each SES call. */
let sendTimes: number[] = [];
let t0 = 0;

/**
 * Runs the worker on `records`, moving the fake clock on until it answers; the ids it reports failed (a batch
 * whose every record failed is thrown whole, Powertools' FullBatchFailureError: all of them).
 */
async function run(records: ReturnType<typeof record>[], remainingMs = 120_000): Promise<string[]> {
  t0 = Date.now();
  let done = false;
  const pending = emailWorker({ Records: records } as SQSEvent, contextWith(remainingMs)).then(
    (r: SQSBatchResponse) => r.batchItemFailures.map((f) => f.itemIdentifier),
    (error: Error) => {
      expect(error.name).toBe('FullBatchFailureError');
      return records.map((r) => r.messageId);
    },
  );
  void pending.finally(() => (done = true));
  for (let i = 0; i < 2_000 && !done; i++) await vi.advanceTimersByTimeAsync(50);
  return pending;
}

/** SES answers with `answers` in turn (an Error rejects), then accepts every later send. */
function sesAnswers(...answers: (Error | 'ok')[]) {
  ses.on(SendEmailCommand).callsFake(async () => {
    sendTimes.push(Date.now() - t0);
    const answer = answers.shift() ?? 'ok';
    if (answer instanceof Error) throw answer;
    return { MessageId: `m-${sendTimes.length}` };
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date', 'performance'] });
  resetMocks();
  ses.reset();
  idempotencyTable.reset();
  idempotencyTable.on(PutItemCommand).resolves({});
  idempotencyTable.on(UpdateItemCommand).resolves({});
  idempotencyTable.on(DeleteItemCommand).resolves({});
  sqs.on(ChangeMessageVisibilityCommand).resolves({});
  sendTimes = [];
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('a send SES throttles', () => {
  it('is tried again after jittered waits of more than 4 s in all, within the same receive, and then sent', async () => {
    // The shortest draw of the jitter: waits of exactly 0.6 s, 1.2 s and 2.4 s.
    vi.spyOn(Math, 'random').mockReturnValue(0);
    sesAnswers(rateExceeded(), rateExceeded(), rateExceeded());
    const failed = await run([record('1', 'busy@example.com')]);
    expect(failed).toEqual([]);
    expect(sendTimes).toHaveLength(4);
    expect(sendTimes.at(-1)! - sendTimes[0]!).toBeGreaterThan(4_000);
    // Sent in this receive: no retry delay set, nothing toward the dead-letter queue.
    expect(sqs.commandCalls(ChangeMessageVisibilityCommand)).toHaveLength(0);
  });

  it('waits a different, longer time on another draw of the jitter, at most EMAIL_THROTTLE_BACKOFF_MAX_MS', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.99);
    sesAnswers(rateExceeded(), rateExceeded(), rateExceeded());
    const failed = await run([record('1', 'busy@example.com')]);
    expect(failed).toEqual([]);
    const waited = sendTimes.at(-1)! - sendTimes[0]!;
    expect(waited).toBeGreaterThan(8_000);
    expect(waited).toBeLessThanOrEqual(EMAIL_THROTTLE_BACKOFF_MAX_MS + 200);
  });

  it('counts as a failed attempt only after backing off more than 4 s, then comes back after the spec’s retry delay', async () => {
    sesAnswers(rateExceeded(), rateExceeded(), rateExceeded(), rateExceeded());
    const failed = await run([record('1', 'busy@example.com')]);
    expect(failed).toEqual(['1']);
    expect(sendTimes).toHaveLength(4);
    expect(sendTimes.at(-1)! - sendTimes[0]!).toBeGreaterThan(4_000);
    expect(sqs.commandCalls(ChangeMessageVisibilityCommand).map((c) => c.args[0].input.VisibilityTimeout)).toEqual([1]);
  });

  it('never backs off past the invocation’s time: with 5 s left, it waits at most 2 s and fails the receive', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.99);
    sesAnswers(rateExceeded(), rateExceeded(), rateExceeded(), rateExceeded());
    const failed = await run([record('1', 'busy@example.com')], 5_000);
    expect(failed).toEqual(['1']);
    expect(sendTimes.at(-1)! - sendTimes[0]!).toBeLessThanOrEqual(2_000 + 100);
  });

  it('backs off only throttling: another refusal fails the receive at once', async () => {
    sesAnswers(Object.assign(new Error('Email address is not verified.'), { name: 'MessageRejected', $metadata: { httpStatusCode: 400 } }));
    const failed = await run([record('1', 'rejected@example.com')]);
    expect(failed).toEqual(['1']);
    expect(sendTimes).toEqual([0]);
  });

  it('lets the next e-mail of the batch go once the throttled one is sent', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    sesAnswers(rateExceeded(), 'ok', 'ok');
    const failed = await run([record('1', 'a@example.com'), record('2', 'b@example.com')]);
    expect(failed).toEqual([]);
    expect(ses.commandCalls(SendEmailCommand).map((c) => c.args[0].input.Destination!.ToAddresses![0])).toEqual(['a@example.com', 'a@example.com', 'b@example.com']);
  });
});

describe('isThrottling', () => {
  it('knows SES v2’s 429, SES v1’s Throttling code, ThrottlingException and the SDK’s throttling mark', () => {
    expect(isThrottling(rateExceeded())).toBe(true);
    expect(isThrottling(Object.assign(new Error('Maximum sending rate exceeded.'), { name: 'Throttling' }))).toBe(true);
    expect(isThrottling(Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException' }))).toBe(true);
    expect(isThrottling(Object.assign(new Error('x'), { $metadata: { httpStatusCode: 429 } }))).toBe(true);
    expect(isThrottling(Object.assign(new Error('x'), { $retryable: { throttling: true } }))).toBe(true);
  });

  it('is false for other errors and for what is not an error', () => {
    expect(isThrottling(new Error('throttled'))).toBe(false);
    expect(isThrottling(Object.assign(new Error('Service unavailable'), { name: 'ServiceUnavailable', $metadata: { httpStatusCode: 503 } }))).toBe(false);
    expect(isThrottling(undefined)).toBe(false);
    expect(isThrottling('Throttling')).toBe(false);
  });
});

describe('an e-mail’s age', () => {
  it('drops an e-mail made longer ago than its queue and dead-letter queue keep one (a dead letter retried late), and sends a younger one', async () => {
    sesAnswers();
    const failed = await run([record('old', 'old@example.com', 1, Date.now() - EMAIL_MAX_AGE_MS - 1), record('young', 'young@example.com', 1, Date.now() - EMAIL_MAX_AGE_MS + 60_000)]);
    expect(failed).toEqual([]);
    expect(ses.commandCalls(SendEmailCommand).map((c) => c.args[0].input.Destination!.ToAddresses![0])).toEqual(['young@example.com']);
  });
});
