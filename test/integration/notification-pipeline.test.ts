/**
 * The notification pipeline on the local cloud: an event recorded by a request reaches its
 * recipients through the events queue and the notification worker, in the app and by e-mail, per the
 * recipient's preferences; tender_posted reaches every approved geodesist and no pending one, shared out as
 * page messages on the events queue, once also when the event comes twice.
 */
import { randomUUID } from 'node:crypto';
import { WebSocket } from 'ws';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatEuros } from '../../lambdas/domain/money';
import type { AnyEventType, PayloadOf } from '../../lambdas/kernel/events';
import { userRegistered } from '../../lambdas/features/account/events';
import { bidAccepted, bidReceived } from '../../lambdas/features/bids/events';
import { deliverablesAccepted } from '../../lambdas/features/deliveries/events';
import { tenderPosted } from '../../lambdas/features/tenders/events';
import { api, cloud, mailTo, registerConfirmAndSignIn, signIn, type SignedIn, useCloudEnv } from './support';

/** An SQS record of the events queue carrying `body`, first received now, as the notification worker takes it. */
const eventsRecord = (messageId: string, body: string) => ({
  messageId,
  receiptHandle: 'r',
  body,
  attributes: { ApproximateReceiveCount: '1', SentTimestamp: String(Date.now()) },
  messageAttributes: {},
  md5OfBody: '',
  eventSource: 'aws:sqs',
  eventSourceARN: 'arn:aws:sqs:local:1:events',
  awsRegion: cloud.region,
});
const workerContext = { awsRequestId: 'r', functionName: 'notification-worker', getRemainingTimeInMillis: () => 30_000 };

let poster: SignedIn;
let approved: SignedIn;
let pending: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  useCloudEnv();
  [poster, approved, pending, admin] = await Promise.all([
    registerConfirmAndSignIn('tenderPoster'),
    registerConfirmAndSignIn('geodesist'),
    registerConfirmAndSignIn('geodesist'),
    signIn(cloud.admin.email, cloud.admin.password),
  ]);
  expect((await api(admin.accessToken, 'POST', `/admin/users/${approved.sub}/approval`, { status: 'approved' })).status).toBe(200);
});

/** Records `event` with `payload` as a request does: an outbox item, which the relay carries from the table's stream to the events queue. */
async function emit<E extends AnyEventType>(event: E, payload: PayloadOf<E>) {
  const { recordEvent } = await import('../../lambdas/table/outbox');
  await recordEvent(event, payload);
}

/**
 * Stores an Open tender of the poster titled `title` without files (as POST /tenders stores one) and returns its id:
 * an announcement's page reads the tender when any of its geodesists keeps a saved search, and earlier files leave
 * such geodesists behind.
 */
async function storeTender(title: string): Promise<string> {
  const { createTenderWithAttachments } = await import('../../lambdas/features/tenders/data/tenders');
  const tenderId = randomUUID();
  const tender = {
    tenderId,
    title,
    description: 'Topographic survey of a parcel',
    expiryDate: '2099-06-30T20:59:59.000Z',
    status: 'Open' as const,
    creatorId: poster.sub,
    location: 'Not specified',
    budgetCents: 0,
  };
  await createTenderWithAttachments(tender, []);
  return tenderId;
}

/** Waits until `who` has a notification matching `predicate`; returns it. */
async function waitForNotification(who: SignedIn, predicate: (n: { type: string; message: string; referenceId: string | null }) => boolean, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = (await api(who.accessToken, 'GET', '/notifications')).body.items.find(predicate);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('no such notification');
}

