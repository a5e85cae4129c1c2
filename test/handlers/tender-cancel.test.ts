import './env';
import { CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { handler as tenderCancel } from '../../lambdas/features/procurement/handlers/tender-cancel';
import { handler as cancellationGet } from '../../lambdas/features/procurement/handlers/tender-cancellation-get';
import { cancelMessages, MAX_CANCEL_TEXT } from '../../lambdas/features/procurement/domain/cancellation';
import { tenderMessages } from '../../lambdas/features/tenders/domain/tender';
import type { TenderItem } from '../../lambdas/features/tenders/data/tenders';
import { BidEntity } from '../../lambdas/features/tenders/data/bid-entities';
import { useTable } from '../../lambdas/table/entities';
import { attachment, attachmentItem, call, callers, ddb, expectRouteResponse, httpEvent, ids, PDF_BYTES, profile, resetMocks, s3, storeProfiles, tender, tenderItem } from './support';

const cancelled = () => Object.assign(new Error('Transaction cancelled'), { name: 'TransactionCanceledException' });
const transactItems = () => ddb.commandCalls(TransactWriteCommand).flatMap((c) => c.args[0].input.TransactItems!);
const writes = () => ddb.commandCalls(TransactWriteCommand).length + ddb.commandCalls(UpdateCommand).length;
const staged = (name = 'cancellation-notice.pdf') => `staging/${ids.poster}/aaaaaaaa-0000-4000-8000-000000000009/${name}`;

/** The tender's partition: `t` at the first read, `later` at the next ones (a change meanwhile). */
function store(t: TenderItem | undefined, later?: TenderItem) {
  let reads = 0;
  ddb.on(QueryCommand).callsFake((input: QueryCommandInput) => {
    void input;
    const current = reads++ > 0 && later ? later : t;
    return { Items: current ? [tenderItem(current), attachmentItem(attachment())] : [] };
  });
}

/** The geodesist's bid on the tender (so a cancelled tender stays readable to them). */
function storeOwnBid(status: 'Pending' | 'Cancelled') {
  useTable();
  const item = BidEntity.create({ tenderId: ids.tender, bidderId: ids.geodesist, bidId: 'b1b1b1b1-0000-4000-8000-000000000001', amountCents: 5000, status }).params().Item;
  ddb.on(GetCommand, { Key: { pk: item.pk, sk: item.sk } }).resolves({ Item: item });
}

const cancel = (caller: (typeof callers)[keyof typeof callers], body: unknown) => call(tenderCancel, httpEvent({ caller, path: { tenderId: ids.tender }, body }));

beforeEach(() => {
  resetMocks();
  storeProfiles(
    profile({ userId: ids.poster, role: 'tenderPoster' }),
    profile({ userId: ids.otherPoster, role: 'tenderPoster' }),
    profile({ userId: ids.geodesist, role: 'geodesist' }),
    profile({ userId: ids.admin, role: 'admin' }),
  );
  ddb.on(TransactWriteCommand).resolves({});
});

describe('POST /tenders/{tenderId}/cancel: refusals (a clear 4xx, nothing written)', () => {
  it.each([
    ['no reason', {}, 'reason', cancelMessages.reasonRequired],
    ['an unknown reason', { reason: 'bored' }, 'reason', cancelMessages.reasonRequired],
    ['reason other without a text', { reason: 'other', text: '  ' }, 'text', cancelMessages.textRequired],
    ['a text over the limit', { reason: 'no_longer_needed', text: 'x'.repeat(MAX_CANCEL_TEXT + 1) }, 'text', cancelMessages.textTooLong],
  ])('answers 400 for %s', async (_label, body, field, message) => {
    store(tender());
    const res = await cancel(callers.poster, body);
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors[field]).toEqual([message]);
    expect(writes()).toBe(0);
  });

  it('answers 409 for a Completed (or Finished) tender, even to an admin', async () => {
    for (const status of ['Completed', 'Finished'] as const) {
      store(tender({ status, contractorId: ids.geodesist, deliveryCount: 1 }));
      const res = await cancel(callers.admin, { reason: 'no_longer_needed' });
      expect(res).toMatchObject({ status: 409, body: { message: cancelMessages.finished } });
    }
    expect(writes()).toBe(0);
  });

  it("answers 403 to a poster for someone else's tender, and to a geodesist", async () => {
    store(tender({ creatorId: ids.otherPoster }));
    expect((await cancel(callers.poster, { reason: 'no_longer_needed' })).status).toBe(403);
    store(tender());
    expect((await cancel(callers.geodesist, { reason: 'no_longer_needed' })).status).toBe(403);
    expect(writes()).toBe(0);
  });

  it('answers 409 to the poster of an In Progress tender after a delivery; an admin may still cancel it', async () => {
    store(tender({ status: 'In Progress', contractorId: ids.geodesist, deliveryCount: 1 }));
    const res = await cancel(callers.poster, { reason: 'requirements_changed' });
    expect(res).toMatchObject({ status: 409, body: { message: cancelMessages.delivered } });
    expect(writes()).toBe(0);
    expect((await cancel(callers.admin, { reason: 'requirements_changed' })).status).toBe(200);
  });

  it('answers 409 to a second cancel', async () => {
    store(tender({ status: 'Cancelled' }));
    const res = await cancel(callers.poster, { reason: 'no_longer_needed' });
    expect(res).toMatchObject({ status: 409, body: { message: cancelMessages.alreadyCancelled } });
    expect(writes()).toBe(0);
  });

  it('answers 404 for an unknown tender', async () => {
    store(undefined);
    expect((await cancel(callers.admin, { reason: 'no_longer_needed' })).status).toBe(404);
  });

  it("refuses a document from another user's staging area and an admin's document with 403", async () => {
    store(tender());
    const foreign = `staging/${ids.otherPoster}/aaaaaaaa-0000-4000-8000-000000000009/notice.pdf`;
    expect(await cancel(callers.poster, { reason: 'other', text: 'See the notice', document: foreign })).toMatchObject({ status: 403, body: { message: cancelMessages.documentNotYours } });
    expect(await cancel(callers.admin, { reason: 'other', text: 'See the notice', document: staged() })).toMatchObject({ status: 403, body: { message: cancelMessages.documentByPosters } });
    expect(writes()).toBe(0);
    expect(s3.commandCalls(CopyObjectCommand)).toHaveLength(0);
  });

  it('answers 409 with the reason when the tender was awarded and delivered meanwhile, and removes the copied document', async () => {
    store(tender(), tender({ status: 'In Progress', contractorId: ids.geodesist, deliveryCount: 1 }));
    s3.on(HeadObjectCommand).resolves({ ContentLength: 2048, ContentType: 'application/pdf' });
    s3.on(GetObjectCommand).resolves({ Body: { transformToByteArray: async () => PDF_BYTES } } as never);
    ddb.on(TransactWriteCommand).rejects(cancelled());
    const res = await cancel(callers.poster, { reason: 'no_longer_needed', document: staged() });
    expect(res).toMatchObject({ status: 409, body: { message: cancelMessages.delivered } });
    const copied = s3.commandCalls(CopyObjectCommand)[0]!.args[0].input.Key!;
    expect(s3.commandCalls(DeleteObjectCommand).map((c) => c.args[0].input.Key)).toEqual([copied]);
  });

  it('answers 409 "changed meanwhile" when the tender was awarded meanwhile but may still be cancelled', async () => {
    store(tender(), tender({ status: 'In Progress', contractorId: ids.geodesist }));
    ddb.on(TransactWriteCommand).rejects(cancelled());
    expect(await cancel(callers.poster, { reason: 'no_longer_needed' })).toMatchObject({ status: 409, body: { message: tenderMessages.changedMeanwhile } });
  });
});

