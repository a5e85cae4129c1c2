import './env';
import { CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { GetCommand, QueryCommand, TransactWriteCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DeliveryFileItem, DeliveryItem, DeliveryWithFiles } from '../../lambdas/features/deliveries/data/deliveries';
import { useTable } from '../../lambdas/table/entities';
import { BidEntity } from '../../lambdas/features/tenders/data/bid-entities';
import { DeliveryEntity, DeliveryFileEntity } from '../../lambdas/features/deliveries/data/delivery-entities';
import type { TenderItem } from '../../lambdas/features/tenders/data/tenders';
import { deliveryMessages, MAX_DELIVERY_NOTES } from '../../lambdas/features/deliveries/domain/delivery';
import { MAX_DELIVERABLE_BYTES } from '../../lambdas/domain/files';
import { fileMessages } from '../../lambdas/domain/files';
import { messages } from '../../lambdas/domain/schemas';
import { handler as deliveriesCreate } from '../../lambdas/features/deliveries/handlers/deliveries-create';
import { handler as deliveriesList } from '../../lambdas/features/deliveries/handlers/deliveries-list';
import { handler as requestChanges } from '../../lambdas/features/deliveries/handlers/deliveries-request-changes';
import { handler as download } from '../../lambdas/features/deliveries/handlers/delivery-files-download';
import { handler as complete } from '../../lambdas/features/deliveries/handlers/tenders-complete';
import { attachment, attachmentItem, call, callers, ddb, httpEvent, ids, profile, resetMocks, s3, storeProfiles, tender, tenderItem } from './support';

const other = { geodesist: '55555555-5555-4555-8555-555555555555' };
const callersMore = { otherGeodesist: { sub: other.geodesist, groups: '[geodesist]' } };
const d1 = 'd1d1d1d1-0000-4000-8000-000000000001';
const d2 = 'd2d2d2d2-0000-4000-8000-000000000002';
const f1 = 'f1f1f1f1-0000-4000-8000-000000000001';

const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37]);
const bytes = (b: Uint8Array) => ({ Body: { transformToByteArray: async () => b } }) as never;
const staged = (name: string, sub = ids.geodesist) => `staging/${sub}/0f0f0f0f-0000-4000-8000-00000000000${name.length % 10}/${name}`;

/** A tender awarded to the geodesist (In Progress). */
const inProgress = (overrides: Partial<TenderItem> = {}) => tender({ status: 'In Progress', contractorId: ids.geodesist, ...overrides });

function delivery(overrides: Partial<DeliveryWithFiles> = {}): DeliveryWithFiles {
  const deliveryId = overrides.deliveryId ?? d1;
  const submittedAt = overrides.submittedAt ?? '2026-03-01T10:00:00.000Z';
  return {
    tenderId: ids.tender,
    deliveryId,
    geodesistId: ids.geodesist,
    notes: 'Survey done',
    status: 'Submitted',
    submittedAt,
    createdAt: submittedAt,
    updatedAt: submittedAt,
    files: [
      {
        tenderId: ids.tender,
        deliveryId,
        fileId: f1,
        filename: 'report.pdf',
        contentType: 'application/pdf',
        size: 4096,
        s3Key: `deliveries/${ids.tender}/${deliveryId}/${f1}/report.pdf`,
        createdAt: submittedAt,
      },
    ],
    ...overrides,
  };
}

function deliveryItems(d: DeliveryWithFiles): Record<string, unknown>[] {
  useTable();
  const { files, ...item } = d;
  return [DeliveryEntity.create(item as DeliveryItem).params().Item, ...files.map((f: DeliveryFileItem) => DeliveryFileEntity.create(f).params().Item)];
}

/**
 * Answers the two queries of the tender's partition: `tenderFiles` (tender + attachment) and
 * `tenderDeliveries` (deliveries + files). Each call may answer from a later state (races).
 */
