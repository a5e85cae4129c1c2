/**
 * An erased person gets no e-mail, ever, on the dead-letter path: an e-mail for a user fails every
 * try and waits in the dead-letter queue; the user erases their account; 'retry all' (lambdas/kernel/dead-letters.ts)
 * moves it back after the erasure's race window, as a new queue message with a new time. The real e-mail worker
 * (in this process, with the local queues and table) decides by the time the e-mail carries from its creation, so
 * the local mailbox gets nothing for the erased address, while an e-mail to another user, retried with it, arrives.
 * The window is shortened to 1 s (ERASURE_RACE_MS, lambdas/kernel/config.ts) instead of waiting out its minute.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { CreateQueueCommand, GetQueueAttributesCommand, SQSClient } from '@aws-sdk/client-sqs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_MAX_RECEIVES } from '../../lambdas/api/functions';
import { api, cloud, mailTo, useCloudEnv, waitForMail } from './support';
import { newUser } from './world';

const sqs = new SQSClient({ region: cloud.region, endpoint: cloud.urls.sqs, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });

async function depth(queueUrl: string): Promise<number> {
  const { Attributes = {} } = await sqs.send(new GetQueueAttributesCommand({ QueueUrl: queueUrl, AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'] }));
  return Number(Attributes.ApproximateNumberOfMessages) + Number(Attributes.ApproximateNumberOfMessagesNotVisible);
}

/** The erasure's race window here (ms): an e-mail made this long after an erasure would still be dropped. */
const RACE_MS = 1_000;

/** SES in front of the local mailbox: `down` answers 503 to every send, `up` hands each send on to the mailbox. */
let mode: 'up' | 'down' = 'down';
const forwarded: string[] = [];
let ses: Server;

beforeAll(async () => {
  ses = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (mode === 'down') return void res.writeHead(503, { 'content-type': 'application/json', 'x-amzn-errortype': 'ServiceUnavailable' }).end('{"message":"Service unavailable"}');
      const body = Buffer.concat(chunks);
      forwarded.push(...(JSON.parse(body.toString()) as { Destination: { ToAddresses: string[] } }).Destination.ToAddresses);
      void fetch(`${cloud.urls.mailbox}${req.url}`, {
        method: req.method,
        headers: { 'content-type': String(req.headers['content-type']), authorization: String(req.headers.authorization) },
        body,
      }).then(
        async (answer) => res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' }).end(await answer.text()),
        () => res.writeHead(502).end(),
      );
    });
  });
  await new Promise<void>((r) => ses.listen(0, '127.0.0.1', r));
  useCloudEnv();
  Object.assign(process.env, {
    AWS_ENDPOINT_URL_SESV2: `http://127.0.0.1:${(ses.address() as { port: number }).port}`,
    // One attempt per send: a refused send is the queue's to retry, as in production.
    AWS_MAX_ATTEMPTS: '1',
    ERASURE_RACE_MS: String(RACE_MS),
  });
});
afterAll(() => {
  ses?.closeAllConnections();
  ses?.close();
});

describe('an e-mail retried from the dead-letter queue after its recipient erased the account', () => {
  it('never reaches the erased address, however long after the erasure it is retried; another user’s arrives', async () => {
    // Made first: making a user sets the cloud's environment again (world.ts), the stage's e-mail queue included.
    const erased = await newUser('geodesist', 'approved', 'Erased');
    const kept = await newUser('geodesist', 'approved', 'Kept');
    const suffix = Date.now().toString(36);
    const dlqUrl = (await sqs.send(new CreateQueueCommand({ QueueName: `erased-email-dlq-${suffix}` }))).QueueUrl!;
    const dlqArn = (await sqs.send(new GetQueueAttributesCommand({ QueueUrl: dlqUrl, AttributeNames: ['QueueArn'] }))).Attributes!.QueueArn!;
    const queueUrl = (
      await sqs.send(
        new CreateQueueCommand({
          QueueName: `erased-email-${suffix}`,
          Attributes: { VisibilityTimeout: '0', RedrivePolicy: JSON.stringify({ deadLetterTargetArn: dlqArn, maxReceiveCount: EMAIL_MAX_RECEIVES }) },
        }),
      )
    ).QueueUrl!;
    const queueArn = (await sqs.send(new GetQueueAttributesCommand({ QueueUrl: queueUrl, AttributeNames: ['QueueArn'] }))).Attributes!.QueueArn!;
    process.env.EMAIL_QUEUE_URL = queueUrl;
    const { startEmailPoller } = await import('../../local/email-poller');
    const stopPoller = startEmailPoller(sqs, { queueUrl, queueArn }, cloud.region);
    try {
      const marker = randomUUID().slice(0, 8);
      // Queued as every e-mail is (lambdas/kernel/mail-queue.ts) while SES is down: each fails its tries and waits.
      const { enqueueEmail } = await import('../../lambdas/kernel/mail-queue');
      await enqueueEmail({ to: erased.email, subject: `Your bid ${marker}`, text: 'Dear Erased' });
      await enqueueEmail({ to: kept.email, subject: `Your bid ${marker}`, text: 'Dear Kept' });
      await expect.poll(() => depth(dlqUrl), { timeout: 20_000, interval: 250 }).toBe(2);

      const gone = await api(erased.token, 'DELETE', '/me', { confirm: 'ERASE' });
      expect(gone.status, JSON.stringify(gone.body)).toBe(200);
      // The erasure remembers the address (features/privacy/erase-user.ts), now or in its job.
      const { erasedAmong } = await import('../../lambdas/features/notifications/data/erased-addresses');
      await expect.poll(async () => (await erasedAmong([erased.email], 0)).size, { timeout: 15_000, interval: 200 }).toBe(1);
      // Past the race window: a message the retry makes now is newer than the erasure by more than it.
      await new Promise((r) => setTimeout(r, RACE_MS + 500));

      mode = 'up';
      const { moveByHand } = await import('../../lambdas/kernel/dead-letters');
      expect(await moveByHand({ name: 'email', url: dlqUrl, sourceUrl: queueUrl })).toBe(2);
      await waitForMail(kept.email, new RegExp(`^Your bid ${marker}$`));
      await expect.poll(() => depth(queueUrl), { timeout: 10_000, interval: 200 }).toBe(0);
      expect(await depth(dlqUrl)).toBe(0);
      await new Promise((r) => setTimeout(r, 1_000));

      expect(forwarded.filter((a) => a === erased.email)).toEqual([]);
      expect((await mailTo(erased.email)).filter((m) => m.subject.includes(marker))).toEqual([]);
      expect((await mailTo(kept.email)).filter((m) => m.subject.includes(marker))).toHaveLength(1);
    } finally {
      await stopPoller();
    }
  }, 60_000);
});
