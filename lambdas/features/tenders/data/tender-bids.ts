/**
 * A tender's bids as stored (spec part 2, 4 and 9): one item per geodesist and tender in the tender's partition (key
 * tenderId + bidderId), read by key, by tender (newest first) and by bidder. The tender's views, its access rule and its
 * delete read them here; the bids feature writes them (bids/data/bids.ts: place, change, withdraw, award) and re-exports
 * these reads. Money in integer euro cents. Access patterns in docs/data-model.md ("Bids").
 */
import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { count } from '../../../table/stats';
import { type CursorKey, decodeCursor, encodeCursor, invalidCursor, isPartitionKey, keyOf } from '../../../kernel/list-cursor';
import { documentClient } from '../../../table/client';
import { writeAll } from '../../../table/batch-writes';
import { recordOf } from '../../../table/item-codec';
import { tableOf } from '../../../table/model-table';
import { type GlobalIndexName, itemKeyNamesOn } from '../../../table/table-design';
import type { BidStatus } from '../domain/tender-bids';
import { bidModel } from './bid-models';

export interface BidItem {
  tenderId: string;
  bidderId: string;
  bidId: string;
  amountCents: number;
  comment?: string;
  status: BidStatus;
  acceptedAt?: string;
  createdAt: string;
  updatedAt: string;
  /** The tender's version when the bid was placed, changed or confirmed; absent: 1. */
  tenderVersion?: number;
}

/** Bids in the table (table/model-table.ts): every key is composed from bidModel. */
const bids = tableOf<BidItem>(bidModel);

/** One geodesist's bid on a tender (GetItem by key); undefined when none. `consistent` for a strong read. */
export async function getBid(tenderId: string, bidderId: string, opts: { consistent?: boolean } = {}): Promise<BidItem | undefined> {
  return bids.get({ tenderId, bidderId }, { consistent: opts.consistent });
}

/** A bid by its id (Query on the bid-id index, one item); undefined when unknown. */
export async function getBidById(bidId: string): Promise<BidItem | undefined> {
  const { items } = await bids.query('byBidId', { bidId }, { limit: 1 });
  return items[0];
}

/** Every bidder id of a tender (pages of its partition); for the tender_deleted event and the delete. */
export async function listBidderIds(tenderId: string): Promise<string[]> {
  const all = await bids.queryAll('byTenderBidder', { tenderId }, { attributes: ['bidderId'] });
  return all.map((b) => b.bidderId);
}

/**
 * Deletes every bid of a tender (pages of its partition; BatchWriteItem by 25, unprocessed deletes sent again
 * with backoff; deleting an absent item is a no-op), counting each batch once written. Returns how many bids
 * there were. Throws UnprocessedItemsError (503) when deletes stay unprocessed: the tender item is still
 * there, so a retry of the delete resumes.
 */
export async function deleteAllBids(tenderId: string): Promise<number> {
  const ids = await listBidderIds(tenderId);
  for (let i = 0; i < ids.length; i += 25) {
    await writeAll(ids.slice(i, i + 25).map((bidderId) => bids.deleteRequest({ tenderId, bidderId })));
    await count({ bids: -Math.min(25, ids.length - i) });
  }
  return ids.length;
}

/** An opaque cursor: where the next page starts and how many items came before it (for 'Geodesist #n'). */
function bidsCursor(key: CursorKey, offset: number): string {
  return encodeCursor({ k: key, n: offset });
}

/** Decodes a bids cursor and checks that its key belongs to the queried partition. Throws BadRequestError. */
function readBidsCursor(cursor: string, params: QueryCommandInput, keyNames: string[]): { key: CursorKey; offset: number } {
  const { k: key, n: offset } = decodeCursor(cursor);
  const pkName = params.ExpressionAttributeNames?.['#pk'];
  const pkValue = params.ExpressionAttributeValues?.[':pk'];
  const ok = pkName !== undefined && isPartitionKey(key, keyNames, [pkName, pkValue]) && Number.isInteger(offset) && (offset as number) >= 0 && (offset as number) < 1_000_000;
  if (!ok) throw invalidCursor();
  return { key: key as CursorKey, offset: offset as number };
}

async function queryPage(params: QueryCommandInput, cursor: string | undefined, limit: number, opts: { returnConsumedCapacity?: boolean }) {
  const { keyNames } = itemKeyNamesOn(params.IndexName as GlobalIndexName);
  const start = cursor ? readBidsCursor(cursor, params, keyNames) : { key: undefined, offset: 0 };
  const out = await documentClient.send(new QueryCommand({ ...params, Limit: limit, ExclusiveStartKey: start.key, ReturnConsumedCapacity: opts.returnConsumedCapacity ? 'TOTAL' : undefined }));
  const items = (out.Items ?? []).map((item) => recordOf<BidItem>(bidModel, item)).filter((b): b is BidItem => b !== undefined);
  const last = out.LastEvaluatedKey as Record<string, unknown> | undefined;
  const nextCursor = last ? bidsCursor(keyOf(last, keyNames), start.offset + items.length) : null;
  return { items, nextCursor, offset: start.offset, consumedReadUnits: out.ConsumedCapacity?.CapacityUnits ?? 0 };
}

/**
 * One page of a tender's bids, newest first (bid-by-tender index). Returns the bids, the next cursor
 * (null at the end), the number of bids before this page (for 'Geodesist #n' numbering) and the read
 * capacity when asked. Throws BadRequestError for a bad cursor.
 */
export async function listTenderBids(tenderId: string, page: { cursor?: string; limit: number }, opts: { returnConsumedCapacity?: boolean } = {}) {
  const params = bids.queryInput('byTender', { tenderId }, { order: 'desc' });
  return queryPage(params, page.cursor, page.limit, opts);
}

/**
 * One page of a geodesist's bids, newest first (bid-by-bidder index), optionally only those of one
 * status. Throws BadRequestError for a bad cursor.
 */
export async function listBidderBids(bidderId: string, page: { cursor?: string; limit: number; status?: BidStatus }) {
  const status = page.status;
  const params = bids.queryInput('byBidder', { bidderId }, { order: 'desc', ...(status ? { where: (a, op) => op.eq(a.status, status) } : {}) });
  return queryPage(params, page.cursor, page.limit, {});
}

/**
 * The bids of one geodesist on the given tenders (BatchGet by key, 100 a call, cost per page), by tender id.
 * Unprocessed keys are read again with backoff; throws UnprocessedItemsError (503) when some stay unprocessed.
 */
export async function getBidsOf(bidderId: string, tenderIds: string[]): Promise<Map<string, BidItem>> {
  const unique = [...new Set(tenderIds)];
  if (unique.length === 0) return new Map();
  const found = await bids.getMany(
    unique.map((tenderId) => ({ tenderId, bidderId })),
    { concurrency: 1 },
  );
  return new Map(found.map((b) => [b.tenderId, b]));
}