function store(t: TenderItem | undefined, deliveries: DeliveryWithFiles[] = [], later?: { tender?: TenderItem; deliveries?: DeliveryWithFiles[] }) {
  let tenderReads = 0;
  let deliveryReads = 0;
  ddb.on(QueryCommand).callsFake((input: QueryCommandInput) => {
    const values = JSON.stringify(input.ExpressionAttributeValues ?? {});
    if (values.includes('$tenderdeliveries')) {
      const list = deliveryReads++ > 0 && later?.deliveries ? later.deliveries : deliveries;
      return { Items: list.flatMap(deliveryItems) };
    }
    const current = tenderReads++ > 0 && later?.tender ? later.tender : t;
    return { Items: current ? [tenderItem(current), attachmentItem(attachment())] : [] };
  });
}

function storeBid(amountCents: number) {
  useTable();
  const item = BidEntity.create({
    tenderId: ids.tender,
    bidderId: ids.geodesist,
    bidId: 'b1b1b1b1-0000-4000-8000-000000000001',
    amountCents,
    status: 'Accepted',
    acceptedAt: '2026-02-20T00:00:00.000Z',
  }).params().Item;
  ddb.on(GetCommand, { Key: { pk: item.pk, sk: item.sk } }).resolves({ Item: item });
}

const cancelled = () => Object.assign(new Error('Transaction cancelled'), { name: 'TransactionCanceledException' });
const transactItems = () => ddb.commandCalls(TransactWriteCommand).flatMap((c) => c.args[0].input.TransactItems!);

beforeEach(() => {
  resetMocks();
  storeProfiles(
    profile({ userId: ids.poster, role: 'tenderPoster', company: 'Poster GmbH' }),
    profile({ userId: ids.otherPoster, role: 'tenderPoster' }),
    profile({ userId: ids.geodesist, role: 'geodesist', firstName: 'Gerda', lastName: 'Vermesser', company: 'Vermessung Süd' }),
    profile({ userId: other.geodesist, role: 'geodesist' }),
    profile({ userId: ids.admin, role: 'admin' }),
  );
});