describe('POST /tenders/{tenderId}/cancel: the transaction', () => {
  it('cancels an Open tender in ONE transaction: the tender (off the map, under the rule and the version check), the history entry and the event', async () => {
    store(tender({ siteCell: 'ud9', siteGeohash: 'ud9abcdef', siteLon: 26.7, siteLat: 58.4 }));
    const res = await cancel(callers.poster, { reason: 'budget_withdrawn', text: ' The budget was cut ' });
    expect(res.status).toBe(200);
    expectRouteResponse('tender-cancel', res.body);
    expect(res.body).toMatchObject({ reason: 'budget_withdrawn', reasonLabel: 'Budget withdrawn', text: 'The budget was cut', cancelledByRole: 'tenderPoster', document: null });

    const items = transactItems();
    expect(items).toHaveLength(5);
    // No notice before a deadline of a cancelled tender: both timers go in the same transaction.
    expect(items.slice(3).map((i) => i.Delete!.Key!.pk)).toEqual([expect.stringContaining(`${ids.tender}:deadline`), expect.stringContaining(`${ids.tender}:questions`)]);
    const update = items[0]!.Update!;
    expect(update.UpdateExpression).toMatch(/REMOVE/);
    expect(Object.values(update.ExpressionAttributeNames!)).toEqual(expect.arrayContaining(['siteCell', 'siteGeohash', 'cancellation', 'deliveryCount', 'deletingAt']));
    expect(Object.values(update.ExpressionAttributeValues!)).toEqual(expect.arrayContaining(['Cancelled', ids.poster, 'Open']));
    expect(update.ConditionExpression).toBeTruthy();
    const history = items[1]!.Put!.Item!;
    expect(history).toMatchObject({ kind: 'cancelled', actorRole: 'tenderPoster', details: { reason: 'budget_withdrawn', text: 'The budget was cut' } });
    const outbox = items[2]!.Put!.Item!;
    expect(JSON.parse(outbox.body as string)).toMatchObject({
      type: 'tender_cancelled',
      tenderId: ids.tender,
      reason: 'budget_withdrawn',
      contractorId: null,
      eventId: `tender_cancelled:${ids.tender}`,
    });
    // The bids are left to the event's listener: the request never reads nor writes them.
    expect(ddb.commandCalls(UpdateCommand).filter((c) => JSON.stringify(c.args[0].input).includes('"Cancelled"'))).toHaveLength(0);
  });

  it("stores the poster's verified document under the tender's prefix and answers a short-lived link", async () => {
    store(tender());
    s3.on(HeadObjectCommand).resolves({ ContentLength: 2048, ContentType: 'application/pdf' });
    s3.on(GetObjectCommand).resolves({ Body: { transformToByteArray: async () => PDF_BYTES } } as never);
    const res = await cancel(callers.poster, { reason: 'other', text: 'See the council decision', document: staged() });
    expect(res.status).toBe(200);
    expect(res.body.document).toMatchObject({ filename: 'cancellation-notice.pdf', contentType: 'application/pdf', size: 2048, expiresInSeconds: 60 });
    const copy = s3.commandCalls(CopyObjectCommand)[0]!.args[0].input;
    expect(copy.Key).toMatch(new RegExp(`^tenders/${ids.tender}/cancellation/[0-9a-f-]+/cancellation-notice\\.pdf$`));
    expect(s3.commandCalls(DeleteObjectCommand).map((c) => c.args[0].input.Key)).toEqual([staged()]);
  });

  it('answers 400 for a document that fails the checks, and writes nothing', async () => {
    store(tender());
    s3.on(HeadObjectCommand).resolves({ ContentLength: 2048, ContentType: 'application/pdf' });
    s3.on(GetObjectCommand).resolves({ Body: { transformToByteArray: async () => new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8]) } } as never);
    const res = await cancel(callers.poster, { reason: 'no_longer_needed', document: staged() });
    expect(res.status).toBe(400);
    expect(writes()).toBe(0);
  });
});

