import './env';
import { GetCommand, PutCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTable } from '../../lambdas/table/entities';
import { BidEntity } from '../../lambdas/features/tenders/data/bid-entities';
import type { BidItem } from '../../lambdas/features/bids/data/bids';
import { bidMessages } from '../../lambdas/features/bids/domain/bid';
import { handler as bidsAccept } from '../../lambdas/features/bids/handlers/bids-accept';
import { handler as bidsList } from '../../lambdas/features/bids/handlers/bids-list';
import { handler as bidsPlace } from '../../lambdas/features/bids/handlers/bids-place';
import { handler as bidsWithdraw } from '../../lambdas/features/bids/handlers/bids-withdraw';
import { historyEntries, historyEntry } from './history-entries';
import { handler as tendersDelete } from '../../lambdas/features/tenders/handlers/tenders-delete';
import { handler as tendersUpdate } from '../../lambdas/features/tenders/handlers/tenders-update';
import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { attachment, attachmentItem, call, callers, ddb, httpEvent, ids, profile, resetMocks, sqs, storeProfiles, tender, tenderItem } from './support';

const bidId = 'bbbbbbbb-0000-4000-8000-000000000001';

function bid(overrides: Partial<BidItem> = {}): BidItem {
  return { tenderId: ids.tender, bidderId: ids.geodesist, bidId, amountCents: 5000, status: 'Pending', createdAt: '2026-03-01T00:00:00.000Z', updatedAt: '2026-03-01T00:00:00.000Z', ...overrides };
}
function bidItem(b: BidItem): Record<string, unknown> {
  useTable();
  return BidEntity.create(b).params().Item;
}
function storeTender(t = tender(), files = [attachment()]) {
  ddb.on(QueryCommand, { IndexName: undefined }).resolves({ Items: [tenderItem(t), ...files.map(attachmentItem)] });
}
function storeOwnBid(b: BidItem) {
  const item = bidItem(b);
  ddb.on(GetCommand, { Key: { pk: item.pk, sk: item.sk } }).resolves({ Item: item });
}
const writes = () => ddb.commandCalls(TransactWriteCommand).length + ddb.commandCalls(UpdateCommand).length;

beforeEach(() => {
  resetMocks();
  storeProfiles(
    profile({ userId: ids.poster, role: 'tenderPoster' }),
    profile({ userId: ids.otherPoster, role: 'tenderPoster' }),
    profile({ userId: ids.geodesist, role: 'geodesist', firstName: 'Gerd', lastName: 'Geo' }),
    profile({ userId: ids.admin, role: 'admin' }),
  );
});

