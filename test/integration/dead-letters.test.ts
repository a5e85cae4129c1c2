/**
 * Dead letters handled by people on the local queues: a message in a dead-letter queue is
 * listed on the admin's page by kind, age and first error, without its body; 'retry all' moves it back to
 * its work queue (by hand here: the emulator has no message move tasks), and the worker then does its work.
 */
import { randomUUID } from 'node:crypto';
import { GetQueueAttributesCommand, SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, approvedUser, cloud, mailTo, registerConfirmAndSignIn, signIn, type SignedIn, type TestUser, uniqueEmail, useCloudEnv, waitForMail } from './support';

const sqs = new SQSClient({ region: cloud.region, endpoint: cloud.urls.sqs, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });

async function depth(queueUrl: string): Promise<number> {
  const { Attributes = {} } = await sqs.send(new GetQueueAttributesCommand({ QueueUrl: queueUrl, AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'] }));
  return Number(Attributes.ApproximateNumberOfMessages) + Number(Attributes.ApproximateNumberOfMessagesNotVisible);
}

interface KindRow {
  kind: string;
  count: number;
  oldestSentAt: string | null;
  firstError: string | null;
}

let admin: SignedIn;
let user: TestUser;

beforeAll(async () => {
  useCloudEnv();
  admin = await signIn(cloud.admin.email, cloud.admin.password);
  user = await approvedUser('geodesist', { firstName: 'Mari', lastName: 'Maasikas' });
});

describe('the dead-letter page on the local queues', () => {
  it('lists a dead e-mail by kind and first error without its address or text; retry all delivers it once', async () => {
    const to = uniqueEmail('dead.letter.person');
    const sent = await sqs.send(
      new SendMessageCommand({
        QueueUrl: cloud.ids.emailDlqUrl,
        MessageBody: JSON.stringify({ to: [to], subject: 'Your bid on Secret Parcel', text: 'Dear Mari Maasikas', dedupeKey: `dlq-${to}:bid_received:${user.sub}` }),
      }),
    );
    // What the e-mail worker records when a send fails (queues/failure-processor.ts).
    const { recordQueueFailure } = await import('../../lambdas/queues/failures');
    await recordQueueFailure('email', sent.MessageId!, Object.assign(new Error(`Address not verified: ${to}`), { name: 'MessageRejected' }));

    const listed = await api(admin.accessToken, 'GET', '/admin/dead-letters');
    expect(listed.status).toBe(200);
    expect(JSON.stringify(listed.body)).not.toMatch(/dead\.letter\.person|Secret Parcel|Maasikas/);
    const email = listed.body.queues.find((q: { name: string }) => q.name === 'email');
    expect(email.count).toBeGreaterThanOrEqual(1);
    const row = email.kinds.find((k: KindRow) => k.kind === 'e-mail: bid_received') as KindRow;
    expect(row).toMatchObject({ count: 1, firstError: 'MessageRejected: Address not verified: <address>' });
    expect(Date.now() - Date.parse(row.oldestSentAt!)).toBeLessThan(60_000);
    // Listing hides nothing: the message is still there to retry.
    expect(await depth(cloud.ids.emailDlqUrl)).toBeGreaterThanOrEqual(1);

    const retried = await api(admin.accessToken, 'POST', '/admin/dead-letters/retry', { queue: 'email' });
    expect(retried).toMatchObject({ status: 200, body: { queue: 'email' } });
    expect(retried.body.moved).toBeGreaterThanOrEqual(1);
    await waitForMail(to, /^Your bid on Secret Parcel$/);
    await expect.poll(() => depth(cloud.ids.emailDlqUrl), { timeout: 5_000 }).toBe(0);
    expect(await mailTo(to)).toHaveLength(1);
    const after = await api(admin.accessToken, 'GET', '/admin/dead-letters');
    expect(after.body.queues.find((q: { name: string }) => q.name === 'email')).toMatchObject({ count: 0, kinds: [] });
  });

  it('retries a dead event: the notification worker notifies its recipient in the app', async () => {
    await sqs.send(new SendMessageCommand({ QueueUrl: cloud.ids.eventsDlqUrl, MessageBody: JSON.stringify({ type: 'system_test', userId: user.sub }) }));
    const listed = await api(admin.accessToken, 'GET', '/admin/dead-letters');
    const events = listed.body.queues.find((q: { name: string }) => q.name === 'events');
    expect(events.kinds.find((k: KindRow) => k.kind === 'system_test')).toMatchObject({ count: 1, firstError: null });

    expect((await api(admin.accessToken, 'POST', '/admin/dead-letters/retry', { queue: 'events' })).status).toBe(200);
    await expect
      .poll(async () => (await api(user.token, 'GET', '/notifications')).body.items.filter((n: { type: string }) => n.type === 'system_notification').length, { timeout: 15_000, interval: 300 })
      .toBe(1);
    await expect.poll(() => depth(cloud.ids.eventsDlqUrl), { timeout: 5_000 }).toBe(0);
  });

  it('retries a dead data-export job: the export is prepared once', async () => {
    const asked = await api(user.token, 'POST', '/me/data-export');
    expect(asked.status).toBeLessThan(300);
    const exportId = asked.body.export.exportId as string;
    await expect.poll(async () => (await api(user.token, 'GET', '/me/data-export')).body.export?.status, { timeout: 20_000, interval: 300 }).toBe('ready');
    // The same job again, as if it had failed every attempt: listed by kind, then retried; preparing it again is a no-op.
    await sqs.send(new SendMessageCommand({ QueueUrl: cloud.ids.dataExportDlqUrl, MessageBody: JSON.stringify({ userId: user.sub, exportId }) }));
    const listed = await api(admin.accessToken, 'GET', '/admin/dead-letters');
    const exportsQueue = listed.body.queues.find((q: { name: string }) => q.name === 'data-exports');
    expect(exportsQueue.kinds.find((k: KindRow) => k.kind === 'data export')).toMatchObject({ count: 1 });
    expect(JSON.stringify(exportsQueue)).not.toContain(user.sub);

    expect((await api(admin.accessToken, 'POST', '/admin/dead-letters/retry', { queue: 'data-exports' })).status).toBe(200);
    await expect.poll(() => depth(cloud.ids.dataExportDlqUrl), { timeout: 5_000 }).toBe(0);
    await expect.poll(() => depth(cloud.ids.dataExportQueueUrl), { timeout: 20_000, interval: 300 }).toBe(0);
    expect((await api(user.token, 'GET', '/me/data-export')).body.export).toMatchObject({ exportId, status: 'ready' });
  });

  it('retries a dead delivery check: it goes back to the check worker, which finds nothing left to check', async () => {
    const message = { tenderId: randomUUID(), deliveryId: randomUUID(), fileId: randomUUID() };
    await sqs.send(new SendMessageCommand({ QueueUrl: cloud.ids.deliveryCheckDlqUrl, MessageBody: JSON.stringify(message) }));
    const listed = await api(admin.accessToken, 'GET', '/admin/dead-letters');
    const checks = listed.body.queues.find((q: { name: string }) => q.name === 'delivery-checks');
    expect(checks.count).toBe(1);
    expect(JSON.stringify(checks)).not.toContain(message.fileId);

    expect((await api(admin.accessToken, 'POST', '/admin/dead-letters/retry', { queue: 'delivery-checks' })).status).toBe(200);
    await expect.poll(() => depth(cloud.ids.deliveryCheckDlqUrl), { timeout: 5_000 }).toBe(0);
    await expect.poll(() => depth(cloud.ids.deliveryCheckQueueUrl), { timeout: 20_000, interval: 300 }).toBe(0);
  });

  it('refuses the page to anyone but an admin', async () => {
    const poster = await registerConfirmAndSignIn('tenderPoster');
    expect((await api(poster.accessToken, 'GET', '/admin/dead-letters')).status).toBe(403);
    expect((await api(poster.accessToken, 'POST', '/admin/dead-letters/retry', { queue: 'events' })).status).toBe(403);
  });
});
