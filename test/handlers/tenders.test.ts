import './env';
import { CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { BatchGetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../lambdas/domain/schemas';
import { UNSEEN_CHARACTERS_MESSAGE } from '../../lambdas/domain/characters';
import { handler as download } from '../../lambdas/features/tenders/handlers/attachments-download';
import { handler as tendersCreate } from '../../lambdas/features/tenders/handlers/tenders-create';
import { handler as tendersGet } from '../../lambdas/features/tenders/handlers/tenders-get';
import { handler as tendersList } from '../../lambdas/features/tenders/handlers/tenders-list';
import { approvalMessages } from '../../lambdas/api/http-handler';
import { searchMessages } from '../../lambdas/features/tenders/domain/search';
import { TenderWordEntity } from '../../lambdas/features/tenders/data/tender-entities';
import { attachment, attachmentItem, call, callers, ddb, httpEvent, ids, profile, resetMocks, s3, storeProfiles, tender, tenderItem } from './support';

const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37]);
const bytes = (b: Uint8Array) => ({ Body: { transformToByteArray: async () => b } }) as never;
const staged = (name: string) => `staging/${ids.poster}/0f0f0f0f-0000-4000-8000-00000000000${name.length % 10}/${name}`;
const validTender = (attachments: string[]) => ({
  title: 'Boundary survey',
  description: 'Survey of a parcel boundary near the river',
  expiryDate: '2099-06-30',
  attachments,
});

beforeEach(() => {
  resetMocks();
  ddb.on(BatchGetCommand).resolves({ Responses: { 'geotender-test': [] }, UnprocessedKeys: {} });
  storeProfiles(
    profile({ userId: ids.poster, role: 'tenderPoster', company: 'Poster GmbH', phone: '+49 1' }),
    profile({ userId: ids.otherPoster, role: 'tenderPoster' }),
    profile({ userId: ids.geodesist, role: 'geodesist' }),
    profile({ userId: ids.admin, role: 'admin' }),
  );
});