describe('POST /tenders/{tenderId}/deliveries', () => {
  const deliver = (body: unknown, caller = callers.geodesist) => call(deliveriesCreate, httpEvent({ caller, body, path: { tenderId: ids.tender } }));
  const pdf = staged('report.pdf');
  const goodPdf = (key: string, size = 2048) => {
    s3.on(HeadObjectCommand, { Key: key }).resolves({ ContentLength: size, ContentType: 'application/pdf' });
    s3.on(GetObjectCommand, { Key: key }).resolves(bytes(PDF));
  };

  it('verifies a 60 MB deliverable, copies it under deliveries/, writes delivery, file and deliveryCount in one transaction and removes the staged file', async () => {
    store(inProgress());
    goodPdf(pdf, 60 * 1024 * 1024);
    ddb.on(TransactWriteCommand).resolves({});

    const res = await deliver({ files: [pdf], notes: '  Final plan  ' });

    expect(res.status).toBe(201);
    const d = res.body.delivery;
    expect(d).toMatchObject({ tenderId: ids.tender, geodesistId: ids.geodesist, geodesistName: 'Gerda Vermesser', notes: 'Final plan', status: 'Submitted', changeRequest: null });
    expect(d.files).toEqual([{ fileId: expect.any(String), filename: 'report.pdf', contentType: 'application/pdf', size: 60 * 1024 * 1024, createdAt: d.submittedAt, check: null }]);
    expect(JSON.stringify(res.body)).not.toContain('s3Key');
    expect(res.body.rejected).toEqual([]);

    const copy = s3.commandCalls(CopyObjectCommand)[0]!.args[0].input;
    expect(copy.Key).toBe(`deliveries/${ids.tender}/${d.deliveryId}/${d.files[0].fileId}/report.pdf`);
    expect(copy.CopySource).toBe(`geotender-files-test/${pdf}`);

    const items = transactItems();
    expect(items).toHaveLength(8);
    expect(items[0]!.Put!.Item).toMatchObject({ deliveryId: d.deliveryId, status: 'Submitted', notes: 'Final plan', __edb_e__: 'delivery' });
    // The review timers follow (test/handlers/review-timers.test.ts).
    // The history's `delivered` entry in the same transaction, last: by the contractor, with the number of files.
    expect(items[4]!.Put!.Item).toMatchObject({ __edb_e__: 'tenderHistory', tenderId: ids.tender, kind: 'delivered', actorRole: 'geodesist', actorId: ids.geodesist, details: { files: 1 } });
    // The delivery_submitted event in the same transaction, last (outbox).
    expect(JSON.parse(items[3]!.Put!.Item!.body as string)).toMatchObject({
      type: 'delivery_submitted',
      eventId: `delivery_submitted:${d.deliveryId}`,
      creatorId: ids.poster,
      contractorId: ids.geodesist,
    });
    expect(items[1]!.Put!.Item).toMatchObject({ fileId: d.files[0].fileId, s3Key: copy.Key, __edb_e__: 'deliveryFile' });
    const update = items[2]!.Update!;
    expect(update.UpdateExpression).toContain('ADD #deliveryCount :deliveryCount_u0');
    // The rule `deliverable` (domain/delivery-rules.ts) as the condition: In Progress, this contractor, under the limit.
    expect(update.ExpressionAttributeValues).toMatchObject({ ':deliveryCount_u0': 1, ':status0': 'Open', ':status3': 'In Progress', ':contractorId0': ids.geodesist, ':deliveryCount0': 50 });
    expect(update.ConditionExpression).toBe(
      '#status <> :status0 AND #contractorId = :contractorId0 AND #status <> :status1 AND #status <> :status2 AND #status = :status3 AND (attribute_not_exists(#deliveryCount) OR #deliveryCount < :deliveryCount0)',
    );

    expect(s3.commandCalls(DeleteObjectCommand).map((c) => c.args[0].input.Key)).toEqual([pdf]);
  });

  it('delivers the good files and lists the rejected ones with the spec message', async () => {
    store(inProgress());
    const big = staged('huge.zip');
    goodPdf(pdf);
    s3.on(HeadObjectCommand, { Key: big }).resolves({ ContentLength: MAX_DELIVERABLE_BYTES + 1, ContentType: 'application/zip' });
    ddb.on(TransactWriteCommand).resolves({});

    const res = await deliver({ files: [pdf, big] });

    expect(res.status).toBe(201);
    expect(res.body.delivery.notes).toBeNull();
    expect(res.body.rejected).toEqual([{ filename: 'huge.zip', message: fileMessages.tooLarge('huge.zip', '100.00 MB', '100.00 MB') }]);
    // the refused file is deleted at once and never copied
    expect(s3.commandCalls(CopyObjectCommand).map((c) => c.args[0].input.CopySource)).toEqual([`geotender-files-test/${pdf}`]);
    expect(
      s3
        .commandCalls(DeleteObjectCommand)
        .map((c) => c.args[0].input.Key)
        .sort(),
    ).toEqual([big, pdf].sort());
  });

  it('answers 400 "Please upload at least one file..." and writes nothing when no file passes', async () => {
    store(inProgress());
    const fake = staged('fake.pdf');
    s3.on(HeadObjectCommand, { Key: fake }).resolves({ ContentLength: 20, ContentType: 'application/pdf' });
    s3.on(GetObjectCommand, { Key: fake }).resolves(bytes(new TextEncoder().encode('MZ-not-a-pdf')));

    const res = await deliver({ files: [fake] });

    expect(res.status).toBe(400);
    expect(res.body.message).toBe(messages.missingFiles);
    expect(res.body.fieldErrors.files).toEqual([`fake.pdf: ${fileMessages.contentMismatch('fake.pdf')}`]);
    expect(s3.commandCalls(CopyObjectCommand)).toHaveLength(0);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
    expect(s3.commandCalls(DeleteObjectCommand).map((c) => c.args[0].input.Key)).toEqual([fake]);
  });

  it('answers 400 with the spec message for no files and for notes over the limit, reading nothing', async () => {
    const none = await deliver({ files: [] });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(messages.missingFiles);
    const long = await deliver({ files: [pdf], notes: 'x'.repeat(MAX_DELIVERY_NOTES + 1) });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe(deliveryMessages.notesTooLong);
    expect(ddb.commandCalls(QueryCommand)).toHaveLength(0);
  });

  it('refuses a geodesist who is not the contractor with 403 "You are not authorized to deliver this tender", touching no file', async () => {
    store(inProgress());
    const res = await deliver({ files: [staged('report.pdf', other.geodesist)] }, callersMore.otherGeodesist);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(deliveryMessages.notAuthorized);
    expect(s3.calls()).toHaveLength(0);
  });

  it('answers 409 for an Open tender and for a Completed one', async () => {
    store(tender({ status: 'Open' }));
    const open = await deliver({ files: [pdf] });
    expect(open.status).toBe(409);
    expect(open.body.message).toBe(deliveryMessages.notInProgress);

    resetMocks();
    storeProfiles(profile({ userId: ids.geodesist, role: 'geodesist' }));
    store(inProgress({ status: 'Completed' }));
    const done = await deliver({ files: [pdf] });
    expect(done.status).toBe(409);
    expect(done.body.message).toBe(deliveryMessages.completed);
    expect(s3.calls()).toHaveLength(0);
  });

  it('answers 409 once the tender has 50 deliveries', async () => {
    store({ ...inProgress(), deliveryCount: 50 } as TenderItem);
    const res = await deliver({ files: [pdf] });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(deliveryMessages.tooManyDeliveries);
  });

  it('answers 404 for an unknown tender and 403 for a staged file of someone else', async () => {
    store(undefined);
    expect((await deliver({ files: [pdf] })).status).toBe(404);
    resetMocks();
    storeProfiles(profile({ userId: ids.geodesist, role: 'geodesist' }));
    store(inProgress());
    const foreign = await deliver({ files: [staged('report.pdf', other.geodesist)] });
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toBe(deliveryMessages.foreignUpload);
  });

  it('refuses posters and admins by role (403)', async () => {
    expect((await deliver({ files: [pdf] }, callers.poster)).status).toBe(403);
    expect((await deliver({ files: [pdf] }, callers.admin)).status).toBe(403);
  });

  it('removes its copies and answers 409 with the reason when the tender was completed meanwhile', async () => {
    store(inProgress(), [], { tender: inProgress({ status: 'Completed' }) });
    goodPdf(pdf);
    ddb.on(TransactWriteCommand).rejects(cancelled());

    const res = await deliver({ files: [pdf] });

    expect(res.status).toBe(409);
    expect(res.body.message).toBe(deliveryMessages.completed);
    const copied = s3.commandCalls(CopyObjectCommand)[0]!.args[0].input.Key!;
    // the copy is removed; the staged file stays for a retry (it expires with the staging rule)
    expect(s3.commandCalls(DeleteObjectCommand).map((c) => c.args[0].input.Key)).toEqual([copied]);
  });

  it('removes the copies that succeeded when another copy fails, and writes nothing', async () => {
    store(inProgress());
    const second = staged('second.pdf');
    goodPdf(pdf);
    goodPdf(second);
    s3.on(CopyObjectCommand).callsFake((input: { CopySource: string }) => {
      if (input.CopySource.endsWith('second.pdf')) throw Object.assign(new Error('copy failed'), { name: 'InternalError' });
      return {};
    });

    const res = await deliver({ files: [pdf, second] });

    expect(res.status).toBe(500);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
    const firstCopy = s3
      .commandCalls(CopyObjectCommand)
      .map((c) => c.args[0].input)
      .find((i) => i.CopySource!.endsWith('report.pdf'))!.Key;
    expect(s3.commandCalls(DeleteObjectCommand).map((c) => c.args[0].input.Key)).toEqual([firstCopy]);
  });
});

