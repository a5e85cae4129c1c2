/**
 * The announcement of a new tender: tender_posted is shared out as page messages of 100 user
 * ids on the events queue, each with the event's origin and its recipients' open connections; a page is
 * notified alone, the same way however often it comes, and a failed page is retried without the others.
 */
import './env';
import { ApiGatewayManagementApiClient, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { SendMessageBatchCommand } from '@aws-sdk/client-sqs';
import { BatchGetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useTable } from '../../lambdas/table/entities';
import { ConnectionEntity } from '../../lambdas/features/notifications/data/notification-entities';
import { announcePage, announceTender, isAnnouncementPage, sendBatches, type AnnouncementPage } from '../../lambdas/features/notifications/announcement';
import { handler } from '../../lambdas/features/notifications/workers/notification-worker';
import type { Profile } from '../../lambdas/features/account/domain/dto';
import { context, ddb, ids, profile, profileItem, resetMocks, sqs } from './support';

const ws = mockClient(ApiGatewayManagementApiClient);
const EVENTS_QUEUE = 'https://sqs.eu-central-1.amazonaws.com/123456789012/events';
const EMAIL_QUEUE = 'https://sqs.eu-central-1.amazonaws.com/123456789012/email';
const origin = { eventId: 'event-1', atMs: Date.parse('2026-03-01T10:00:00.000Z') };
const userId = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
const geodesists = (n: number): Profile[] => Array.from({ length: n }, (_, i) => profile({ userId: userId(i), role: 'geodesist', email: `g${i}@example.com` }));

/** Stored profiles the role index and the batch reads answer from. */
let stored: Profile[];
let openConnections: { connectionId: string; userId: string }[];
let notificationItems: Record<string, unknown>[];

beforeEach(() => {
  resetMocks();
  ws.reset();
  useTable();
  process.env.EVENTS_QUEUE_URL = EVENTS_QUEUE;
  stored = [];
  openConnections = [];
  ddb.on(QueryCommand).callsFake((input: { IndexName?: string; ExclusiveStartKey?: unknown }) => {
    if (input.IndexName === 'gsi3') return { Items: openConnections.map((c) => ConnectionEntity.create({ ...c, expiresAt: 4102444800 }).params().Item) };
    if (input.IndexName === 'gsi2') {
      // The role index of the geodesists (one page, approved or not: the filter is DynamoDB's), of the admins none.
      const role = JSON.stringify(input).includes('role_geodesist') ? 'geodesist' : 'admin';
      return { Items: stored.filter((p) => p.role === role && p.approvalStatus === 'approved').map(profileItem) };
    }
    return { Items: [] };
  });
  notificationItems = [];
  // Profiles, and the notifications written so far (a repeat of an event reads them).
  ddb.on(BatchGetCommand).callsFake((input: { RequestItems: Record<string, { Keys: { pk: string; sk: string }[] }> }) => ({
    Responses: Object.fromEntries(
      Object.entries(input.RequestItems).map(([table, r]) => [
        table,
        r.Keys.flatMap((k) => (k.sk.startsWith('$profile') ? stored.filter((p) => k.pk.endsWith(p.userId)).map(profileItem) : notificationItems.filter((n) => n.pk === k.pk && n.sk === k.sk))),
      ]),
    ),
    UnprocessedKeys: {},
  }));
  ddb.on(TransactWriteCommand).callsFake((input: { TransactItems: { Put: { Item: Record<string, unknown> } }[] }) => {
    notificationItems.push(...input.TransactItems.map((t) => t.Put.Item));
    return {};
  });
  sqs.on(SendMessageBatchCommand).resolves({ Successful: [] });
  ws.on(PostToConnectionCommand).resolves({});
});
afterEach(() => {
  delete process.env.EVENTS_QUEUE_URL;
});

const queuedPages = () =>
  sqs
    .commandCalls(SendMessageBatchCommand)
    .filter((c) => c.args[0].input.QueueUrl === EVENTS_QUEUE)
    .flatMap((c) => c.args[0].input.Entries!.map((e) => JSON.parse(e.MessageBody!) as AnnouncementPage));
/** The in-app records written (one conditional PutItem each). */
const written = () =>
  ddb
    .commandCalls(TransactWriteCommand)
    .flatMap((c) => c.args[0].input.TransactItems!.map((t) => t.Put!.Item!))
    .filter((i) => i.__edb_e__ === 'notification');
const mailKeys = () =>
  sqs
    .commandCalls(SendMessageBatchCommand)
    .filter((c) => c.args[0].input.QueueUrl === EMAIL_QUEUE)
    .flatMap((c) => c.args[0].input.Entries!.map((e) => JSON.parse(e.MessageBody!).dedupeKey as string));

describe('announceTender (tender_posted)', () => {
  it('queues one page message per 100 approved geodesists, with user ids, the origin and their open connections only', async () => {
    stored = [...geodesists(250), profile({ userId: userId(900), role: 'geodesist', approvalStatus: 'pending' })];
    openConnections = [
      { connectionId: 'c-a', userId: userId(5) },
      { connectionId: 'c-b', userId: userId(5) },
      { connectionId: 'c-c', userId: userId(120) },
    ];
    await expect(announceTender({ tenderId: ids.tender, title: 'Parcel 12' }, origin)).resolves.toBe(3);

    const pages = queuedPages();
    expect(pages.map((p) => p.userIds.length)).toEqual([100, 100, 50]);
    expect(pages.flatMap((p) => p.userIds)).toEqual(stored.slice(0, 250).map((p) => p.userId));
    expect(pages.every((p) => p.type === 'tender_posted_page' && p.tenderId === ids.tender && p.title === 'Parcel 12')).toBe(true);
    expect(pages.map((p) => p.origin)).toEqual([origin, origin, origin]);
    expect(pages.map((p) => p.connections)).toEqual([{ [userId(5)]: ['c-a', 'c-b'] }, { [userId(120)]: ['c-c'] }, {}]);
    // No name or address travels on the queue.
    expect(JSON.stringify(pages)).not.toContain('@example.com');
    // The geodesists themselves are notified by the pages, not here; one read of every open connection.
    expect(written()).toHaveLength(0);
    expect(ddb.commandCalls(QueryCommand).filter((c) => c.args[0].input.IndexName === 'gsi3')).toHaveLength(1);
  });

  it('notifies the admins with the event’s origin', async () => {
    stored = [profile({ userId: ids.admin, role: 'admin', email: 'admin@example.com' })];
    await announceTender({ tenderId: ids.tender, title: 'Parcel 12' }, origin);
    expect(written().map((i) => [i.userId, i.type])).toEqual([[ids.admin, 'admin_tender_posted']]);
    expect(mailKeys()).toEqual([`event-1:admin_tender_posted:${ids.admin}`]);
    expect(queuedPages()).toHaveLength(0);
  });

  it('throws when SQS refuses a page, so the event is retried', async () => {
    stored = geodesists(30);
    sqs.on(SendMessageBatchCommand, { QueueUrl: EVENTS_QUEUE }).resolves({ Successful: [], Failed: [{ Id: '0', Code: 'x', SenderFault: false }] });
    await expect(announceTender({ tenderId: ids.tender, title: 'Parcel 12' }, origin)).rejects.toThrow('1 announcement pages were not queued');
  });

  it('announces each page itself when there is no events queue', async () => {
    delete process.env.EVENTS_QUEUE_URL;
    stored = geodesists(150);
    await announceTender({ tenderId: ids.tender, title: 'Parcel 12' }, origin);
    expect(written()).toHaveLength(150);
    expect(sqs.commandCalls(SendMessageBatchCommand).every((c) => c.args[0].input.QueueUrl === EMAIL_QUEUE)).toBe(true);
  });
});

describe('sendBatches', () => {
  it('puts at most ten bodies and 256 KiB in one request', () => {
    expect(sendBatches(Array.from({ length: 23 }, () => 'x')).map((b) => b.length)).toEqual([10, 10, 3]);
    const big = 'y'.repeat(100 * 1024);
    expect(sendBatches([big, big, big, 'z']).map((b) => b.length)).toEqual([2, 2]);
    expect(sendBatches([])).toEqual([]);
  });
});

describe('announcePage', () => {
  const page = (userIds: string[], connections: Record<string, string[]> = {}): AnnouncementPage => ({
    type: 'tender_posted_page',
    tenderId: ids.tender,
    title: 'Parcel 12',
    origin,
    userIds,
    connections,
  });

  it('notifies the recipients still approved geodesists, pushes to the connections the page carries and looks none up', async () => {
    stored = [...geodesists(3), profile({ userId: userId(3), role: 'geodesist', approvalStatus: 'rejected' }), profile({ userId: userId(4), role: 'tenderPoster' })];
    const result = await announcePage(page([0, 1, 2, 3, 4, 5].map(userId), { [userId(1)]: ['c-1'] }));
    expect(result).toEqual({ inApp: 3, emails: 3 });
    expect(written().map((i) => i.userId)).toEqual([userId(0), userId(1), userId(2)]);
    expect(written()[0]).toMatchObject({ type: 'tender_posted', message: 'A new tender has been posted: "Parcel 12"', referenceId: ids.tender, createdAt: '2026-03-01T10:00:00.000Z' });
    expect(ws.commandCalls(PostToConnectionCommand).map((c) => c.args[0].input.ConnectionId)).toEqual(['c-1']);
    expect(ddb.commandCalls(QueryCommand)).toHaveLength(0);
  });

  it('sends a transaction cancelled because some records exist again without them, and pushes only those written', async () => {
    stored = geodesists(3);
    let first = true;
    ddb.on(TransactWriteCommand).callsFake((input: { TransactItems: unknown[] }) => {
      if (!first) return {};
      first = false;
      // The second recipient's record exists (a delivery of the same page running at the same time wrote it).
      throw Object.assign(new Error('Transaction cancelled'), {
        name: 'TransactionCanceledException',
        CancellationReasons: input.TransactItems.map((_, i) => ({ Code: i === 1 ? 'ConditionalCheckFailed' : 'None' })),
      });
    });
    const result = await announcePage(page([0, 1, 2].map(userId), { [userId(0)]: ['c-0'], [userId(1)]: ['c-1'] }));
    expect(result).toEqual({ inApp: 2, emails: 3 });
    const calls = ddb.commandCalls(TransactWriteCommand).map((c) => c.args[0].input.TransactItems!.map((t) => t.Put!.Item!.userId));
    expect(calls).toEqual([
      [userId(0), userId(1), userId(2)],
      [userId(0), userId(2)],
    ]);
    expect(ws.commandCalls(PostToConnectionCommand).map((c) => c.args[0].input.ConnectionId)).toEqual(['c-0']);
  });

  it('writes each record only if absent, and when the page comes twice writes and pushes nothing, and queues the e-mails under the same keys', async () => {
    stored = geodesists(2);
    await announcePage(page([userId(0), userId(1)], { [userId(0)]: ['c-0'] }));
    expect(
      ddb
        .commandCalls(TransactWriteCommand)
        .flatMap((c) => c.args[0].input.TransactItems!)
        .every((t) => /attribute_not_exists/.test(t.Put!.ConditionExpression ?? '')),
    ).toBe(true);
    expect(mailKeys()).toEqual([`event-1:tender_posted:${userId(0)}`, `event-1:tender_posted:${userId(1)}`]);
    expect(ws.commandCalls(PostToConnectionCommand)).toHaveLength(1);
    ddb.resetHistory();
    sqs.resetHistory();
    ws.resetHistory();
    // The e-mails are queued again under the same keys, which the e-mail worker sends once (18 days).
    await expect(announcePage(page([userId(0), userId(1)], { [userId(0)]: ['c-0'] }))).resolves.toEqual({ inApp: 0, emails: 2 });
    expect(written()).toEqual([]);
    expect(mailKeys()).toEqual([`event-1:tender_posted:${userId(0)}`, `event-1:tender_posted:${userId(1)}`]);
    expect(ws.commandCalls(PostToConnectionCommand)).toHaveLength(0);
  });
});

describe('the notification worker with page messages', () => {
  const record = (messageId: string, body: unknown) => ({
    messageId,
    receiptHandle: 'r',
    body: JSON.stringify(body),
    attributes: { ApproximateReceiveCount: '1', SentTimestamp: String(Date.now()) },
    messageAttributes: {},
    md5OfBody: '',
    eventSource: 'aws:sqs',
    eventSourceARN: 'arn:aws:sqs:eu-central-1:1:events',
    awsRegion: 'eu-central-1',
  });

  it('reports only the page that failed, and writes the others', async () => {
    stored = geodesists(3);
    const failing = userId(1);
    ddb.on(TransactWriteCommand).callsFake((input: { TransactItems: { Put: { Item: { userId: string } } }[] }) => {
      if (input.TransactItems.some((t) => t.Put.Item.userId === failing)) throw new Error('throttled');
      return {};
    });
    const pages = [0, 1, 2].map((i) => record(`m-${i}`, { type: 'tender_posted_page', tenderId: ids.tender, title: 'Parcel 12', origin, userIds: [userId(i)], connections: {} }));
    const out = await handler({ Records: pages } as never, context);
    expect(out.batchItemFailures).toEqual([{ itemIdentifier: 'm-1' }]);
    const done = written()
      .map((i) => i.userId as string)
      .filter((id) => id !== failing);
    expect(done.sort()).toEqual([userId(0), userId(2)]);
    // The failed message's first error is kept for the admins' Dead Letters page.
    const kept = ddb.commandCalls(UpdateCommand).map((c) => c.args[0].input);
    expect(kept).toEqual([expect.objectContaining({ Key: { pk: 'queue-failure#m-1', sk: 'first' } })]);
    expect(JSON.stringify(kept[0]!.ExpressionAttributeValues)).toContain('throttled');
  });

  it('shares a tender_posted event out as pages with the queue message as origin', async () => {
    stored = geodesists(2);
    const at = Date.parse('2026-03-02T08:00:00.000Z');
    const event = {
      ...record('m-posted', { type: 'tender_posted', tenderId: ids.tender, title: 'Parcel 12', creatorId: ids.poster }),
      attributes: { ApproximateReceiveCount: '1', SentTimestamp: String(at) },
    };
    expect((await handler({ Records: [event] } as never, context)).batchItemFailures).toEqual([]);
    expect(queuedPages().map((p) => p.origin)).toEqual([{ eventId: 'm-posted', atMs: at }]);
  });
});

describe('isAnnouncementPage', () => {
  it('tells a page from a marketplace event and from a page without its origin', () => {
    expect(isAnnouncementPage({ type: 'tender_posted_page', tenderId: 't', title: 'x', origin, userIds: [], connections: {} })).toBe(true);
    expect(isAnnouncementPage({ type: 'tender_posted', tenderId: 't', title: 'x', creatorId: 'c' })).toBe(false);
    expect(isAnnouncementPage({ type: 'tender_posted_page', tenderId: 't', title: 'x', userIds: [] })).toBe(false);
    expect(isAnnouncementPage(null)).toBe(false);
  });
});
