/**
 * The daily digest of new tenders: a geodesist who chose it gets the in-app record of an announcement but no instant
 * e-mail, and one line in the digest of the event's day (the same announcement twice: the same line); the day's send
 * is a timer at 07:00 Tallinn; the send queues one e-mail per geodesist listing their open tenders, keyed so it goes
 * once, deletes the lines, and a run again sends nothing new. The choice is saved by geodesists only.
 */
import './env';
import { SendMessageBatchCommand } from '@aws-sdk/client-sqs';
import { BatchGetCommand, BatchWriteCommand, PutCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useTable } from '../../lambdas/table/entities';
import { itemOf, recordOf } from '../../lambdas/table/item-codec';
import { notificationPreferencesModel } from '../../lambdas/features/notifications/data/notification-models';
import { digestLineModel } from '../../lambdas/features/notifications/data/digest-models';
import { announcePage, type AnnouncementPage } from '../../lambdas/features/notifications/announcement';
import { sendDigestPage, sendDigests } from '../../lambdas/features/notifications/digest-send';
import { digestDateOf, digestDueAt } from '../../lambdas/features/notifications/domain/digest';
import { handler as preferencesUpdate } from '../../lambdas/features/notifications/handlers/notification-preferences-update';
import { call, callers, ddb, httpEvent, ids, profile, profileItem, resetMocks, sqs, storeProfiles, tender, tenderItem } from './support';
import type { Profile } from '../../lambdas/features/account/domain/dto';
import { userErased } from '../../lambdas/features/account/events';
import { dispatch } from '../../lambdas/features/notifications/event-listeners';
import { AdminGetUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { mockClient } from 'aws-sdk-client-mock';

const EMAIL_QUEUE = process.env.EMAIL_QUEUE_URL!;
const EVENTS_QUEUE = 'https://sqs.eu-central-1.amazonaws.com/123456789012/events';
const userId = (i: number) => `${(i % 16).toString(16)}0000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
// Announced now: the digest of the next 07:00 in Tallinn.
const origin = { eventId: 'tender_posted:t-1', atMs: Date.now() };
const DAY = digestDateOf(origin.atMs);
const page = (userIds: string[], tenderId = ids.tender, title = 'Parcel 12'): AnnouncementPage => ({ type: 'tender_posted_page', tenderId, title, origin, userIds });

/** The fake table: profiles, preferences, tenders and digest lines by key; BatchWrite, Put and Query act on it. */
let table: Map<string, Record<string, unknown>>;
/** BatchWriteItem requests still to refuse (a throttled delete). */
let refuseWrites = 0;
const put = (item: Record<string, unknown>) => table.set(`${item.pk}|${item.sk}`, item);
const lines = () => [...table.values()].filter((i) => i.__edb_e__ === 'digestLine').map((i) => recordOf<{ userId: string; tenderId: string; date: string }>(digestLineModel, i)!);
const mails = () =>
  sqs
    .commandCalls(SendMessageBatchCommand)
    .filter((c) => c.args[0].input.QueueUrl === EMAIL_QUEUE)
    .flatMap((c) => c.args[0].input.Entries!.map((e) => JSON.parse(e.MessageBody!)));

function geodesist(i: number, choice?: { newTenderEmail?: string; new_tender?: string }): Profile {
  const p = profile({ userId: userId(i), role: 'geodesist', email: `g${i}@example.com`, firstName: `G${i}` });
  put(profileItem(p));
  if (choice) put(itemOf(notificationPreferencesModel, { userId: p.userId, updatedAt: '2026-01-01T00:00:00.000Z', ...choice }));
  return p;
}

beforeEach(() => {
  resetMocks();
  useTable();
  table = new Map();
  refuseWrites = 0;
  ddb.on(BatchGetCommand).callsFake((input: { RequestItems: Record<string, { Keys: { pk: string; sk: string }[] }> }) => ({
    Responses: Object.fromEntries(Object.entries(input.RequestItems).map(([t, r]) => [t, r.Keys.flatMap((k) => table.get(`${k.pk}|${k.sk}`) ?? [])])),
    UnprocessedKeys: {},
  }));
  ddb.on(BatchWriteCommand).callsFake((input: { RequestItems: Record<string, { PutRequest?: { Item: Record<string, unknown> }; DeleteRequest?: { Key: { pk: string; sk: string } } }[]> }) => {
    if (refuseWrites > 0 && refuseWrites--) throw new Error('throttled');
    for (const r of Object.values(input.RequestItems).flat()) {
      if (r.PutRequest) put(r.PutRequest.Item);
      if (r.DeleteRequest) table.delete(`${r.DeleteRequest.Key.pk}|${r.DeleteRequest.Key.sk}`);
    }
    return { UnprocessedItems: {} };
  });
  ddb.on(PutCommand).callsFake((input: { Item: Record<string, unknown> }) => (put(input.Item), {}));
  ddb.on(QueryCommand).callsFake((input: { ExpressionAttributeValues: Record<string, string>; KeyConditionExpression: string; Limit?: number; ExclusiveStartKey?: { sk: string } }) => {
    const pk = input.ExpressionAttributeValues[':pk'];
    const sk = input.ExpressionAttributeValues[':sk1'];
    const all = [...table.values()]
      .filter((i) => i.pk === pk && String(i.sk).startsWith(sk ?? '') && (!input.ExclusiveStartKey || String(i.sk) > input.ExclusiveStartKey.sk))
      .sort((a, b) => String(a.sk).localeCompare(String(b.sk)));
    const items = input.Limit ? all.slice(0, input.Limit) : all;
    return { Items: items, ...(input.Limit && all.length > input.Limit ? { LastEvaluatedKey: { pk, sk: items.at(-1)!.sk } } : {}) };
  });
  ddb.on(TransactWriteCommand).resolves({});
  sqs.on(SendMessageBatchCommand).resolves({ Successful: [] });
});
afterEach(() => {
  delete process.env.EVENTS_QUEUE_URL;
});

describe('collecting the digest (announcePage)', () => {
  it('records and e-mails an instant geodesist at once, and gives a digest geodesist the in-app record and one line, no e-mail', async () => {
    geodesist(1);
    geodesist(2, { newTenderEmail: 'digest' });
    const result = await announcePage(page([userId(1), userId(2)]));
    expect(result).toEqual({ inApp: 2, emails: 1 });
    expect(mails().map((m) => m.to)).toEqual([['g1@example.com']]);
    expect(lines()).toEqual([expect.objectContaining({ userId: userId(2), tenderId: ids.tender, date: DAY, title: 'Parcel 12', announcedAt: new Date(origin.atMs).toISOString() })]);
    // The lines expire by TTL a week after their day's send.
    const stored = [...table.values()].find((i) => i.__edb_e__ === 'digestLine')!;
    expect(stored.expiresAt).toBe(Date.parse(digestDueAt(DAY)) / 1000 + 7 * 86_400);
    // The day's send: the timer of that day at 07:00 Tallinn.
    const timer = ddb.commandCalls(PutCommand).map((c) => c.args[0].input.Item!);
    expect(timer).toEqual([expect.objectContaining({ type: 'digest_due', key: DAY, dueAt: digestDueAt(DAY), eventId: `digest_due:${DAY}` })]);
  });

  it('puts the line of a page handled after its day’s send (a retry across 07:00) into the next digest', async () => {
    geodesist(2, { newTenderEmail: 'digest' });
    const late = { ...origin, atMs: origin.atMs - 2 * 86_400_000 };
    await announcePage({ ...page([userId(2)]), origin: late });
    expect(digestDateOf(late.atMs)).not.toBe(DAY);
    expect(lines().map((l) => l.date)).toEqual([DAY]);
  });

  it('writes the same one line when the same announcement comes twice', async () => {
    geodesist(2, { newTenderEmail: 'digest' });
    await announcePage(page([userId(2)]));
    await announcePage(page([userId(2)]));
    expect(lines()).toHaveLength(1);
    expect(mails()).toEqual([]);
  });

  it('collects nothing for a digest geodesist who takes new tenders in the app only', async () => {
    geodesist(3, { newTenderEmail: 'digest', new_tender: 'in_app' });
    await announcePage(page([userId(3)]));
    expect(lines()).toEqual([]);
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
  });
});

describe('the 07:00 send', () => {
  async function collectTwoTenders() {
    geodesist(1, { newTenderEmail: 'digest' });
    geodesist(2, { newTenderEmail: 'digest' });
    geodesist(3, { newTenderEmail: 'digest' });
    put(tenderItem(tender({ tenderId: ids.tender, title: 'Parcel 12' })));
    put(tenderItem(tender({ tenderId: ids.attachment, title: 'Road corridor' })));
    await announcePage(page([userId(1), userId(2), userId(3)]));
    await announcePage(page([userId(1)], ids.attachment, 'Road corridor'));
  }

  it('queues one page per shard of the day on the events queue', async () => {
    process.env.EVENTS_QUEUE_URL = EVENTS_QUEUE;
    await expect(sendDigests(DAY)).resolves.toBe(16);
    const pages = sqs
      .commandCalls(SendMessageBatchCommand)
      .filter((c) => c.args[0].input.QueueUrl === EVENTS_QUEUE)
      .flatMap((c) => c.args[0].input.Entries!.map((e) => JSON.parse(e.MessageBody!)));
    expect(pages.map((p) => p.shard).join('')).toBe('0123456789abcdef');
    expect(pages.every((p) => p.type === 'digest_page' && p.date === DAY)).toBe(true);
  });

  it('sends one e-mail per geodesist listing their tenders with links and unsubscribe, keyed by person and day, and deletes the lines', async () => {
    await collectTwoTenders();
    sqs.resetHistory();
    await sendDigests(DAY);
    const sent = mails();
    expect(sent.map((m) => m.to[0]).sort()).toEqual(['g1@example.com', 'g2@example.com', 'g3@example.com']);
    const first = sent.find((m) => m.to[0] === 'g1@example.com');
    expect(first.dedupeKey).toBe(`digest:${userId(1)}:${DAY}`);
    expect(first.subject).toBe('2 new tenders for you — GeoTender daily digest');
    expect(first.text).toContain(`- Parcel 12\n  https://geotender.example/geodesist/tender/${ids.tender}`);
    expect(first.text).toContain('- Road corridor');
    expect(first.text).toContain('Unsubscribe from these e-mails: https://geotender.example/unsubscribe?token=');
    expect(first.headers).toEqual([
      { name: 'List-Unsubscribe', value: expect.stringMatching(/^<https:\/\/api\.geotender\.example\/unsubscribe\?token=[^>]+>$/) },
      { name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' },
    ]);
    expect(sent.find((m) => m.to[0] === 'g2@example.com').subject).toBe('1 new tender for you — GeoTender daily digest');
    expect(lines()).toEqual([]);

    // A run again (the timer's event or a page delivered twice): the lines are gone, nothing is sent.
    sqs.resetHistory();
    await sendDigests(DAY);
    expect(mails()).toEqual([]);
  });

  it('queues the same keys when a page runs again before its lines were deleted, so the e-mail worker sends each once', async () => {
    await collectTwoTenders();
    sqs.resetHistory();
    refuseWrites = 1;
    await expect(sendDigestPage({ date: DAY, shard: '1' })).rejects.toThrow('throttled');
    const firstKeys = mails().map((m) => m.dedupeKey);
    await sendDigestPage({ date: DAY, shard: '1' });
    expect(mails().map((m) => m.dedupeKey)).toEqual([...firstKeys, ...firstKeys]);
    expect(firstKeys).toEqual([`digest:${userId(1)}:${DAY}`]);
  });

  it('leaves out a tender no longer open, and a geodesist who unsubscribed meanwhile, and still deletes their lines', async () => {
    await collectTwoTenders();
    put(tenderItem(tender({ tenderId: ids.attachment, title: 'Road corridor', status: 'Cancelled' })));
    put(itemOf(notificationPreferencesModel, { userId: userId(2), updatedAt: '2026-01-02T00:00:00.000Z', newTenderEmail: 'digest', new_tender: 'in_app' }));
    sqs.resetHistory();
    await sendDigests(DAY);
    const sent = mails();
    expect(sent.map((m) => m.to[0]).sort()).toEqual(['g1@example.com', 'g3@example.com']);
    expect(sent.find((m) => m.to[0] === 'g1@example.com').text).not.toContain('Road corridor');
    expect(lines()).toEqual([]);
  });

  it('pages a shard: a recipient whose lines run past the page waits for the next page, which is queued', async () => {
    process.env.EVENTS_QUEUE_URL = EVENTS_QUEUE;
    // 60 geodesists of shard 0, two tenders each: 120 lines, more than a page of 100.
    const many = Array.from({ length: 60 }, (_, k) => geodesist(k * 16, { newTenderEmail: 'digest' }));
    put(tenderItem(tender({ tenderId: ids.tender, title: 'Parcel 12' })));
    put(tenderItem(tender({ tenderId: ids.attachment, title: 'Road corridor' })));
    await announcePage(page(many.map((p) => p.userId)));
    await announcePage(
      page(
        many.map((p) => p.userId),
        ids.attachment,
        'Road corridor',
      ),
    );
    sqs.resetHistory();
    // 100 lines read: the 50th recipient may have more beyond them, so 49 are sent and their 98 lines deleted.
    await expect(sendDigestPage({ date: DAY, shard: '0' })).resolves.toBe(49);
    expect(mails().every((m) => m.subject.startsWith('2 new tenders'))).toBe(true);
    expect(lines()).toHaveLength(22);
    const next = sqs.commandCalls(SendMessageBatchCommand).filter((c) => c.args[0].input.QueueUrl === EVENTS_QUEUE);
    expect(next.map((c) => JSON.parse(c.args[0].input.Entries![0]!.MessageBody!))).toEqual([{ type: 'digest_page', date: DAY, shard: '0' }]);
    await expect(sendDigestPage({ date: DAY, shard: '0' })).resolves.toBe(11);
    expect(new Set(mails().map((m) => m.to[0])).size).toBe(60);
    expect(lines()).toEqual([]);
  });
});