describe('events to notifications', () => {
  it('bid_received reaches the poster (app and e-mail with a deep link) and the admins', async () => {
    const tenderId = randomUUID();
    const title = `Survey ${tenderId.slice(0, 6)}`;
    await emit(bidReceived, { tenderId, title, creatorId: poster.sub, bidId: randomUUID(), amountCents: 123456 });
    const mine = await waitForNotification(poster, (n) => n.type === 'bid_received' && n.message.includes(title));
    expect(mine.message).toBe(`You received a new bid of ${formatEuros(123456)} on "${title}"`);
    expect(formatEuros(123456)).toMatch(/^1\.234,56\s€$/);
    expect(mine.referenceId).toBe(tenderId);
    await waitForNotification(admin, (n) => n.type === 'admin_bid_received' && n.message.includes(title));
    let mail;
    for (let i = 0; i < 60 && !mail; i++) {
      mail = (await mailTo(poster.email)).find((m) => m.subject.includes(title));
      if (!mail) await new Promise((r) => setTimeout(r, 250));
    }
    expect(mail?.subject).toBe(`New Bid Received "${title}" — GeoTender`);
    expect(mail?.body.html).toContain(`/tender-poster/tender/${tenderId}`);
    expect(mail?.body.text).toContain('/account/notifications');
  });

  it('honours an in-app-only preference: the notification comes, the e-mail does not', async () => {
    await api(poster.accessToken, 'PUT', '/me/notification-preferences', { preferences: { bid_received: 'in_app' } });
    const tenderId = randomUUID();
    const title = `Quiet ${tenderId.slice(0, 6)}`;
    await emit(bidReceived, { tenderId, title, creatorId: poster.sub, bidId: randomUUID(), amountCents: 100 });
    await waitForNotification(poster, (n) => n.message.includes(title));
    // The admins' twin is written after the poster's; once it is there, the poster's e-mail would be queued too.
    await waitForNotification(admin, (n) => n.message.includes(title));
    await new Promise((r) => setTimeout(r, 1500));
    expect((await mailTo(poster.email)).filter((m) => m.subject.includes(title))).toHaveLength(0);
  });

  it('tender_posted reaches every approved geodesist and no pending one', async () => {
    const title = `Open call ${randomUUID().slice(0, 6)}`;
    const tenderId = await storeTender(title);
    await emit(tenderPosted, { tenderId, title, creatorId: poster.sub });
    await waitForNotification(approved, (n) => n.type === 'tender_posted' && n.message.includes(title));
    await waitForNotification(admin, (n) => n.type === 'admin_tender_posted' && n.message.includes(title));
    expect((await api(pending.accessToken, 'GET', '/notifications')).status).toBe(200);
    expect((await api(pending.accessToken, 'GET', '/notifications')).body.items.some((n: { message: string }) => n.message.includes(title))).toBe(false);
  });

  it('escapes user text in the HTML e-mail', async () => {
    const tenderId = randomUUID();
    const title = `<script>alert(1)</script> ${tenderId.slice(0, 6)}`;
    await emit(deliverablesAccepted, { tenderId, title, creatorId: poster.sub, contractorId: approved.sub });
    let mail;
    for (let i = 0; i < 60 && !mail; i++) {
      mail = (await mailTo(approved.email)).find((m) => m.subject.includes(tenderId.slice(0, 6)));
      if (!mail) await new Promise((r) => setTimeout(r, 250));
    }
    expect(mail?.body.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail?.body.html).not.toContain('<script>');
    await waitForNotification(admin, (n) => n.message === `Deliverables for tender "${title}" have been accepted`);
  });
});

describe('registrations', () => {
  it('puts admin_user_registered in the admins’ bell when someone confirms their account', async () => {
    const newcomer = await registerConfirmAndSignIn('geodesist');
    const n = await waitForNotification(admin, (x) => x.type === 'admin_user_registered' && x.referenceId === newcomer.sub);
    expect(n.message).toMatch(/registered as Geodesist and awaits your approval$/);
  });

  it('e-mails the admins once per registration, also when its event comes again under a new message id', async () => {
    const newcomer = await registerConfirmAndSignIn('geodesist');
    const about = async () => (await mailTo(cloud.admin.email)).filter((m) => m.subject === 'New Geodesist registration: Test Geodesist' && m.body.text?.includes(`(${newcomer.email})`));
    await expect.poll(async () => (await about()).length, { timeout: 15_000, interval: 250 }).toBe(1);
    expect((await about())[0]!.body.text).toContain('The account is awaiting your approval: ');

    // The same event again, as a retry from the dead-letter queue sends it: same id, new message.
    const { handler: worker } = await import('../../lambdas/features/notifications/workers/notification-worker');
    const { outboxItem } = await import('../../lambdas/table/outbox');
    const payload = { userId: newcomer.sub, name: 'Test Geodesist', email: newcomer.email, role: 'Geodesist', needsApproval: true };
    const record = eventsRecord(`again-${newcomer.sub}`, outboxItem(userRegistered, payload).Put!.Item!.body as string);
    expect((await worker({ Records: [record] } as never, workerContext as never)).batchItemFailures).toEqual([]);
    // The e-mail worker has taken the second e-mail by now, or will within a few polls: wait, then count.
    await new Promise((r) => setTimeout(r, 3_000));
    expect(await about()).toHaveLength(1);
  }, 40_000);
});