describe('GET /tenders/{tenderId}/cancellation', () => {
  const cancelledTender = () =>
    ({
      ...tender({ status: 'Cancelled' }),
      cancellation: { reason: 'no_suitable_bids', text: 'All bids over budget', byRole: 'admin', byId: ids.admin, at: '2026-03-01T10:00:00.000Z' },
    }) as TenderItem;

  it("shows the reason, the text, the canceller's role and when to a bidder of the cancelled tender", async () => {
    store(cancelledTender());
    storeOwnBid('Cancelled');
    const res = await call(cancellationGet, httpEvent({ caller: callers.geodesist, path: { tenderId: ids.tender } }));
    expect(res.status).toBe(200);
    expectRouteResponse('tender-cancellation-get', res.body);
    expect(res.body).toEqual({
      tenderId: ids.tender,
      reason: 'no_suitable_bids',
      reasonLabel: 'No suitable bids',
      text: 'All bids over budget',
      cancelledByRole: 'admin',
      cancelledAt: '2026-03-01T10:00:00.000Z',
      document: null,
    });
    expect(JSON.stringify(res.body)).not.toContain(ids.admin);
  });

  it('shows a tender cancelled while Open to any geodesist; 403 to one without a bid after the award, 404 for a tender that is not cancelled', async () => {
    store(cancelledTender());
    expect((await call(cancellationGet, httpEvent({ caller: callers.geodesist, path: { tenderId: ids.tender } }))).status).toBe(200);
    store({ ...cancelledTender(), contractorId: '99999999-9999-4999-8999-999999999999' });
    expect((await call(cancellationGet, httpEvent({ caller: callers.geodesist, path: { tenderId: ids.tender } }))).status).toBe(403);
    store(tender());
    expect(await call(cancellationGet, httpEvent({ caller: callers.poster, path: { tenderId: ids.tender } }))).toMatchObject({ status: 404, body: { message: cancelMessages.notCancelled } });
  });
});
