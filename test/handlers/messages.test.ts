/**
 * The messages' routes (lambdas/features/messages/handlers/*.ts): who reads and posts (the poster, the contractor, an
 * admin as GeoTender support; nobody else), the thread writable only while In Progress, each refusal a clear 4xx that
 * writes nothing; a post is one transaction of the message, the thread's kept counts, the tender's check under the
 * rule and the event; mark-read resets the reader's count under its condition; an admin's hide writes the history
 * entry and the event with it; a hidden message shows its reason to the parties.
 */
import './env';
import { CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { GetCommand, QueryCommand, TransactWriteCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { itemOf } from '../../lambdas/table/item-codec';
import { useTable } from '../../lambdas/table/entities';
import { messageThreadModel, tenderMessageModel } from '../../lambdas/features/messages/data/message-models';
import type { MessageItem, ThreadItem } from '../../lambdas/features/messages/data/messages';
import { hiddenText, MAX_MESSAGE_LENGTH, messageMessages, MESSAGE_PAGE_SIZE, SUPPORT_AUTHOR } from '../../lambdas/features/messages/domain/messages';
import { handler as messagesList } from '../../lambdas/features/messages/handlers/messages-list';
import { handler as messagesCreate } from '../../lambdas/features/messages/handlers/messages-create';
import { handler as messagesRead } from '../../lambdas/features/messages/handlers/messages-read';
import { handler as messagesHide } from '../../lambdas/features/messages/handlers/messages-hide';
import { handler as messageFileDownload } from '../../lambdas/features/messages/handlers/message-file-download';
import type { TenderItem } from '../../lambdas/features/tenders/public';
import { call, callers, ddb, httpEvent, ids, PDF_BYTES, profile, resetMocks, s3, storeProfiles, tender, tenderItem } from './support';

const stranger = '55555555-5555-4555-8555-555555555555';
const callerStranger = { sub: stranger, groups: '[geodesist]' };
const FILE_ID = 'bbbbbbbb-0000-4000-8000-000000000001';
const messageId = '001772359200000-5a2c7e91-4d3b-4f8a-a6e0-1b9d3c7f2e54';
const awarded = (overrides: Partial<TenderItem> = {}) => tender({ status: 'In Progress', contractorId: ids.geodesist, ...overrides });

function message(overrides: Partial<MessageItem> = {}): MessageItem {
  return {
    tenderId: ids.tender,
    messageId,
    author: 'poster',
    authorId: ids.poster,
    authorName: 'Ada Lovelace',
    text: 'Which benchmark?',
    postedAt: '2026-03-01T10:00:00.000Z',
    createdAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

/** The tender's partition: the tender's detail query, the thread's page query, GetItems of the thread and a message. */
function store(t: TenderItem, opts: { messages?: MessageItem[]; thread?: Partial<ThreadItem> } = {}) {
  ddb.on(QueryCommand).callsFake((input: QueryCommandInput) => {
    const prefix = String(input.ExpressionAttributeValues?.[':sk1'] ?? '');
    if (prefix.startsWith('$tendermessages')) return { Items: (opts.messages ?? []).map((m) => itemOf(tenderMessageModel, { ...m })) };
    return { Items: [tenderItem(t)] };
  });
  const thread = opts.thread ? itemOf(messageThreadModel, { tenderId: ids.tender, createdAt: '2026-03-01T10:00:00.000Z', ...opts.thread }) : undefined;
  if (thread) ddb.on(GetCommand, { Key: { pk: thread.pk, sk: thread.sk } }).resolves({ Item: thread });
  for (const m of opts.messages ?? []) {
    const item = itemOf(tenderMessageModel, { ...m });
    ddb.on(GetCommand, { Key: { pk: item.pk, sk: item.sk } }).resolves({ Item: item });
  }
}
const transactions = () => ddb.commandCalls(TransactWriteCommand).map((c) => c.args[0].input.TransactItems!);
const cancelled = () => Object.assign(new Error('cancelled'), { name: 'TransactionCanceledException' });
const path = (extra: Record<string, string> = {}) => ({ tenderId: ids.tender, ...extra });

function storeCallers() {
  storeProfiles(
    profile({ userId: ids.poster, role: 'tenderPoster' }),
    profile({ userId: ids.otherPoster, role: 'tenderPoster' }),
    profile({ userId: ids.geodesist, role: 'geodesist', firstName: 'Gerd', lastName: 'Geo', company: 'Geo OÜ' }),
    profile({ userId: stranger, role: 'geodesist' }),
    profile({ userId: ids.admin, role: 'admin', firstName: 'Alice', lastName: 'Admin' }),
  );
}

beforeEach(() => {
  resetMocks();
  useTable();
  storeCallers();
});

describe('GET /tenders/{tenderId}/messages', () => {
  const list = (caller: { sub: string; groups: string }, query?: Record<string, string>) => call(messagesList, httpEvent({ caller, path: path(), ...(query ? { query } : {}) }));

  it('reads one page newest first with the thread’s state, for the poster, the contractor and admins', async () => {
    store(awarded(), { messages: [message()], thread: { lastMessageId: messageId, unreadContractor: 1, lastReadPoster: messageId } });
    const poster = await list(callers.poster);
    expect(poster.status).toBe(200);
    expect(poster.body.items).toEqual([expect.objectContaining({ messageId, author: 'poster', mine: true, text: 'Which benchmark?' })]);
    expect(poster.body.thread).toEqual({ writable: true, readOnlyReason: null, side: 'poster', unread: 0, lastRead: { poster: messageId, contractor: null } });
    const contractor = await list(callers.geodesist);
    expect(contractor.body.thread).toMatchObject({ side: 'contractor', unread: 1 });
    expect(contractor.body.items[0].mine).toBe(false);
    expect((await list(callers.admin)).body.thread).toMatchObject({ side: null, unread: 0 });
    const pageQuery = ddb
      .commandCalls(QueryCommand)
      .map((c) => c.args[0].input)
      .find((i) => String(i.ExpressionAttributeValues?.[':sk1']).startsWith('$tendermessages'))!;
    expect(pageQuery).toMatchObject({ ScanIndexForward: false, Limit: MESSAGE_PAGE_SIZE });
  });

  it('refuses another poster and a geodesist who is not the contractor (403), and answers 404 before an award', async () => {
    store(awarded());
    expect((await list(callers.otherPoster)).status).toBe(403);
    expect((await list(callerStranger)).status).toBe(403);
    resetMocks();
    storeCallers();
    store(tender());
    expect(await list(callers.poster)).toMatchObject({ status: 404, body: { message: messageMessages.noThread } });
  });

  it('is read-only after completion or cancellation, with the reason', async () => {
    for (const status of ['Completed', 'Cancelled'] as const) {
      store(awarded({ status }));
      expect((await list(callers.geodesist)).body.thread).toMatchObject({ writable: false, readOnlyReason: messageMessages.readOnly });
    }
  });

  it('withholds a hidden message’s text and files from the parties and shows the reason; admins still read it', async () => {
    const files = [{ fileId: FILE_ID, filename: 'a.pdf', contentType: 'application/pdf', size: 9, s3Key: `tenders/x/messages/y/${FILE_ID}/a.pdf` }];
    store(awarded(), { messages: [message({ files, hiddenAt: '2026-03-02T10:00:00.000Z', hiddenReason: 'A phone number', hiddenBy: ids.admin })] });
    const party = (await list(callers.geodesist)).body.items[0];
    expect(party).toMatchObject({ text: null, files: [], hidden: { reason: 'A phone number' } });
    expect(hiddenText(party.hidden.reason)).toBe('Hidden by an admin: A phone number');
    expect((await list(callers.admin)).body.items[0]).toMatchObject({ text: 'Which benchmark?', files: [{ fileId: FILE_ID }] });
  });
});

describe('POST /tenders/{tenderId}/messages', () => {
  const post = (body: unknown, caller: { sub: string; groups: string } = callers.poster) => call(messagesCreate, httpEvent({ caller, path: path(), body }));
  beforeEach(() => ddb.on(TransactWriteCommand).resolves({}));

  it('stores the message, the other side’s unread count, the tender’s check, the event and the unread e-mail timer in one transaction', async () => {
    store(awarded());
    const before = Date.now();
    const res = await post({ text: 'Which benchmark do you want tied in?' });
    expect(res.status).toBe(201);
    expect(res.body.message).toMatchObject({ author: 'poster', authorName: 'Ada Lovelace', mine: true, text: 'Which benchmark do you want tied in?', files: [] });
    const [items] = transactions();
    expect(items).toHaveLength(6);
    // The contractor's bell: one unread message more on this tender, in the same transaction.
    const inbox = items![5]!.Update!;
    expect(inbox.Key!.pk).toContain(ids.geodesist);
    expect(inbox.UpdateExpression).toMatch(/ADD/);
    expect(Object.values(inbox.ExpressionAttributeNames!)).toContain('unread');
    // The contractor had nothing unread: their timer, due in 10 minutes, keyed by tender and recipient.
    const timer = items![4]!.Put!.Item!;
    expect(timer).toMatchObject({ type: 'message_unread', key: `${ids.tender}:${ids.geodesist}` });
    expect(Date.parse(timer.dueAt as string) - before).toBeGreaterThanOrEqual(10 * 60_000);
    expect(Date.parse(timer.dueAt as string) - before).toBeLessThan(11 * 60_000);
    expect(items![0]!.Put!.Item).toMatchObject({ __edb_e__: 'tenderMessage', authorId: ids.poster });
    const thread = items![1]!.Update!;
    expect(thread.UpdateExpression).toMatch(/ADD/);
    expect(Object.values(thread.ExpressionAttributeNames!)).toEqual(expect.arrayContaining(['unreadContractor', 'messageCount']));
    expect(Object.values(thread.ExpressionAttributeNames!)).not.toContain('unreadPoster');
    const check = items![2]!.ConditionCheck!;
    expect(Object.values(check.ExpressionAttributeValues!)).toEqual(expect.arrayContaining([ids.poster, 'In Progress']));
    expect(items![3]!.Put!.Item).toMatchObject({ type: 'message_posted' });
    expect(JSON.parse(items![3]!.Put!.Item!.body as string)).toMatchObject({ recipients: [{ userId: ids.geodesist, side: 'contractor' }], author: 'poster' });
  });

  it('sets no new timer for a recipient who has unread messages already (theirs is pending)', async () => {
    store(awarded(), { thread: { lastMessageId: messageId, unreadContractor: 2 } });
    expect((await post({ text: 'And one more thing.' })).status).toBe(201);
    expect(
      transactions()[0]!
        .map((i) => i.Put?.Item?.type)
        .filter(Boolean),
    ).toEqual(['message_posted']);
  });

  it('posts an admin’s message as GeoTender support, unread for both sides, text only', async () => {
    store(awarded());
    const res = await post({ text: 'Please keep contact details in the thread.' }, callers.admin);
    expect(res.body.message).toMatchObject({ author: 'support', authorName: SUPPORT_AUTHOR });
    expect(JSON.stringify(res.body)).not.toContain('Alice');
    const names = Object.values(transactions()[0]![1]!.Update!.ExpressionAttributeNames!);
    expect(names).toEqual(expect.arrayContaining(['unreadPoster', 'unreadContractor']));
    const withFile = await post({ text: 'See.', files: [`staging/${ids.admin}/aaaaaaaa-0000-4000-8000-000000000001/a.pdf`] }, callers.admin);
    expect(withFile).toMatchObject({ status: 400, body: { message: messageMessages.supportNoFiles } });
  });

  it.each([
    ['empty', {}, messageMessages.empty],
    ['blank', { text: '   ' }, messageMessages.textTooLong],
    ['too long', { text: 'x'.repeat(MAX_MESSAGE_LENGTH + 1) }, messageMessages.textTooLong],
  ])('answers 400 for a message %s and writes nothing', async (_label, body, text) => {
    store(awarded());
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.text).toEqual([text]);
    expect(transactions()).toEqual([]);
  });

  it.each([
    ['another poster', callers.otherPoster, awarded(), 403, messageMessages.notParty],
    ['a geodesist who is not the contractor', callerStranger, awarded(), 403, messageMessages.notParty],
    ['before an award', callers.poster, tender(), 404, messageMessages.noThread],
    ['after completion', callers.geodesist, awarded({ status: 'Completed' }), 409, messageMessages.readOnly],
    ['after a cancellation', callers.poster, awarded({ status: 'Cancelled' }), 409, messageMessages.readOnly],
    ['an admin after completion', callers.admin, awarded({ status: 'Completed' }), 409, messageMessages.readOnly],
  ])('refuses %s and writes nothing', async (_label, caller, t, status, text) => {
    store(t);
    expect(await post({ text: 'Hello' }, caller)).toMatchObject({ status, body: { message: text } });
    expect(transactions()).toEqual([]);
  });

  it('a post racing the completion is refused by the condition and says why', async () => {
    let reads = 0;
    ddb.on(QueryCommand).callsFake(() => ({ Items: [tenderItem(reads++ === 0 ? awarded() : awarded({ status: 'Completed' }))] }));
    ddb.on(TransactWriteCommand).rejects(cancelled());
    expect(await post({ text: 'Hello' }, callers.geodesist)).toMatchObject({ status: 409, body: { message: messageMessages.readOnly } });
  });

  it('takes the contractor’s staged file as a deliverable: verified, copied under tenders/{tenderId}/messages/, the staged one removed', async () => {
    store(awarded());
    s3.on(HeadObjectCommand).resolves({ ContentLength: 2048, ContentType: 'application/pdf' });
    s3.on(GetObjectCommand).resolves({ Body: { transformToByteArray: async () => PDF_BYTES } } as never);
    const staged = `staging/${ids.geodesist}/aaaaaaaa-0000-4000-8000-000000000001/sketch.pdf`;
    const res = await post({ files: [staged] }, callers.geodesist);
    expect(res.status).toBe(201);
    expect(res.body.message).toMatchObject({ author: 'contractor', text: null, files: [{ filename: 'sketch.pdf', contentType: 'application/pdf', size: 2048 }] });
    const copy = s3.commandCalls(CopyObjectCommand)[0]!.args[0].input;
    expect(copy.Key).toMatch(new RegExp(`^tenders/${ids.tender}/messages/${res.body.message.messageId}/.+/sketch.pdf$`));
    expect(s3.commandCalls(DeleteObjectCommand).map((c) => c.args[0].input.Key)).toContain(staged);
  });

  it('removes the copied files when the post is refused by the condition (completed meanwhile), writing nothing', async () => {
    let reads = 0;
    ddb.on(QueryCommand).callsFake(() => ({ Items: [tenderItem(reads++ === 0 ? awarded() : awarded({ status: 'Completed' }))] }));
    ddb.on(TransactWriteCommand).rejects(cancelled());
    s3.on(HeadObjectCommand).resolves({ ContentLength: 2048, ContentType: 'application/pdf' });
    s3.on(GetObjectCommand).resolves({ Body: { transformToByteArray: async () => PDF_BYTES } } as never);
    const res = await post({ files: [`staging/${ids.geodesist}/aaaaaaaa-0000-4000-8000-000000000001/sketch.pdf`] }, callers.geodesist);
    expect(res).toMatchObject({ status: 409, body: { message: messageMessages.readOnly } });
    const copied = s3.commandCalls(CopyObjectCommand)[0]!.args[0].input.Key;
    expect(s3.commandCalls(DeleteObjectCommand).map((c) => c.args[0].input.Key)).toContain(copied);
  });

  it('refuses a file of someone else (403) and a file that fails verification (400), writing nothing', async () => {
    store(awarded());
    expect((await post({ files: [`staging/${ids.poster}/aaaaaaaa-0000-4000-8000-000000000001/x.pdf`] }, callers.geodesist)).status).toBe(403);
    s3.on(HeadObjectCommand).resolves({ ContentLength: 2048, ContentType: 'application/pdf' });
    s3.on(GetObjectCommand).resolves({ Body: { transformToByteArray: async () => new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8]) } } as never);
    const bad = await post({ text: 'See.', files: [`staging/${ids.poster}/aaaaaaaa-0000-4000-8000-000000000001/fake.pdf`] });
    expect(bad).toMatchObject({ status: 400, body: { message: messageMessages.fileRejected } });
    expect(transactions()).toEqual([]);
  });
});

describe('POST /tenders/{tenderId}/messages/read', () => {
  const read = (caller: { sub: string; groups: string }, upTo = messageId) => call(messagesRead, httpEvent({ caller, path: path(), body: { upTo } }));

  it('resets the reader’s unread count and records the last read message, under the condition that it is the newest', async () => {
    store(awarded(), { thread: { lastMessageId: messageId, unreadContractor: 3 } });
    ddb.on(TransactWriteCommand).resolves({});
    expect(await read(callers.geodesist)).toMatchObject({ status: 200, body: { unread: 0 } });
    const update = transactions()[0]![0]!.Update!;
    expect(Object.values(update.ExpressionAttributeNames!)).toEqual(expect.arrayContaining(['unreadContractor', 'lastReadContractor', 'lastMessageId']));
    expect(update.ConditionExpression).toContain('=');
    expect(Object.values(update.ExpressionAttributeValues!)).toEqual(expect.arrayContaining([0, messageId]));
    // The reader's pending unread e-mail goes with it.
    expect(JSON.stringify(transactions()[0]![1]!.Delete!.Key)).toContain(`${ids.tender}:${ids.geodesist}`);
    // And the thread leaves the reader's bell.
    const inbox = transactions()[0]![2]!.Delete!.Key!;
    expect([inbox.pk, inbox.sk].join(' ')).toMatch(new RegExp(`${ids.geodesist}.*messageinbox.*${ids.tender}`));
  });

  it('keeps the count when a newer message came meanwhile (the condition fails)', async () => {
    store(awarded(), { thread: { lastMessageId: messageId, unreadPoster: 2 } });
    ddb.on(TransactWriteCommand).rejects(cancelled());
    expect(await read(callers.poster)).toMatchObject({ status: 200, body: { unread: 2 } });
  });

  it('changes nothing for an admin; refuses strangers (403)', async () => {
    store(awarded(), { thread: { lastMessageId: messageId } });
    expect(await read(callers.admin)).toMatchObject({ status: 200, body: { unread: 0 } });
    expect((await read(callers.otherPoster)).status).toBe(403);
    expect(transactions()).toEqual([]);
  });
});

describe('POST /tenders/{tenderId}/messages/{messageId}/hide', () => {
  const hide = (caller: { sub: string; groups: string }, body: unknown = { reason: 'Shared a private phone number' }) => call(messagesHide, httpEvent({ caller, path: path({ messageId }), body }));

  it('hides the message with its history entry and the event telling the author, in one transaction', async () => {
    store(awarded({ status: 'Completed' }), { messages: [message({ author: 'contractor', authorId: ids.geodesist })] });
    ddb.on(TransactWriteCommand).resolves({});
    const res = await hide(callers.admin);
    expect(res.status).toBe(200);
    expect(res.body.message.hidden).toMatchObject({ reason: 'Shared a private phone number' });
    const [items] = transactions();
    expect(items!.map((i) => Object.keys(i)[0])).toEqual(['Update', 'Put', 'Put']);
    expect(items![1]!.Put!.Item).toMatchObject({ kind: 'message_hidden', actorRole: 'admin' });
    expect(JSON.parse(items![2]!.Put!.Item!.body as string)).toMatchObject({ type: 'message_hidden', authorId: ids.geodesist, reason: 'Shared a private phone number' });
  });

  it('refuses a message hidden already (409), an unknown one (404), a missing reason (400) and non-admins (403)', async () => {
    store(awarded(), { messages: [message({ hiddenAt: '2026-03-02T10:00:00.000Z', hiddenReason: 'x' })] });
    expect(await hide(callers.admin)).toMatchObject({ status: 409, body: { message: messageMessages.alreadyHidden } });
    expect((await hide(callers.admin, {})).status).toBe(400);
    expect((await hide(callers.poster)).status).toBe(403);
    resetMocks();
    storeCallers();
    store(awarded());
    expect((await hide(callers.admin)).status).toBe(404);
    expect(transactions()).toEqual([]);
  });
});

describe('GET /tenders/{tenderId}/messages/{messageId}/files/{fileId}', () => {
  const files = [{ fileId: FILE_ID, filename: 'a.pdf', contentType: 'application/pdf', size: 9, s3Key: `tenders/${ids.tender}/messages/${messageId}/${FILE_ID}/a.pdf` }];
  const download = (caller: { sub: string; groups: string }, fileId = FILE_ID) => call(messageFileDownload, httpEvent({ caller, path: path({ messageId, fileId }) }));

  it('signs a 60-second link for the parties and admins; 404 for an unknown file; 403 for others', async () => {
    store(awarded(), { messages: [message({ files })] });
    const res = await download(callers.geodesist);
    expect(res).toMatchObject({ status: 200, body: { expiresInSeconds: 60 } });
    expect(res.body.url).toContain(encodeURIComponent(`messages/${messageId}/${FILE_ID}/a.pdf`).replace(/%2F/g, '/'));
    expect((await download(callers.poster, 'nope')).status).toBe(404);
    expect((await download(callerStranger)).status).toBe(403);
  });

  it('withholds a hidden message’s file from the parties (404), not from admins', async () => {
    store(awarded(), { messages: [message({ files, hiddenAt: '2026-03-02T10:00:00.000Z', hiddenReason: 'x' })] });
    expect((await download(callers.poster)).status).toBe(404);
    expect((await download(callers.admin)).status).toBe(200);
  });
});