describe('a WebSocket that is gone when the push comes', () => {
  it('does not fail the notification: the record is there, the e-mail goes, and the dead connection is forgotten', async () => {
    const { useTable } = await import('../../lambdas/table/entities');
    const { ConnectionEntity } = await import('../../lambdas/features/notifications/data/notification-entities');
    useTable();
    // A connection API Gateway no longer knows (the tab closed after it was stored): the push answers 410.
    const connectionId = `gone${Date.now()}=`;
    await ConnectionEntity.put({ connectionId, userId: approved.sub, expiresAt: Math.floor(Date.now() / 1000) + 3600 }).go();
    const tenderId = randomUUID();
    const title = `Dropped ${tenderId.slice(0, 6)}`;
    await emit(bidAccepted, { tenderId, title, bidderId: approved.sub, bidId: randomUUID(), amountCents: 5000 });
    await waitForNotification(approved, (n) => n.type === 'bid_accepted' && n.message.includes(title));
    let mail;
    for (let i = 0; i < 60 && !mail; i++) {
      mail = (await mailTo(approved.email)).find((m) => m.subject.includes(title));
      if (!mail) await new Promise((r) => setTimeout(r, 250));
    }
    expect(mail?.subject).toBe(`Bid Accepted "${title}" — GeoTender`);
    // The push runs beside the e-mail's queueing, so the e-mail may arrive before the gone connection is deleted.
    await expect.poll(async () => (await ConnectionEntity.get({ connectionId }).go()).data, { timeout: 10_000, interval: 100 }).toBeNull();
  });
});

describe('an event the queue delivers twice', () => {
  it('counts once by its own id: a copy under a new message id (a retry from the dead-letter queue) after the user read one notice and deleted another writes, pushes and e-mails nothing', async () => {
    const { handler: worker } = await import('../../lambdas/features/notifications/workers/notification-worker');
    const { outboxItem } = await import('../../lambdas/table/outbox');
    const tenderId = randomUUID();
    const title = `Again ${tenderId.slice(0, 6)}`;
    // The body as the relay sends it: the event with its own id and time (table/outbox.ts outboxItem).
    const body = outboxItem(deliverablesAccepted, { tenderId, title, creatorId: poster.sub, contractorId: approved.sub }).Put!.Item!.body as string;
    const record = (messageId: string) => eventsRecord(messageId, body);
    expect((await worker({ Records: [record(`first-${tenderId}`)] } as never, workerContext as never)).batchItemFailures).toEqual([]);
    const mine = await waitForNotification(approved, (n) => n.type === 'deliverables_accepted' && n.message.includes(title));
    const admins = await waitForNotification(admin, (n) => n.type === 'admin_deliverables_accepted' && n.message.includes(title));
    await expect.poll(async () => (await mailTo(approved.email)).filter((m) => m.subject.includes(title)).length, { timeout: 15_000, interval: 250 }).toBe(1);
    // The contractor reads theirs; the admin deletes theirs.
    expect((await api(approved.accessToken, 'POST', '/notifications/read', { ids: [mine.notificationId] })).status).toBe(200);
    expect((await api(admin.accessToken, 'DELETE', `/notifications/${admins.notificationId}`)).status).toBe(200);

    const { socket, messages } = await openSocket(approved.accessToken);
    try {
      // The same event again under new message ids, as a retry from the dead-letter queue or a relay's retry sends it.
      expect((await worker({ Records: [record(`moved-back-${tenderId}`)] } as never, workerContext as never)).batchItemFailures).toEqual([]);
      expect((await worker({ Records: [record(`relayed-again-${tenderId}`)] } as never, workerContext as never)).batchItemFailures).toEqual([]);
      await new Promise((r) => setTimeout(r, 3_000));
      const now = (await api(approved.accessToken, 'GET', '/notifications')).body.items.filter((n: { message: string }) => n.message.includes(title));
      expect(now).toEqual([expect.objectContaining({ notificationId: mine.notificationId, isRead: true })]);
      expect((await api(admin.accessToken, 'GET', '/notifications')).body.items.filter((n: { message: string }) => n.message.includes(title))).toEqual([]);
      expect(messages.filter((m) => m.message?.includes(title))).toEqual([]);
      expect((await mailTo(approved.email)).filter((m) => m.subject.includes(title))).toHaveLength(1);
    } finally {
      socket.close();
    }
  }, 40_000);

  it('writes each in-app record once and sends each e-mail once, also when the second delivery is a new queue receive of the same message', async () => {
    const { handler: worker } = await import('../../lambdas/features/notifications/workers/notification-worker');
    const tenderId = randomUUID();
    const title = `Twice ${tenderId.slice(0, 6)}`;
    const record = eventsRecord(`event-${tenderId}`, JSON.stringify({ type: 'bid_accepted', tenderId, title, bidderId: approved.sub, bidId: randomUUID(), amountCents: 4200 }));
    expect((await worker({ Records: [record] } as never, workerContext as never)).batchItemFailures).toEqual([]);
    expect((await worker({ Records: [{ ...record, attributes: { ...record.attributes, ApproximateReceiveCount: '2' } }] } as never, workerContext as never)).batchItemFailures).toEqual([]);

    await waitForNotification(approved, (n) => n.type === 'bid_accepted' && n.message.includes(title));
    const mine = (await api(approved.accessToken, 'GET', '/notifications')).body.items.filter((n: { message: string }) => n.message.includes(title));
    expect(mine).toHaveLength(1);

    let mails: { subject: string }[] = [];
    for (let i = 0; i < 60 && mails.length === 0; i++) {
      mails = (await mailTo(approved.email)).filter((m) => m.subject.includes(title));
      if (mails.length === 0) await new Promise((r) => setTimeout(r, 250));
    }
    // Both e-mail messages have been taken from the queue by now, or will be within a few polls: wait, then count.
    await new Promise((r) => setTimeout(r, 3_000));
    expect((await mailTo(approved.email)).filter((m) => m.subject.includes(title))).toHaveLength(1);
  }, 30_000);
});