describe('PUT /tenders/{tenderId}/bid', () => {
  it.each([[-1], ['12'], [1.234], [10_000_000.01], [null], ['NaN']])('answers 400 for the amount %s and writes nothing', async (amount) => {
    storeTender();
    const res = await call(bidsPlace, httpEvent({ caller: callers.geodesist, path: { tenderId: ids.tender }, body: { amount } }));
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.amount).toBeTruthy();
    expect(writes()).toBe(0);
  });

  it('answers 400 for a comment over the limit', async () => {
    storeTender();
    const res = await call(bidsPlace, httpEvent({ caller: callers.geodesist, path: { tenderId: ids.tender }, body: { amount: 10, comment: 'x'.repeat(2001) } }));
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.comment).toEqual([bidMessages.commentTooLong]);
  });

  it('refuses posters and admins with 403', async () => {
    for (const caller of [callers.poster, callers.admin]) {
      expect((await call(bidsPlace, httpEvent({ caller, path: { tenderId: ids.tender }, body: { amount: 10 } }))).status).toBe(403);
    }
  });

  it('answers 409 after the deadline and for a tender no longer Open, writing nothing', async () => {
    storeTender(tender({ expiryDate: '2020-01-01T00:00:00.000Z' }));
    const late = await call(bidsPlace, httpEvent({ caller: callers.geodesist, path: { tenderId: ids.tender }, body: { amount: 10 } }));
    expect(late).toMatchObject({ status: 409, body: { message: bidMessages.deadlinePassed } });
    storeTender(tender({ status: 'In Progress', contractorId: ids.geodesist }));
    const closed = await call(bidsPlace, httpEvent({ caller: callers.geodesist, path: { tenderId: ids.tender }, body: { amount: 10 } }));
    expect(closed).toMatchObject({ status: 409, body: { message: bidMessages.tenderNotOpen } });
    expect(writes()).toBe(0);
  });

  it('creates the bid and the bid count in one transaction conditioned on the bid not existing and the tender Open', async () => {
    storeTender();
    ddb.on(TransactWriteCommand).resolves({});
    const res = await call(bidsPlace, httpEvent({ caller: callers.geodesist, path: { tenderId: ids.tender }, body: { amount: 0.1 + 0.2, comment: ' On site Monday ' } }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ created: true, bid: { amountCents: 30, comment: 'On site Monday', status: 'Pending' } });
    const items = ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(items[0]!.Put!.ConditionExpression).toContain('attribute_not_exists');
    expect(items[1]!.Update!.UpdateExpression).toContain('ADD');
    // The rule `biddable` (domain/bid-rules.ts) as the condition: not theirs, Open, no delete begun, deadline not passed.
    expect(items[1]!.Update!.ConditionExpression).toBe('#creatorId <> :creatorId0 AND #status = :status0 AND attribute_not_exists(#deletingAt) AND #expiryDate >= :expiryDate0');
    // The history's `bid_received` entry in the same transaction: the bids so far, sealed (no bidder name, no amount, no comment).
    const entry = historyEntry(items);
    expect(entry).toMatchObject({ tenderId: ids.tender, kind: 'bid_received', actorRole: 'geodesist', details: { count: 1 } });
    expect(entry.details).toEqual({ count: 1 });
    expect(entry).not.toHaveProperty('actorId');
    expect(JSON.stringify(entry)).not.toContain(ids.geodesist);
    expect(JSON.stringify(entry)).not.toMatch(/amount|On site/);
  });

  it('changes an existing Pending bid (200) and refuses a Rejected one (409)', async () => {
    storeTender();
    storeOwnBid(bid());
    ddb.on(TransactWriteCommand).resolves({});
    const res = await call(bidsPlace, httpEvent({ caller: callers.geodesist, path: { tenderId: ids.tender }, body: { amount: 75.5 } }));
    expect(res).toMatchObject({ status: 200, body: { created: false, bid: { bidId, amountCents: 7550 } } });
    storeOwnBid(bid({ status: 'Rejected' }));
    expect((await call(bidsPlace, httpEvent({ caller: callers.geodesist, path: { tenderId: ids.tender }, body: { amount: 75.5 } }))).status).toBe(409);
  });

  it('reads the own bid once, strongly consistent, with the tender (no second read of the same bid)', async () => {
    storeTender();
    storeOwnBid(bid());
    ddb.on(TransactWriteCommand).resolves({});
    const res = await call(bidsPlace, httpEvent({ caller: callers.geodesist, path: { tenderId: ids.tender }, body: { amount: 80 } }));
    expect(res.status).toBe(200);
    const own = bidItem(bid());
    const bidReads = ddb.commandCalls(GetCommand).filter((c) => c.args[0].input.Key?.pk === own.pk && c.args[0].input.Key?.sk === own.sk);
    expect(bidReads.map((c) => c.args[0].input.ConsistentRead)).toEqual([true]);
  });
});

describe('DELETE /tenders/{tenderId}/bid', () => {
  it('answers 404 without a bid and 409 for an Accepted bid', async () => {
    storeTender();
    expect((await call(bidsWithdraw, httpEvent({ caller: callers.geodesist, path: { tenderId: ids.tender } }))).status).toBe(404);
    storeTender(tender({ status: 'In Progress', contractorId: ids.geodesist }));
    storeOwnBid(bid({ status: 'Accepted' }));
    expect((await call(bidsWithdraw, httpEvent({ caller: callers.geodesist, path: { tenderId: ids.tender } }))).status).toBe(409);
  });

  it('withdraws in one transaction with the history’s sealed bid_withdrawn entry (the bids left, no bidder)', async () => {
    storeTender(tender({ bidCount: 3 }));
    storeOwnBid(bid());
    ddb.on(TransactWriteCommand).resolves({});
    expect((await call(bidsWithdraw, httpEvent({ caller: callers.geodesist, path: { tenderId: ids.tender } }))).status).toBe(200);
    const items = ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(items).toHaveLength(3);
    const entry = historyEntry(items);
    expect(entry).toMatchObject({ tenderId: ids.tender, kind: 'bid_withdrawn', actorRole: 'geodesist', details: { count: 2 } });
    expect(entry).not.toHaveProperty('actorId');
    expect(JSON.stringify(entry)).not.toContain(ids.geodesist);
  });

  it('changing a Pending bid writes no history entry', async () => {
    storeTender();
    storeOwnBid(bid());
    ddb.on(TransactWriteCommand).resolves({});
    expect((await call(bidsPlace, httpEvent({ caller: callers.geodesist, path: { tenderId: ids.tender }, body: { amount: 81 } }))).status).toBe(200);
    expect(historyEntries(ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!)).toEqual([]);
  });
});

