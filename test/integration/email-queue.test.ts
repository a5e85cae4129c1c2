/**
 * The local SQS event source drives the real e-mail worker as Lambda does: batches in the SQS event
 * shape, only messages missing from `batchItemFailures` deleted, and the redrive policy moving a message
 * that keeps failing to the dead-letter queue after EMAIL_MAX_RECEIVES receives.
 */
import { createServer, type Server } from 'node:http';
import {
  CreateQueueCommand,
  GetQueueAttributesCommand,
  ReceiveMessageCommand,
  SendMessageCommand,
  SQSClient,
} from '@aws-sdk/client-sqs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_MAX_RECEIVES } from '../../lambdas/api/functions';
import { cloud, uniqueEmail, waitForMail } from './support';

const sqs = new SQSClient({ region: cloud.region, endpoint: cloud.urls.sqs, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });

async function queueDepth(queueUrl: string): Promise<number> {
  const { Attributes = {} } = await sqs.send(
    new GetQueueAttributesCommand({ QueueUrl: queueUrl, AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'] }),
  );
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

describe('e-mail event source with an SES that refuses one recipient', () => {
  // SES v2 stand-in: refuses mail to addresses starting with "bounce", accepts the rest.
  const accepted: string[] = [];
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
        if (to.startsWith('bounce')) {
          refused.push(to);
          res.writeHead(400, { 'content-type': 'application/json', 'x-amzn-errortype': 'MessageRejected' }).end(JSON.stringify({ message: 'Address blacklisted' }));
        } else {
          accepted.push(to);
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ MessageId: `m-${accepted.length}` }));
        }
      });
    });
    await new Promise<void>((r) => ses.listen(0, '127.0.0.1', r));
    // The worker is loaded in this test process: its SES client reads these variables when first imported.
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
});