/** A WebSocket of `token` to the local realtime gateway, with the messages it receives. */
function openSocket(token: string): Promise<{ socket: WebSocket; messages: { type?: string; message?: string }[] }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${cloud.urls.realtime}?token=${encodeURIComponent(token)}`);
    const messages: { type?: string; message?: string }[] = [];
    socket.on('message', (data) => messages.push(JSON.parse(String(data))));
    socket.once('open', () => resolve({ socket, messages }));
    socket.once('error', reject);
  });
}

describe('an announcement the queue delivers twice', () => {
  it('is shared out as pages that give each approved geodesist one record, one e-mail and a push to their open socket', async () => {
    const { handler: worker } = await import('../../lambdas/features/notifications/workers/notification-worker');
    const { socket, messages } = await openSocket(approved.accessToken);
    const title = `Announced ${randomUUID().slice(0, 6)}`;
    const tenderId = await storeTender(title);
    const record = eventsRecord(`posted-${tenderId}`, JSON.stringify({ type: 'tender_posted', tenderId, title, creatorId: poster.sub }));
    try {
      // The event handled twice queues its pages twice; the local event source hands them to the worker.
      expect((await worker({ Records: [record] } as never, workerContext as never)).batchItemFailures).toEqual([]);
      expect((await worker({ Records: [{ ...record, attributes: { ...record.attributes, ApproximateReceiveCount: '2' } }] } as never, workerContext as never)).batchItemFailures).toEqual([]);

      await waitForNotification(approved, (n) => n.type === 'tender_posted' && n.message.includes(title));
      await expect.poll(() => messages.some((m) => m.type === 'notification' && m.message?.includes(title)), { timeout: 10_000 }).toBe(true);
      let mails: { subject: string }[] = [];
      for (let i = 0; i < 60 && mails.length === 0; i++) {
        mails = (await mailTo(approved.email)).filter((m) => m.subject.includes(title));
        if (mails.length === 0) await new Promise((r) => setTimeout(r, 250));
      }
      // Both pages have been handled by now, or will be within a few polls: wait, then count.
      await new Promise((r) => setTimeout(r, 3_000));
      const mine = (await api(approved.accessToken, 'GET', '/notifications')).body.items.filter((n: { message: string }) => n.message.includes(title));
      expect(mine).toHaveLength(1);
      expect((await mailTo(approved.email)).filter((m) => m.subject.includes(title))).toHaveLength(1);
      expect((await api(pending.accessToken, 'GET', '/notifications')).body.items.some((n: { message: string }) => n.message.includes(title))).toBe(false);
    } finally {
      socket.close();
    }
  }, 40_000);
});