describe('GET /tenders/{tenderId}/bids', () => {
  it('gives the poster only Geodesist #n while Open, with no bidder id, name or company', async () => {
    storeTender();
    ddb.on(QueryCommand, { IndexName: 'gsi1' }).resolves({ Items: [bidItem(bid())] });
    const res = await call(bidsList, httpEvent({ caller: callers.poster, path: { tenderId: ids.tender } }));
    expect(res.status).toBe(200);
    expect(res.body.items[0]).toMatchObject({ label: 'Geodesist #1', anonymized: true, bidderId: null, bidderName: null, bidderCompany: null });
    expect(JSON.stringify(res.body)).not.toContain(ids.geodesist);
  });

  it('gives admins the names and ids, and refuses other posters with 403', async () => {
    storeTender();
    ddb.on(QueryCommand, { IndexName: 'gsi1' }).resolves({ Items: [bidItem(bid())] });
    const admin = await call(bidsList, httpEvent({ caller: callers.admin, path: { tenderId: ids.tender } }));
    expect(admin.body.items[0]).toMatchObject({ label: 'Gerd Geo', anonymized: false, bidderId: ids.geodesist });
    expect((await call(bidsList, httpEvent({ caller: callers.otherPoster, path: { tenderId: ids.tender } }))).status).toBe(403);
  });

  it('answers 400 for a tampered cursor', async () => {
    storeTender();
    const res = await call(bidsList, httpEvent({ caller: callers.poster, path: { tenderId: ids.tender }, query: { cursor: Buffer.from('{"v":1,"k":{"pk":"x"},"n":0}').toString('base64url') } }));
    expect(res.status).toBe(400);
  });
});

