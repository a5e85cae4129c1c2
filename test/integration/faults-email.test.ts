/**
 * Faults survived by the e-mail path, nothing lost, nothing doubled, with the real e-mail worker
 * in this process against a stand-in SES and the local queues and table:
 * - the worker killed mid-batch: the batch comes again and only what was not sent is sent;
 * - the e-mail service down: every message fails its retries and waits in the dead-letter queue (the alarm's
 *   case); once the service is back, 'retry all' (lambdas/kernel/dead-letters.ts) delivers each one once.
 */
import { createServer, type Server } from 'node:http';
import { CreateQueueCommand, GetQueueAttributesCommand, SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_MAX_RECEIVES } from '../../lambdas/api/functions';
import { cloud, uniqueEmail, useCloudEnv } from './support';

const sqs = new SQSClient({ region: cloud.region, endpoint: cloud.urls.sqs, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });

async function depth(queueUrl: string): Promise<number> {
  const { Attributes = {} } = await sqs.send(new GetQueueAttributesCommand({ QueueUrl: queueUrl, AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'] }));
  return Number(Attributes.ApproximateNumberOfMessages) + Number(Attributes.ApproximateNumberOfMessagesNotVisible);
}

/** The stand-in SES: `up` accepts and records (up to `acceptLimit` in all), `down` answers 503, `hang` never answers. */
let mode: 'up' | 'down' | 'hang' = 'up';
let acceptLimit = Number.POSITIVE_INFINITY;
const accepted: string[] = [];
let ses: Server;

beforeAll(async () => {
  ses = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      if (mode === 'hang' || accepted.length >= acceptLimit) return;
      if (mode === 'down') return void res.writeHead(503, { 'content-type': 'application/json', 'x-amzn-errortype': 'ServiceUnavailable' }).end('{"message":"Service unavailable"}');
      accepted.push((JSON.parse(raw) as { Destination: { ToAddresses: string[] } }).Destination.ToAddresses[0]!);
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ MessageId: `m-${accepted.length}` }));
    });
  });
  await new Promise<void>((r) => ses.listen(0, '127.0.0.1', r));
  useCloudEnv();
  Object.assign(process.env, {
    AWS_ENDPOINT_URL_SESV2: `http://127.0.0.1:${(ses.address() as { port: number }).port}`,
    // One attempt per send: a refused send is the queue's to retry, as in production.
    AWS_MAX_ATTEMPTS: '1',
  });
});
afterAll(() => {
  ses?.closeAllConnections();
  ses?.close();
});

const times = (to: string) => accepted.filter((a) => a === to).length;

describe('faults on the e-mail path', () => {
  it('a worker killed mid-batch: the batch comes again and each e-mail is sent once', async () => {
    const { handler: worker } = await import('../../lambdas/features/notifications/workers/email-worker');
    const to = Array.from({ length: 5 }, () => uniqueEmail('killed'));
    const batch = (receives: number) => ({
      Records: to.map((address, i) => ({
        messageId: `kill-${address}`,
        receiptHandle: `r-${i}`,
        body: JSON.stringify({ to: [address], subject: 'Batch', text: 'Body' }),
        attributes: { ApproximateReceiveCount: String(receives), SentTimestamp: String(Date.now()) },
        messageAttributes: {},
        md5OfBody: '',
        eventSource: 'aws:sqs',
        eventSourceARN: 'arn:aws:sqs:local:1:q',
        awsRegion: cloud.region,
      })),
    });
    // The first run has 1 s left; SES stops answering after two sends and the run is abandoned (killed).
    const shortLived = { awsRequestId: 'r1', functionName: 'email-worker', getRemainingTimeInMillis: () => 1_000 };
    // The stand-in stops answering itself after two sends: the worker may send in parallel, faster than a poll.
    acceptLimit = accepted.length + 2;
    const first = worker(batch(1) as never, shortLived as never);
    await expect.poll(() => accepted.filter((a) => to.includes(a)).length, { timeout: 5_000, interval: 20 }).toBe(2);
    mode = 'hang';
    acceptLimit = Number.POSITIVE_INFINITY;
    await new Promise((r) => setTimeout(r, 300));
    void first.catch(() => undefined);
    // SQS hands the whole batch to a new worker after the visibility timeout; the killed run's claim has expired.
    mode = 'up';
    await new Promise((r) => setTimeout(r, 1_000));
    const again = await worker(batch(2) as never, { awsRequestId: 'r2', functionName: 'email-worker', getRemainingTimeInMillis: () => 30_000 } as never);
    expect(again.batchItemFailures).toEqual([]);
    expect(to.map(times)).toEqual([1, 1, 1, 1, 1]);
  }, 20_000);

  it('the e-mail service down: every e-mail waits in the dead-letter queue, and after it is back, retry all delivers each once', async () => {
    const suffix = Date.now().toString(36);
    const dlqUrl = (await sqs.send(new CreateQueueCommand({ QueueName: `faults-email-dlq-${suffix}` }))).QueueUrl!;
    const dlqArn = (await sqs.send(new GetQueueAttributesCommand({ QueueUrl: dlqUrl, AttributeNames: ['QueueArn'] }))).Attributes!.QueueArn!;
    const queueUrl = (
      await sqs.send(
        new CreateQueueCommand({
          QueueName: `faults-email-${suffix}`,
          Attributes: { VisibilityTimeout: '0', RedrivePolicy: JSON.stringify({ deadLetterTargetArn: dlqArn, maxReceiveCount: EMAIL_MAX_RECEIVES }) },
        }),
      )
    ).QueueUrl!;
    const queueArn = (await sqs.send(new GetQueueAttributesCommand({ QueueUrl: queueUrl, AttributeNames: ['QueueArn'] }))).Attributes!.QueueArn!;
    process.env.EMAIL_QUEUE_URL = queueUrl;
    const { startEmailPoller } = await import('../../local/email-poller');
    const stopPoller = startEmailPoller(sqs, { queueUrl, queueArn }, cloud.region);
    try {
      mode = 'down';
      const to = Array.from({ length: 12 }, () => uniqueEmail('outage'));
      await Promise.all(to.map((address) => sqs.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: JSON.stringify({ to: [address], subject: 'During the outage', text: 'Body' }) }))));
      // Each is tried EMAIL_MAX_RECEIVES times (1 s, 2 s, 4 s apart), then moved to the dead-letter queue.
      await expect.poll(() => depth(dlqUrl), { timeout: 20_000, interval: 250 }).toBe(12);
      expect(await depth(queueUrl)).toBe(0);
      expect(to.map(times)).toEqual(to.map(() => 0));

      mode = 'up';
      const { moveByHand } = await import('../../lambdas/kernel/dead-letters');
      expect(await moveByHand({ name: 'email', url: dlqUrl, sourceUrl: queueUrl })).toBe(12);
      await expect.poll(() => to.every((a) => times(a) === 1), { timeout: 10_000, interval: 200 }).toBe(true);
      await expect.poll(() => depth(queueUrl), { timeout: 5_000 }).toBe(0);
      expect(await depth(dlqUrl)).toBe(0);
      await new Promise((r) => setTimeout(r, 1_000));
      expect(to.map(times)).toEqual(to.map(() => 1));
    } finally {
      await stopPoller();
    }
  }, 45_000);
});