describe('PUT /me/notification-preferences: the digest choice', () => {
  it('saves a geodesist’s digest choice and answers it', async () => {
    ddb.on(UpdateCommand).resolves({ Attributes: itemOf(notificationPreferencesModel, { userId: ids.geodesist, updatedAt: 'x', newTenderEmail: 'digest' }) });
    storeProfiles(profile({ userId: ids.geodesist, role: 'geodesist' }));
    const res = await call(preferencesUpdate, httpEvent({ caller: callers.geodesist, body: { preferences: {}, newTenderEmail: 'digest' } }));
    expect(res.status).toBe(200);
    expect(res.body.newTenderEmail).toBe('digest');
    expect(Object.values(ddb.commandCalls(UpdateCommand)[0]!.args[0].input.ExpressionAttributeValues!)).toContain('digest');
  });

  it('refuses the digest choice from another role, and an unknown choice, saving nothing', async () => {
    storeProfiles(profile({ userId: ids.poster, role: 'tenderPoster' }), profile({ userId: ids.geodesist, role: 'geodesist' }));
    const poster = await call(preferencesUpdate, httpEvent({ caller: callers.poster, body: { preferences: {}, newTenderEmail: 'digest' } }));
    expect(poster).toEqual({
      status: 400,
      body: { message: 'Only geodesists choose between instant e-mails and a daily digest', fieldErrors: { newTenderEmail: ['Only geodesists choose between instant e-mails and a daily digest'] } },
    });
    const unknown = await call(preferencesUpdate, httpEvent({ caller: callers.geodesist, body: { preferences: {}, newTenderEmail: 'weekly' } }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Choose instant e-mails or a daily digest');
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);
  });
});

describe('privacy: the lines of a person’s digest', () => {
  it('are in their data export, and the erasure deletes them', async () => {
    const p = geodesist(5, { newTenderEmail: 'digest' });
    geodesist(6, { newTenderEmail: 'digest' });
    await announcePage(page([p.userId, userId(6)]));
    const cognito = mockClient(CognitoIdentityProviderClient);
    cognito.on(AdminGetUserCommand).resolves({ Username: p.userId, UserAttributes: [] });
    const { readUserRecords } = await import('../../lambdas/features/privacy/data/user-records');
    const { exportDocument } = await import('../../lambdas/features/privacy/export-document');
    const { document } = await exportDocument(p.userId, 'export-1', await readUserRecords(p.userId), 'https://geotender.example');
    expect(document.newTenderDigest).toEqual([{ date: DAY, tenderId: ids.tender, tenderTitle: 'Parcel 12', announcedAt: new Date(origin.atMs).toISOString() }]);
    cognito.restore();

    await dispatch({ type: userErased.type, ...userErased.example, userId: p.userId });
    expect(lines().map((l) => l.userId)).toEqual([userId(6)]);
  });
});