describe('POST /tenders/{tenderId}/bids/{bidId}/accept', () => {
  it('refuses another poster with 403 and a bid of another tender with 404, writing nothing', async () => {
    storeTender();
    expect((await call(bidsAccept, httpEvent({ caller: callers.otherPoster, path: { tenderId: ids.tender, bidId } }))).status).toBe(403);
    ddb.on(QueryCommand, { IndexName: 'gsi3' }).resolves({ Items: [bidItem(bid({ tenderId: 'cccccccc-0000-4000-8000-000000000000' }))] });
    const res = await call(bidsAccept, httpEvent({ caller: callers.poster, path: { tenderId: ids.tender, bidId } }));
    expect(res).toMatchObject({ status: 404, body: { message: bidMessages.bidNotFound } });
    expect(writes()).toBe(0);
  });

  it('awards in one transaction that takes the tender off the map index (the map shows Open tenders)', async () => {
    storeTender(tender({ siteLon: 26.72, siteLat: 58.38, siteCell: 'ud5', siteGeohash: 'ud5fnbgb4' } as Partial<ReturnType<typeof tender>>));
    ddb.on(QueryCommand, { IndexName: 'gsi3' }).resolves({ Items: [bidItem(bid())] });
    storeOwnBid(bid());
    ddb.on(TransactWriteCommand).resolves({});
    const res = await call(bidsAccept, httpEvent({ caller: callers.poster, path: { tenderId: ids.tender, bidId } }));
    expect(res.status).toBe(200);
    const [tenderUpdate, bidUpdate] = ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!.map((i) => i.Update!);
    const names = (u: typeof tenderUpdate) => u!.UpdateExpression!.replace(/#(\w+)/g, (_, n: string) => u!.ExpressionAttributeNames![`#${n}`] ?? n);
    expect(names(tenderUpdate)).toMatch(/REMOVE .*siteCell, siteGeohash, gsi4pk, gsi4sk/);
    expect(names(tenderUpdate)).toContain('status = ');
    expect(names(bidUpdate)).not.toContain('REMOVE');
  });

  it('answers at once without touching the other bids, writes the award’s event in its own transaction under the tender’s id, and records nothing on a second Accept', async () => {
    storeTender();
    ddb.on(QueryCommand, { IndexName: 'gsi3' }).resolves({ Items: [bidItem(bid())] });
    storeOwnBid(bid());
    ddb.on(TransactWriteCommand).resolves({});
    expect((await call(bidsAccept, httpEvent({ caller: callers.poster, path: { tenderId: ids.tender, bidId } }))).status).toBe(200);
    // No rejection in the request: the queued work does it.
    expect(ddb.commandCalls(UpdateCommand).filter((c) => Object.values(c.args[0].input.ExpressionAttributeValues ?? {}).includes('Rejected'))).toHaveLength(0);
    const items = ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    const outbox = items.at(-4)!.Put!.Item!;
    expect(outbox.__edb_e__).toBe('outbox');
    // The history's `awarded` entry in the same transaction: by the poster, no amount.
    expect(items).toHaveLength(8);
    expect(historyEntry(items)).toEqual(expect.objectContaining({ tenderId: ids.tender, kind: 'awarded', actorRole: 'tenderPoster', actorId: ids.poster, details: {} }));
    expect(items.at(-3)!.Put!.Item!.__edb_e__).toBe('tenderHistory');
    // The award ends bidding: no notice before either deadline (the timers' deletes, last).
    expect(items.slice(-2).map((i) => i.Delete!.Key!.pk)).toEqual([expect.stringContaining(`${ids.tender}:deadline`), expect.stringContaining(`${ids.tender}:questions`)]);
    expect(JSON.parse(outbox.body as string)).toMatchObject({ type: 'bid_accepted', eventId: `bid_accepted:${ids.tender}`, bidderId: ids.geodesist });
    expect(sqs.commandCalls(SendMessageCommand)).toHaveLength(0);

    // A second Accept of the same award (the tender already In Progress with this contractor): 200, nothing written, nothing sent.
    ddb.resetHistory();
    storeTender(tender({ status: 'In Progress', contractorId: ids.geodesist }));
    storeOwnBid(bid({ status: 'Accepted', acceptedAt: '2026-03-01T10:00:00.000Z' }));
    expect((await call(bidsAccept, httpEvent({ caller: callers.poster, path: { tenderId: ids.tender, bidId } }))).status).toBe(200);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
    expect(sqs.commandCalls(SendMessageCommand)).toHaveLength(0);
  });

  it('answers 409 when the transaction loses to another award', async () => {
    storeTender();
    ddb.on(QueryCommand, { IndexName: 'gsi3' }).resolves({ Items: [bidItem(bid())] });
    storeOwnBid(bid());
    ddb.on(TransactWriteCommand).rejects(Object.assign(new Error('cancelled'), { name: 'TransactionCanceledException' }));
    const res = await call(bidsAccept, httpEvent({ caller: callers.poster, path: { tenderId: ids.tender, bidId } }));
    expect(res.status).toBe(409);
    expect(res.body.message).toBeTruthy();
  });
});

describe('PATCH and DELETE /tenders/{tenderId}', () => {
  it('answers 403 with the spec message to a poster who does not own the tender', async () => {
    storeTender();
    const res = await call(tendersUpdate, httpEvent({ caller: callers.otherPoster, path: { tenderId: ids.tender }, body: { title: 'Another title' } }));
    expect(res).toMatchObject({ status: 403, body: { message: "You don't have permission to edit this tender." } });
    expect((await call(tendersDelete, httpEvent({ caller: callers.otherPoster, path: { tenderId: ids.tender } }))).status).toBe(403);
  });

  it('refuses removing the last attachment with 400', async () => {
    storeTender();
    const res = await call(tendersUpdate, httpEvent({ caller: callers.poster, path: { tenderId: ids.tender }, body: { removeAttachmentIds: [ids.attachment] } }));
    expect(res).toMatchObject({ status: 400, body: { message: 'Please upload at least one attachment' } });
    expect(writes()).toBe(0);
  });

  it('answers 409 for editing or deleting a tender that is not Open', async () => {
    storeTender(tender({ status: 'In Progress', contractorId: ids.geodesist }));
    expect((await call(tendersUpdate, httpEvent({ caller: callers.poster, path: { tenderId: ids.tender }, body: { title: 'Another title' } }))).status).toBe(409);
    expect((await call(tendersDelete, httpEvent({ caller: callers.poster, path: { tenderId: ids.tender } }))).status).toBe(409);
    expect(writes()).toBe(0);
  });

  it('writes an edit in one transaction conditioned on Open, owner, no delete and the updatedAt read', async () => {
    storeTender();
    ddb.on(TransactWriteCommand).resolves({});
    const res = await call(tendersUpdate, httpEvent({ caller: callers.poster, path: { tenderId: ids.tender }, body: { title: 'Lakeside topography' } }));
    expect(res.status).toBe(200);
    expect(res.body.tender.title).toBe('Lakeside topography');
    const update = ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems![0]!.Update!;
    expect(update.ConditionExpression).toContain('attribute_not_exists(#deletingAt)');
    // The stored search words follow the edit: the new title's words beside the description's.
    const words = Object.values(update.ExpressionAttributeValues!).find((v) => typeof v === 'string' && v.includes(' lakeside '));
    expect(words).toContain(' topography ');
    expect(words).toContain(' parcel ');
  });
});
