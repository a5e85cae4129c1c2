/**
 * The local SQS event source drives the real e-mail worker as Lambda does: batches in the SQS event
 * shape, only messages missing from `batchItemFailures` deleted, retries 1 s, 2 s and 4 s apart, and the
 * redrive policy moving a message that keeps failing to the dead-letter queue after EMAIL_MAX_RECEIVES
 * receives (0 lost, 0 duplicates).
 */
import { createServer, type Server } from 'node:http';
import { CreateQueueCommand, GetQueueAttributesCommand, ReceiveMessageCommand, SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_MAX_RECEIVES } from '../../lambdas/api/functions';
import { cloud, uniqueEmail, useCloudEnv, waitForMail } from './support';

const sqs = new SQSClient({ region: cloud.region, endpoint: cloud.urls.sqs, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });

async function queueDepth(queueUrl: string): Promise<number> {
  const { Attributes = {} } = await sqs.send(new GetQueueAttributesCommand({ QueueUrl: queueUrl, AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'] }));
  return Number(Attributes.ApproximateNumberOfMessages) + Number(Attributes.ApproximateNumberOfMessagesNotVisible);
}

describe('e-mail queue through the running local cloud', () => {
  it('delivers a queued e-mail to the SES mailbox and removes it from the queue', async () => {
    const to = uniqueEmail('queued');
    await sqs.send(new SendMessageCommand({ QueueUrl: cloud.ids.emailQueueUrl, MessageBody: JSON.stringify({ to: [to], subject: 'Queued hello', text: 'Sent by the worker.' }) }));
    const mail = await waitForMail(to, /^Queued hello$/);
    expect(mail.body.text).toContain('Sent by the worker.');
    await expect.poll(() => queueDepth(cloud.ids.emailQueueUrl), { timeout: 5000 }).toBe(0);
  });
});

describe('e-mail event source with an SES that fails', () => {
  // SES v2 stand-in: refuses mail to addresses starting with "bounce" for good, to "failN-..." the first N
  // times, and accepts the rest.
  const accepted: string[] = [];
  const acceptedAt = new Map<string, number>();
  const refused: string[] = [];
  let ses: Server;
  let stopPoller: () => Promise<void>;
  let queueUrl: string;
  let dlqUrl: string;

  beforeAll(async () => {
    ses = createServer((req, res) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString()));
      req.on('end', () => {
        const to = (JSON.parse(raw) as { Destination: { ToAddresses: string[] } }).Destination.ToAddresses[0]!;
        const failures = Number(/^fail(\d+)-/.exec(to)?.[1] ?? 0);
        if (to.startsWith('bounce') || refused.filter((r) => r === to).length < failures) {
          refused.push(to);
          res.writeHead(400, { 'content-type': 'application/json', 'x-amzn-errortype': 'MessageRejected' }).end(JSON.stringify({ message: 'Address blacklisted' }));
        } else {
          accepted.push(to);
          acceptedAt.set(to, Date.now());
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ MessageId: `m-${accepted.length}` }));
        }
      });
    });
    await new Promise<void>((r) => ses.listen(0, '127.0.0.1', r));
    // The worker is loaded in this test process: its SES client reads these variables when first imported;
    // its idempotency records go to the local cloud's table.
    useCloudEnv();
    Object.assign(process.env, {
      AWS_REGION: cloud.region,
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
      AWS_ENDPOINT_URL_SESV2: `http://127.0.0.1:${(ses.address() as { port: number }).port}`,
      MAIL_FROM: 'notifications@geotender.local',
      POWERTOOLS_LOG_LEVEL: 'SILENT',
    });

    const suffix = Date.now().toString(36);
    dlqUrl = (await sqs.send(new CreateQueueCommand({ QueueName: `email-test-dlq-${suffix}` }))).QueueUrl!;
    const dlqArn = (await sqs.send(new GetQueueAttributesCommand({ QueueUrl: dlqUrl, AttributeNames: ['QueueArn'] }))).Attributes!.QueueArn!;
    queueUrl = (
      await sqs.send(
        new CreateQueueCommand({
          QueueName: `email-test-${suffix}`,
          // Visibility 0: a failed message is received again at once instead of after 30 s.
          Attributes: { VisibilityTimeout: '0', RedrivePolicy: JSON.stringify({ deadLetterTargetArn: dlqArn, maxReceiveCount: EMAIL_MAX_RECEIVES }) },
        }),
      )
    ).QueueUrl!;
    const queueArn = (await sqs.send(new GetQueueAttributesCommand({ QueueUrl: queueUrl, AttributeNames: ['QueueArn'] }))).Attributes!.QueueArn!;
    process.env.EMAIL_QUEUE_URL = queueUrl; // the worker sets each failed message's retry delay on this queue
    const { startEmailPoller } = await import('../../local/email-poller');
    stopPoller = startEmailPoller(sqs, { queueUrl, queueArn }, cloud.region);
  });

  afterAll(async () => {
    await stopPoller?.();
    ses?.close();
  });

  it('sends the good message once and moves the refused one to the dead-letter queue after the last receive', async () => {
    const good = uniqueEmail('good');
    const bad = uniqueEmail('bounce');
    for (const to of [good, bad]) {
      await sqs.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: JSON.stringify({ to: [to], subject: 'Hello', text: 'Body' }) }));
    }

    await expect.poll(() => queueDepth(dlqUrl), { timeout: 15_000, interval: 200 }).toBe(1);
    const { Messages = [] } = await sqs.send(new ReceiveMessageCommand({ QueueUrl: dlqUrl, MaxNumberOfMessages: 10 }));
    expect(JSON.parse(Messages[0]!.Body!).to).toEqual([bad]);
    expect(await queueDepth(queueUrl)).toBe(0);
    expect(accepted.filter((to) => to === good)).toHaveLength(1);
    expect(refused.filter((to) => to === bad)).toHaveLength(EMAIL_MAX_RECEIVES);
  });

  it('over 100 messages whose sends fail 0, 1, 3 or 5 times: every one arrives once or waits in the dead-letter queue, none lost or doubled', async () => {
    const dlqBefore = await queueDepth(dlqUrl);
    const plan = Array.from({ length: 100 }, (_, i) => ({ failures: [0, 1, 3, 5][i % 4]!, to: '' }));
    for (const p of plan) p.to = `fail${p.failures}-${uniqueEmail('n')}`;
    const sentAt = Date.now();
    for (let i = 0; i < plan.length; i += 10) {
      await Promise.all(plan.slice(i, i + 10).map((p) => sqs.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: JSON.stringify({ to: [p.to], subject: 'Retry', text: 'Body' }) }))));
    }
    const deliverable = plan.filter((p) => p.failures <= 3);
    await expect.poll(() => deliverable.every((p) => accepted.includes(p.to)) && queueDepth(dlqUrl).then((d) => d - dlqBefore), { timeout: 40_000, interval: 500 }).toBe(25);
    for (const p of deliverable)
      expect(
        accepted.filter((to) => to === p.to),
        p.to,
      ).toHaveLength(1);
    for (const p of plan.filter((x) => x.failures > 3)) {
      expect(accepted.includes(p.to)).toBe(false);
      expect(refused.filter((to) => to === p.to)).toHaveLength(EMAIL_MAX_RECEIVES);
    }
    // Three failures wait 1 + 2 + 4 s before the fourth attempt succeeds.
    const slowest = Math.min(...plan.filter((p) => p.failures === 3).map((p) => acceptedAt.get(p.to)! - sentAt));
    expect(slowest).toBeGreaterThanOrEqual(6_500);
  }, 60_000);

  it('sends a message SQS delivers twice (same message id) only once', async () => {
    const { handler: worker } = await import('../../lambdas/features/notifications/workers/email-worker');
    const to = uniqueEmail('twice');
    const record = {
      messageId: `dup-${to}`,
      receiptHandle: 'r',
      body: JSON.stringify({ to: [to], subject: 'Once', text: 'Body' }),
      attributes: { ApproximateReceiveCount: '1' },
      messageAttributes: {},
      md5OfBody: '',
      eventSource: 'aws:sqs',
      eventSourceARN: 'arn:aws:sqs:local:1:q',
      awsRegion: cloud.region,
    };
    const context = { awsRequestId: 'r', functionName: 'email-worker', getRemainingTimeInMillis: () => 30_000 };
    await worker({ Records: [record] } as never, context as never);
    await worker({ Records: [record] } as never, context as never);
    expect(accepted.filter((a) => a === to)).toHaveLength(1);
  });
});