describe('GET /tenders/{tenderId}/deliveries', () => {
  const list = (caller: { sub: string; groups: string }) => call(deliveriesList, httpEvent({ caller, path: { tenderId: ids.tender } }));
  const rounds = () => [
    delivery({ deliveryId: d2, submittedAt: '2026-03-05T00:00:00.000Z', notes: undefined }),
    delivery({ deliveryId: d1, status: 'Changes Requested', changeRequestComment: 'Add the boundary points', changeRequestedAt: '2026-03-02T00:00:00.000Z' }),
  ];

  it('shows the poster every delivery oldest first with its change request, files without keys and the geodesist name', async () => {
    store(inProgress(), rounds());
    const res = await list(callers.poster);
    expect(res.status).toBe(200);
    expect(res.body.items.map((d: { deliveryId: string }) => d.deliveryId)).toEqual([d1, d2]);
    expect(res.body.items[0]).toMatchObject({
      geodesistName: 'Gerda Vermesser',
      status: 'Changes Requested',
      notes: 'Survey done',
      changeRequest: { comment: 'Add the boundary points', requestedAt: '2026-03-02T00:00:00.000Z' },
      files: [{ fileId: f1, filename: 'report.pdf', contentType: 'application/pdf', size: 4096 }],
    });
    expect(res.body.items[1]).toMatchObject({ notes: null, status: 'Submitted', changeRequest: null });
    expect(JSON.stringify(res.body)).not.toContain('deliveries/');
  });

  it('shows them to the contractor and admins too', async () => {
    store(inProgress(), rounds());
    expect((await list(callers.geodesist)).body.items).toHaveLength(2);
    expect((await list(callers.admin)).body.items).toHaveLength(2);
  });

  it('names a geodesist without a profile (an erased account) "Deleted user"', async () => {
    store(inProgress(), [delivery({ geodesistId: other.geodesist })]);
    ddb.on(GetCommand).resolves({});
    storeProfiles(profile({ userId: ids.poster, role: 'tenderPoster' }));
    expect((await list(callers.poster)).body.items[0].geodesistName).toBe('Deleted user');
  });

  it('refuses another poster and a geodesist who is not the contractor with 403, and answers 404 for an unknown tender', async () => {
    store(inProgress(), rounds());
    expect((await list(callers.otherPoster)).status).toBe(403);
    const stranger = await list(callersMore.otherGeodesist);
    expect(stranger.status).toBe(403);
    resetMocks();
    storeProfiles(profile({ userId: ids.admin, role: 'admin' }));
    store(undefined);
    expect((await list(callers.admin)).status).toBe(404);
  });

  it('refuses a geodesist on an Open tender (no contractor yet) with 403', async () => {
    store(tender({ status: 'Open' }), []);
    expect((await list(callersMore.otherGeodesist)).status).toBe(403);
  });
});