describe('POST /tenders', () => {
  it('answers 400 with the spec messages for a short title, short description and past expiry', async () => {
    const res = await call(tendersCreate, httpEvent({ caller: callers.poster, body: { title: 'abc', description: 'short', expiryDate: '2001-01-01', attachments: [] } }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(messages.titleMin);
    expect(res.body.fieldErrors).toMatchObject({
      title: [messages.titleMin],
      description: [messages.descriptionMin],
      expiryDate: [messages.expiryFuture],
      attachments: [messages.missingAttachments],
    });
  });

  it('answers 400 for a title with a right-to-left override, touching no file and writing nothing', async () => {
    const res = await call(tendersCreate, httpEvent({ caller: callers.poster, body: { ...validTender([staged('plan.pdf')]), title: 'Boundary survey \u202Efdp.exe' } }));
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ title: [UNSEEN_CHARACTERS_MESSAGE] });
    expect(s3.calls()).toHaveLength(0);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('verifies, copies, writes tender and attachments in one transaction, removes staged files and answers 201', async () => {
    const pdf = staged('plan.pdf');
    const bad = staged('fake.png');
    s3.on(HeadObjectCommand, { Key: pdf }).resolves({ ContentLength: 2048, ContentType: 'application/pdf' });
    s3.on(GetObjectCommand, { Key: pdf }).resolves(bytes(PDF));
    s3.on(HeadObjectCommand, { Key: bad }).resolves({ ContentLength: 20, ContentType: 'image/png' });
    s3.on(GetObjectCommand, { Key: bad }).resolves(bytes(new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8])));
    ddb.on(TransactWriteCommand).resolves({});

    const res = await call(tendersCreate, httpEvent({ caller: callers.poster, body: validTender([pdf, bad]) }));

    expect(res.status).toBe(201);
    const t = res.body.tender;
    expect(t).toMatchObject({ status: 'Open', location: 'Not specified', budgetCents: 0, viewCount: 0, bidCount: 0, attachmentsCount: 1, creatorId: ids.poster, contact: null });
    expect(t.projectCode).toBe(t.tenderId.slice(0, 8).toUpperCase());
    expect(res.body.rejected).toEqual([{ filename: 'fake.png', message: 'File content does not match its type: fake.png' }]);

    const transact = ddb.commandCalls(TransactWriteCommand);
    expect(transact).toHaveLength(1);
    const puts = transact[0]!.args[0].input.TransactItems!.map((i) => i.Put!);
    // The timers of the notices 24 hours before the deadline and the question deadline, in the same transaction.
    const timers = puts.filter((p) => p.Item!.__edb_e__ === 'timer');
    expect(timers.map((p) => [p.Item!.key, p.Item!.dueAt])).toEqual([
      [`${t.tenderId}:deadline`, new Date(Date.parse(t.expiryDate) - 86_400_000).toISOString()],
      [`${t.tenderId}:questions`, new Date(Date.parse(t.questionDeadline) - 86_400_000).toISOString()],
    ]);
    const [history, outbox, ...items] = puts.filter((p) => p.Item!.__edb_e__ !== 'timer').reverse();
    items.reverse();
    expect(items).toHaveLength(2);
    // The history's first entry in the same transaction, last: published by the poster.
    expect(history!.Item).toMatchObject({ __edb_e__: 'tenderHistory', tenderId: t.tenderId, kind: 'published', actorRole: 'tenderPoster', actorId: ids.poster, details: {} });
    expect(items.every((p) => p.ConditionExpression?.includes('attribute_not_exists'))).toBe(true);
    // The tender_posted event in the same transaction, last (outbox).
    expect(JSON.parse(outbox!.Item!.body as string)).toMatchObject({ type: 'tender_posted', eventId: `tender_posted:${t.tenderId}`, tenderId: t.tenderId, creatorId: ids.poster });
    expect(items[0]!.Item).toMatchObject({ status: 'Open', searchText: expect.stringContaining('boundary survey') });

    const copy = s3.commandCalls(CopyObjectCommand)[0]!.args[0].input;
    expect(copy.Key).toBe(`tenders/${t.tenderId}/${t.attachments[0].attachmentId}/plan.pdf`);
    expect(copy).toMatchObject({ ContentType: 'application/pdf', CacheControl: 'max-age=3600', MetadataDirective: 'REPLACE' });
    const deleted = s3.commandCalls(DeleteObjectCommand).map((c) => c.args[0].input.Key);
    expect(deleted.sort()).toEqual([bad, pdf].sort());
  });

  it('writes nothing when no file passes: 400 "Please upload at least one attachment" with each file’s message', async () => {
    const bad = staged('fake.pdf');
    s3.on(HeadObjectCommand).resolves({ ContentLength: 20, ContentType: 'application/pdf' });
    s3.on(GetObjectCommand).resolves(bytes(new TextEncoder().encode('not a pdf at all')));
    const res = await call(tendersCreate, httpEvent({ caller: callers.poster, body: validTender([bad]) }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(messages.missingAttachments);
    expect(res.body.fieldErrors.attachments).toEqual(['fake.pdf: File content does not match its type: fake.pdf']);
    expect(s3.commandCalls(DeleteObjectCommand).map((c) => c.args[0].input.Key)).toEqual([bad]);
    expect(s3.commandCalls(CopyObjectCommand)).toHaveLength(0);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('removes the copies when the transaction fails, and answers 409', async () => {
    const pdf = staged('plan.pdf');
    s3.on(HeadObjectCommand).resolves({ ContentLength: 2048, ContentType: 'application/pdf' });
    s3.on(GetObjectCommand).resolves(bytes(PDF));
    ddb.on(TransactWriteCommand).rejects(Object.assign(new Error('cancelled'), { name: 'TransactionCanceledException' }));
    const res = await call(tendersCreate, httpEvent({ caller: callers.poster, body: validTender([pdf]) }));
    expect(res.status).toBe(409);
    const copyKey = s3.commandCalls(CopyObjectCommand)[0]!.args[0].input.Key;
    expect(s3.commandCalls(DeleteObjectCommand).map((c) => c.args[0].input.Key)).toContain(copyKey);
  });

  it('answers 403 when an attachment is under another user’s prefix', async () => {
    const res = await call(tendersCreate, httpEvent({ caller: callers.poster, body: validTender([`staging/${ids.otherPoster}/0f0f0f0f-0000-4000-8000-000000000000/a.pdf`]) }));
    expect(res.status).toBe(403);
    expect(s3.calls()).toHaveLength(0);
  });

  it('refuses admins and geodesists with 403', async () => {
    for (const caller of [callers.admin, callers.geodesist]) {
      const res = await call(tendersCreate, httpEvent({ caller, body: validTender([staged('a.pdf')]) }));
      expect(res.status).toBe(403);
    }
  });
});

function storeTender(t = tender(), files = [attachment()]) {
  ddb.on(QueryCommand, { IndexName: undefined }).resolves({ Items: [tenderItem(t), ...files.map(attachmentItem)] });
}

describe('GET /tenders/{tenderId}', () => {
  it('answers 404 for an unknown tender', async () => {
    ddb.on(QueryCommand).resolves({ Items: [] });
    const res = await call(tendersGet, httpEvent({ caller: callers.admin, path: { tenderId: ids.tender } }));
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Tender not found');
  });

  it('shows an approved geodesist an Open tender with its project code and counts the view', async () => {
    storeTender();
    const res = await call(tendersGet, httpEvent({ caller: callers.geodesist, path: { tenderId: ids.tender } }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ projectCode: 'ABCDEF12', viewCount: 4, contact: null, attachments: [{ filename: 'site-plan.pdf' }] });
    expect(res.body.attachments[0].s3Key).toBeUndefined();
    const update = ddb.commandCalls(UpdateCommand)[0]!.args[0].input;
    expect(update.UpdateExpression).toContain('ADD');
  });

  it('still answers when counting the view fails', async () => {
    storeTender();
    ddb.on(UpdateCommand).rejects(new Error('throttled'));
    const res = await call(tendersGet, httpEvent({ caller: callers.geodesist, path: { tenderId: ids.tender } }));
    expect(res.status).toBe(200);
    expect(res.body.viewCount).toBe(3);
  });

  it('answers 403 to a poster who does not own the tender', async () => {
    storeTender();
    const res = await call(tendersGet, httpEvent({ caller: callers.otherPoster, path: { tenderId: ids.tender } }));
    expect(res.status).toBe(403);
  });

  it('answers 403 to a geodesist for a tender In Progress with someone else', async () => {
    storeTender(tender({ status: 'In Progress', contractorId: ids.otherPoster }));
    const res = await call(tendersGet, httpEvent({ caller: callers.geodesist, path: { tenderId: ids.tender } }));
    expect(res.status).toBe(403);
  });

  it('reveals the poster’s contact to the contractor of an In Progress tender, never to the poster', async () => {
    storeTender(tender({ status: 'In Progress', contractorId: ids.geodesist }));
    const res = await call(tendersGet, httpEvent({ caller: callers.geodesist, path: { tenderId: ids.tender } }));
    expect(res.body.contact).toEqual({ postedBy: 'Poster GmbH', contactPerson: 'Ada Lovelace', contactEmail: 'tenderPoster@example.com', contactPhone: '+49 1' });
    const own = await call(tendersGet, httpEvent({ caller: callers.poster, path: { tenderId: ids.tender } }));
    expect(own.body.contact).toBeNull();
  });

  it('refuses a geodesist awaiting approval and a rejected one with 403 and the reason', async () => {
    storeProfiles(profile({ userId: ids.geodesist, role: 'geodesist', approvalStatus: 'pending' }));
    const pending = await call(tendersGet, httpEvent({ caller: callers.geodesist, path: { tenderId: ids.tender } }));
    expect(pending).toMatchObject({ status: 403, body: { message: approvalMessages.pending } });
    storeProfiles(profile({ userId: ids.geodesist, role: 'geodesist', approvalStatus: 'rejected' }));
    const rejected = await call(tendersGet, httpEvent({ caller: callers.geodesist, path: { tenderId: ids.tender } }));
    expect(rejected).toMatchObject({ status: 403, body: { message: approvalMessages.rejected } });
  });

  it('answers 404 for a malformed tender id', async () => {
    const res = await call(tendersGet, httpEvent({ caller: callers.admin, path: { tenderId: 'bad id!' } }));
    expect(res).toMatchObject({ status: 404, body: { message: 'Tender not found' } });
  });
});

describe('GET /tenders/{tenderId}/attachments/{attachmentId}/download', () => {
  it('gives a 60-second signed link that downloads under the file name', async () => {
    storeTender();
    const res = await call(download, httpEvent({ caller: callers.geodesist, path: { tenderId: ids.tender, attachmentId: ids.attachment } }));
    expect(res.status).toBe(200);
    expect(res.body.expiresInSeconds).toBe(60);
    const url = new URL(res.body.url);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('60');
    expect(url.searchParams.get('response-content-disposition')).toBe(`attachment; filename="site-plan.pdf"; filename*=UTF-8''site-plan.pdf`);
  });

  it('gives an inline link for the preview dialog', async () => {
    storeTender();
    const res = await call(download, httpEvent({ caller: callers.geodesist, path: { tenderId: ids.tender, attachmentId: ids.attachment }, query: { disposition: 'inline' } }));
    expect(res.status).toBe(200);
    expect(new URL(res.body.url).searchParams.get('response-content-disposition')).toBe(`inline; filename="site-plan.pdf"; filename*=UTF-8''site-plan.pdf`);
  });

  it('opens inline only PDF and raster images; any other type, SVG included, downloads with its own type', async () => {
    const inlineLink = async (filename: string, contentType: string) => {
      storeTender(tender(), [attachment({ filename, contentType, s3Key: `tenders/${ids.tender}/${ids.attachment}/${filename}` })]);
      const res = await call(download, httpEvent({ caller: callers.geodesist, path: { tenderId: ids.tender, attachmentId: ids.attachment }, query: { disposition: 'inline' } }));
      expect(res.status).toBe(200);
      const url = new URL(res.body.url);
      return [url.searchParams.get('response-content-disposition')!.split(';')[0], url.searchParams.get('response-content-type')];
    };
    expect(await inlineLink('plan.pdf', 'application/pdf')).toEqual(['inline', 'application/pdf']);
    expect(await inlineLink('photo.png', 'image/png')).toEqual(['inline', 'image/png']);
    expect(await inlineLink('photo.jpg', 'image/jpeg')).toEqual(['inline', 'image/jpeg']);
    expect(await inlineLink('drawing.svg', 'image/svg+xml')).toEqual(['attachment', 'application/octet-stream']);
    expect(await inlineLink('page.html', 'text/html')).toEqual(['attachment', 'application/octet-stream']);
    expect(await inlineLink('notes.txt', 'text/plain')).toEqual(['attachment', 'text/plain']);
    expect(await inlineLink('route.gpx', 'application/gpx+xml')).toEqual(['attachment', 'application/gpx+xml']);
    expect(await inlineLink('plan.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toEqual([
      'attachment',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ]);
  });

  it('answers 404 for an unknown attachment and 403 for a non-owner poster', async () => {
    storeTender();
    const unknown = await call(download, httpEvent({ caller: callers.admin, path: { tenderId: ids.tender, attachmentId: 'ffffffff-0000-4000-8000-000000000000' } }));
    expect(unknown.status).toBe(404);
    const other = await call(download, httpEvent({ caller: callers.otherPoster, path: { tenderId: ids.tender, attachmentId: ids.attachment } }));
    expect(other.status).toBe(403);
  });
});

describe('GET /tenders', () => {
  it('lists Open tenders newest first from the status index, with a cursor for the next page', async () => {
    const items = Array.from({ length: 10 }, (_, i) => tenderItem(tender({ tenderId: `0000000${i}-0000-4000-8000-000000000000`, createdAt: `2026-03-${10 + i}T00:00:00.000Z` })));
    ddb.on(QueryCommand).resolves({ Items: items, LastEvaluatedKey: { pk: 'p', sk: 's', gsi1pk: items[9]!.gsi1pk, gsi1sk: 'k' } });
    const res = await call(tendersList, httpEvent({ caller: callers.geodesist }));
    expect(res.status).toBe(200);
    expect(res.body.items).toHaveLength(10);
    expect(res.body.nextCursor).toEqual(expect.any(String));
    const q = ddb.commandCalls(QueryCommand)[0]!.args[0].input;
    expect(q).toMatchObject({ IndexName: 'gsi1', Limit: 10, ScanIndexForward: false });
    expect(Object.values(q.ExpressionAttributeValues!)).toContain(items[0]!.gsi1pk);

    ddb.on(QueryCommand).resolves({ Items: [] });
    const next = await call(tendersList, httpEvent({ caller: callers.geodesist, query: { cursor: res.body.nextCursor } }));
    expect(next.body).toEqual({ items: [], nextCursor: null });
    expect(ddb.commandCalls(QueryCommand)[1]!.args[0].input.ExclusiveStartKey).toMatchObject({ gsi1sk: 'k' });
  });

  /** A posting of the word index for `token` and the tender `t`, as stored. */
  const posting = (token: string, t: { tenderId: string; createdAt: string }) =>
    TenderWordEntity.put({ token, tenderId: t.tenderId, createdAt: t.createdAt, expiryDate: '2099-01-01T00:00:00.000Z', creatorId: ids.poster, indexedAt: t.createdAt }).params().Item as Record<
      string,
      unknown
    >;
  const numbered = (i: number, overrides: Partial<Parameters<typeof tender>[0]> = {}) =>
    tender({ tenderId: `0000000${i % 10}-0000-4000-8000-00000000000${Math.floor(i / 10)}`, createdAt: `2026-03-${String(28 - i).padStart(2, '0')}T00:00:00.000Z`, ...overrides });

  it('reads the postings of the longest search word and keeps only the tenders that have every word, in scope and not being deleted', async () => {
    const match = numbered(0, { title: 'Põldude piiriüritus', description: 'Boundary survey of the fields' });
    const staleWord = numbered(1, { description: 'A tender whose text no longer has the word' });
    const closed = numbered(2, { title: 'Põldude piirid', description: 'Boundary survey, awarded', status: 'In Progress' });
    const deleting = numbered(3, { title: 'Põldude piirid', description: 'Boundary survey being deleted', deletingAt: '2026-03-30T00:00:00.000Z' });
    const orphan = numbered(4);
    ddb.on(QueryCommand).resolves({ Items: [match, staleWord, closed, deleting, orphan].map((t) => posting('boundary', t)) });
    ddb.on(BatchGetCommand).resolves({ Responses: { 'geotender-test': [match, staleWord, closed, deleting].map(tenderItem) }, UnprocessedKeys: {} });

    const res = await call(tendersList, httpEvent({ caller: callers.admin, query: { scope: 'open', search: 'BOUNDARY pold' } }));
    expect(res.status).toBe(200);
    expect(res.body.items.map((t: { tenderId: string }) => t.tenderId)).toEqual([match.tenderId]);
    expect(res.body.nextCursor).toBeNull();
    const q = ddb.commandCalls(QueryCommand).map((c) => c.args[0].input);
    expect(q).toHaveLength(1);
    expect(q[0]).toMatchObject({ Limit: 10, ScanIndexForward: false });
    expect(q[0]!.IndexName).toBeUndefined();
    expect(Object.values(q[0]!.ExpressionAttributeValues!)).toContain('$geotender#token_boundary');
    expect(q[0]!.FilterExpression).toBeUndefined();
    const keys = ddb.commandCalls(BatchGetCommand)[0]!.args[0].input.RequestItems!['geotender-test']!.Keys!;
    expect(keys).toHaveLength(5);
  });

  it('fills a page from the postings and continues after the last posting shown', async () => {
    const found = Array.from({ length: 12 }, (_, i) => numbered(i));
    ddb.on(QueryCommand).resolves({ Items: found.map((t) => posting('surv', t)), LastEvaluatedKey: { pk: 'x' } });
    ddb.on(BatchGetCommand).resolves({ Responses: { 'geotender-test': found.map(tenderItem) }, UnprocessedKeys: {} });
    const res = await call(tendersList, httpEvent({ caller: callers.admin, query: { search: 'surv' } }));
    expect(res.body.items).toHaveLength(10);
    const next = await call(tendersList, httpEvent({ caller: callers.admin, query: { search: 'surv', cursor: res.body.nextCursor } }));
    expect(next.status).toBe(200);
    const tenth = posting('surv', found[9]!);
    expect(ddb.commandCalls(QueryCommand)[1]!.args[0].input.ExclusiveStartKey).toEqual({ pk: tenth.pk, sk: tenth.sk });
  });

  it('reads expiringSoon from the postings by expiry and a poster’s own from their postings', async () => {
    ddb.on(QueryCommand).resolves({ Items: [] });
    await call(tendersList, httpEvent({ caller: callers.admin, query: { search: 'survey', sort: 'expiringSoon' } }));
    await call(tendersList, httpEvent({ caller: callers.poster, query: { scope: 'mine', search: 'survey' } }));
    const [bySoonest, mine] = ddb.commandCalls(QueryCommand).map((c) => c.args[0].input);
    expect(bySoonest).toMatchObject({ IndexName: 'gsi1', ScanIndexForward: true });
    expect(Object.values(bySoonest!.ExpressionAttributeValues!)).toContain('$geotender#token_survey');
    expect(mine).toMatchObject({ IndexName: 'gsi2', ScanIndexForward: false });
    expect(Object.values(mine!.ExpressionAttributeValues!)).toContain(`$geotender#creatorid_${ids.poster}#token_survey`);
  });

  it.each([
    ['of 1,000 characters', 'a'.repeat(1_000), searchMessages.tooLong],
    ['of only punctuation', '?!…,;:()', searchMessages.noWord],
    ['of 50 words', Array.from({ length: 50 }, (_, i) => 'abcde'[i % 5]).join(' '), searchMessages.tooManyWords],
  ])('answers a search %s with 400 and its message, reading nothing', async (_, search, message) => {
    const res = await call(tendersList, httpEvent({ caller: callers.geodesist, query: { search } }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message, fieldErrors: { search: [message] } });
    expect(ddb.commandCalls(QueryCommand)).toHaveLength(0);
    expect(ddb.commandCalls(BatchGetCommand)).toHaveLength(0);
  });

  it('answers 403 when a poster asks for Open tenders of others', async () => {
    const res = await call(tendersList, httpEvent({ caller: callers.poster, query: { scope: 'open' } }));
    expect(res.status).toBe(403);
    expect(ddb.commandCalls(QueryCommand)).toHaveLength(0);
  });

  it('gives a geodesist an empty "mine" list until contracts exist, reading nothing', async () => {
    const res = await call(tendersList, httpEvent({ caller: callers.geodesist, query: { scope: 'mine' } }));
    expect(res.body).toEqual({ items: [], nextCursor: null });
    expect(ddb.commandCalls(QueryCommand)).toHaveLength(0);
  });

  it('answers 400 for a forged cursor', async () => {
    const cursor = Buffer.from(JSON.stringify({ v: 1, p: [{ pk: 'x', sk: 'y', gsi1pk: 'someone else', gsi1sk: 'z' }] })).toString('base64url');
    const res = await call(tendersList, httpEvent({ caller: callers.geodesist, query: { cursor } }));
    expect(res.status).toBe(400);
  });

  it('lists a poster’s own tenders from the creator index', async () => {
    ddb.on(QueryCommand).resolves({ Items: [] });
    await call(tendersList, httpEvent({ caller: callers.poster, query: { scope: 'mine' } }));
    expect(ddb.commandCalls(QueryCommand)[0]!.args[0].input.IndexName).toBe('gsi2');
  });

  it('answers 403 when a non-admin asks for all tenders', async () => {
    const res = await call(tendersList, httpEvent({ caller: callers.poster, query: { scope: 'all' } }));
    expect(res.status).toBe(403);
  });

  it('merges the five status partitions (Cancelled too) for an admin listing all tenders', async () => {
    ddb.on(QueryCommand).resolves({ Items: [] });
    const res = await call(tendersList, httpEvent({ caller: callers.admin, query: { scope: 'all' } }));
    expect(res.body).toEqual({ items: [], nextCursor: null });
    expect(ddb.commandCalls(QueryCommand)).toHaveLength(5);
  });

  it('orders by expiry on the status-expiry index for expiringSoon', async () => {
    ddb.on(QueryCommand).resolves({ Items: [] });
    await call(tendersList, httpEvent({ caller: callers.geodesist, query: { sort: 'expiringSoon' } }));
    expect(ddb.commandCalls(QueryCommand)[0]!.args[0].input).toMatchObject({ IndexName: 'gsi3', ScanIndexForward: true });
  });
});