describe('GET .../deliveries/{deliveryId}/files/{fileId}/download', () => {
  const get = (caller: { sub: string; groups: string }, disposition?: string, fileId = f1) =>
    call(download, httpEvent({ caller, path: { tenderId: ids.tender, deliveryId: d1, fileId }, query: disposition ? { disposition } : undefined }));
  const storeFile = () => {
    store(inProgress());
    useTable();
    const item = DeliveryFileEntity.create(delivery().files[0]!).params().Item;
    ddb.on(GetCommand, { Key: { pk: item.pk, sk: item.sk } }).resolves({ Item: item });
  };

  it('gives the contractor a 60-second inline link for the preview', async () => {
    storeFile();
    const res = await get(callers.geodesist, 'inline');
    expect(res.status).toBe(200);
    expect(res.body.expiresInSeconds).toBe(60);
    const url = new URL(res.body.url);
    expect(url.pathname).toContain(`deliveries/${ids.tender}/${d1}/${f1}/report.pdf`);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('60');
    expect(url.searchParams.get('response-content-disposition')).toBe(`inline; filename="report.pdf"; filename*=UTF-8''report.pdf`);
    expect(url.searchParams.get('response-content-type')).toBe('application/pdf');
  });

  it('offers a deliverable that is neither a PDF nor a raster image as a download even when the preview asks inline', async () => {
    store(inProgress());
    useTable();
    const item = DeliveryFileEntity.create({ ...delivery().files[0]!, filename: 'site.kml', contentType: 'application/vnd.google-earth.kml+xml' }).params().Item;
    ddb.on(GetCommand, { Key: { pk: item.pk, sk: item.sk } }).resolves({ Item: item });
    const url = new URL((await get(callers.geodesist, 'inline')).body.url);
    expect(url.searchParams.get('response-content-disposition')).toBe(`attachment; filename="site.kml"; filename*=UTF-8''site.kml`);
    expect(url.searchParams.get('response-content-type')).toBe('application/vnd.google-earth.kml+xml');
  });

  it('gives the poster and admins a download under the file name by default', async () => {
    storeFile();
    for (const caller of [callers.poster, callers.admin]) {
      const res = await get(caller);
      expect(res.status).toBe(200);
      expect(new URL(res.body.url).searchParams.get('response-content-disposition')).toMatch(/^attachment; filename="report.pdf"/);
    }
  });

  it('refuses others with 403 and answers 404 for an unknown file and 400 for a bad disposition', async () => {
    storeFile();
    expect((await get(callers.otherPoster)).status).toBe(403);
    expect((await get(callersMore.otherGeodesist)).status).toBe(403);
    const missing = await get(callers.poster, undefined, 'ffffffff-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(deliveryMessages.fileNotFound);
    expect((await get(callers.poster, 'evil')).status).toBe(400);
  });
});

describe('POST .../deliveries/{deliveryId}/request-changes', () => {
  const ask = (caller: { sub: string; groups: string }, body: unknown = { comment: 'Please add the boundary points' }, deliveryId = d1) =>
    call(requestChanges, httpEvent({ caller, body, path: { tenderId: ids.tender, deliveryId } }));

  it('returns a Submitted delivery to the contractor with the comment, conditioned on Submitted and the creator’s In Progress tender', async () => {
    store(inProgress(), [delivery()]);
    ddb.on(TransactWriteCommand).resolves({});

    const res = await ask(callers.poster);

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ deliveryId: d1, status: 'Changes Requested', changeRequest: { comment: 'Please add the boundary points', requestedAt: expect.any(String) } });
    const [check, update, outbox, history] = transactItems();
    expect(outbox!.Put!.Item!.__edb_e__).toBe('outbox');
    // The history's `changes_requested` entry in the same transaction: by the poster; the comment stays with the delivery.
    expect(history!.Put!.Item).toMatchObject({ __edb_e__: 'tenderHistory', tenderId: ids.tender, kind: 'changes_requested', actorRole: 'tenderPoster', actorId: ids.poster, details: {} });
    expect(check!.ConditionCheck).toMatchObject({
      ConditionExpression: '#status = :status0 AND #creatorId = :creatorId0',
      ExpressionAttributeValues: { ':status0': 'In Progress', ':creatorId0': ids.poster },
    });
    expect(update!.Update!.ConditionExpression).toContain('#status = :status0');
    expect(update!.Update!.ExpressionAttributeValues).toMatchObject({ ':status0': 'Submitted', ':status_u0': 'Changes Requested' });
  });

  it('answers 400 with the message for an empty comment', async () => {
    const res = await ask(callers.poster, { comment: '  ' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(messages.changeRequestRequired);
  });

  it('refuses another poster (403) and geodesists by role (403)', async () => {
    store(inProgress(), [delivery()]);
    expect((await ask(callers.otherPoster)).status).toBe(403);
    expect((await ask(callers.geodesist)).status).toBe(403);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('answers 409 for a delivery that is not Submitted or a tender that is not In Progress, and 404 for an unknown delivery', async () => {
    store(inProgress(), [delivery({ status: 'Changes Requested' })]);
    const again = await ask(callers.poster);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(deliveryMessages.changesNotSubmitted);

    resetMocks();
    storeProfiles(profile({ userId: ids.poster, role: 'tenderPoster' }));
    store(inProgress({ status: 'Completed' }), [delivery({ status: 'Accepted' })]);
    const done = await ask(callers.poster);
    expect(done.status).toBe(409);
    expect(done.body.message).toBe(deliveryMessages.changesNotInProgress);

    expect((await ask(callers.poster, undefined, d2)).status).toBe(404);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('answers 409 when the delivery changed between read and write', async () => {
    store(inProgress(), [delivery()]);
    ddb.on(TransactWriteCommand).rejects(cancelled());
    const res = await ask(callers.poster);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(deliveryMessages.changesNotSubmitted);
  });
});

describe('POST /tenders/{tenderId}/complete', () => {
  const accept = (caller: { sub: string; groups: string } = callers.poster) => call(complete, httpEvent({ caller, path: { tenderId: ids.tender } }));

  it('accepts every delivery and completes the tender in one transaction, answering bid, 8 % fee and total', async () => {
    store({ ...inProgress(), deliveryCount: 2 } as TenderItem, [
      delivery({ deliveryId: d1, status: 'Changes Requested', changeRequestComment: 'more', changeRequestedAt: '2026-03-02T00:00:00.000Z' }),
      delivery({ deliveryId: d2, submittedAt: '2026-03-05T00:00:00.000Z' }),
    ]);
    storeBid(123_456);
    ddb.on(TransactWriteCommand).resolves({});

    const res = await accept();

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ bidCents: 123_456, feeCents: 9_876, totalCents: 133_332 });
    expect(res.body.tender).toMatchObject({ status: 'Completed', completedAt: expect.any(String), deliveryCount: 2, acceptedBid: { amountCents: 123_456, bidderName: 'Vermessung Süd' } });

    const items = transactItems();
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(1);
    expect(items).toHaveLength(8);
    // The latest delivery's review timers are cancelled in the same transaction (test/handlers/review-timers.test.ts).
    // The deliverables_accepted event in the same transaction (outbox), then the history's `completed` entry, last, at the completion's time.
    expect(JSON.parse(items[3]!.Put!.Item!.body as string)).toMatchObject({ type: 'deliverables_accepted', eventId: `deliverables_accepted:${ids.tender}` });
    expect(items[4]!.Put!.Item).toMatchObject({ __edb_e__: 'tenderHistory', tenderId: ids.tender, kind: 'completed', actorRole: 'tenderPoster', actorId: ids.poster, at: res.body.tender.completedAt });
    expect(items[0]!.Update!.ExpressionAttributeValues).toMatchObject({ ':status0': 'In Progress', ':creatorId0': ids.poster, ':status_u0': 'Completed', ':deliveryCount0': 2 });
    // a delivery arriving after the read cancels the completion instead of staying Submitted
    expect(items[0]!.Update!.ConditionExpression).toContain('#deliveryCount = :deliveryCount0');
    const deliveryUpdates = items.slice(1, 3).map((i) => i.Update!);
    expect(deliveryUpdates.map((u) => u.ExpressionAttributeValues![':status_u0'])).toEqual(['Accepted', 'Accepted']);
    // the earlier round must still be as read; the latest must still be Submitted
    expect(deliveryUpdates.map((u) => [u.ExpressionAttributeValues![':deliveryId_u0'], u.ExpressionAttributeValues![':status0']])).toEqual([
      [d1, 'Changes Requested'],
      [d2, 'Submitted'],
    ]);
  });

  it('answers 409 and writes nothing when no delivery is Submitted', async () => {
    store(inProgress(), [delivery({ status: 'Changes Requested', changeRequestComment: 'more', changeRequestedAt: '2026-03-02T00:00:00.000Z' })]);
    const res = await accept();
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(deliveryMessages.nothingToAccept);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('answers 409 for a Completed tender and for an Open one', async () => {
    store(inProgress({ status: 'Completed' }), [delivery({ status: 'Accepted' })]);
    expect((await accept()).body.message).toBe(deliveryMessages.alreadyCompleted);
    resetMocks();
    storeProfiles(profile({ userId: ids.poster, role: 'tenderPoster' }));
    store(tender({ status: 'Open' }), []);
    const open = await accept();
    expect(open.status).toBe(409);
    expect(open.body.message).toBe(deliveryMessages.acceptNotInProgress);
  });

  it('refuses another poster (403), geodesists by role (403), and answers 404 for an unknown tender', async () => {
    store(inProgress(), [delivery()]);
    expect((await accept(callers.otherPoster)).status).toBe(403);
    expect((await accept(callers.geodesist)).status).toBe(403);
    resetMocks();
    storeProfiles(profile({ userId: ids.poster, role: 'tenderPoster' }));
    store(undefined);
    expect((await accept()).status).toBe(404);
  });

  it('answers the loser of a race 409 "already accepted"', async () => {
    store(inProgress(), [delivery()], { tender: inProgress({ status: 'Completed' }), deliveries: [delivery({ status: 'Accepted' })] });
    ddb.on(TransactWriteCommand).rejects(cancelled());
    const res = await accept();
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(deliveryMessages.alreadyCompleted);
  });
});
