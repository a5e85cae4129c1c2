/**
 * Pages of tenders (spec part 2, 7 "List tenders"): Query calls on a GSI per status or creator partition,
 * merged in index order, with an opaque cursor (lambdas/kernel/list-cursor.ts); a search reads the word index
 * instead (tender-search.ts). Never a Scan, and a page costs the same at any table size. Access patterns in
 * docs/data-model.md.
 */
import { QueryCommand, type QueryCommandInput, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import type { TenderSummary } from '../domain/dto';
import { querySort, TENDER_PAGE_SIZE, TENDER_STATUSES, type TenderSort, type TenderStatus } from '../domain/tender';
import { type CursorKey, decodeCursor, encodeCursor, invalidCursor, isPartitionKey, keyOf } from '../../../kernel/list-cursor';
import { documentClient } from '../../../table/client';
import type { WhereCallback } from '../../../table/expressions';
import { recordOf } from '../../../table/item-codec';
import { tableOf } from '../../../table/model-table';
import { type GlobalIndexName, itemKeyNamesOn } from '../../../table/table-design';
import { tenderModel } from './tender-models';
import { toTenderSummary, type TenderItem } from './tenders';
import { searchTenders } from './tender-search';

export interface ListTendersQuery {
  /** open: Open tenders; mine: the creator's own (`creatorId`); all: every tender (admin). */
  scope: 'open' | 'mine' | 'all';
  /** Required for scope mine. */
  creatorId?: string;
  /** Only these statuses (scope mine: a filter; scope all: the status partitions read). */
  statuses?: TenderStatus[];
  sort?: TenderSort;
  /** Words that every tender listed has as prefixes of its words (domain/search.ts). */
  search?: string;
  cursor?: string;
  /** Items per page; default TENDER_PAGE_SIZE. */
  limit?: number;
}

export interface ListTendersResult {
  items: TenderSummary[];
  nextCursor: string | null;
  /** DynamoDB read capacity units the page consumed (only with returnConsumedCapacity). */
  consumedReadUnits?: number;
}

/** Where a partition's reading continues: null = from its start, a key = after it, false = exhausted. */
type Position = CursorKey | null | false;

interface Partition {
  params: QueryCommandInput;
  keyNames: string[];
  /** The index's sort key attribute, the merge order of several partitions. */
  sortKey: string;
  /** The partition key's name and value, to check a cursor against. */
  partitionKey: [string, string];
}

/**
 * One page of tenders (spec part 2, 7 "List tenders"): Query on a GSI, newest or oldest by creation or
 * soonest expiry first. Scope all without a status merges the status partitions. A search (words
 * of title, description, reference, project code and requirements, all of them, as prefixes, with or without
 * diacritics) reads the word index instead (searchTenders, tender-search.ts).
 * Takes an opaque base64url cursor from the previous page. Returns the items, the next cursor (null
 * at the end) and, when asked, the read capacity consumed. Throws BadRequestError for a bad cursor or a
 * refused search (searchRefusal, domain/search.ts).
 */
export async function listTenders(query: ListTendersQuery, opts: { returnConsumedCapacity?: boolean } = {}): Promise<ListTendersResult> {
  const limit = query.limit ?? TENDER_PAGE_SIZE;
  const sort = querySort(query.sort);
  const search = query.search?.trim();
  if (search) return searchTenders({ ...query, search }, opts);
  const partitions = tenderPartitions(query, sort);
  const ascending = sort !== 'newest';
  const positions = readPositions(query.cursor, partitions);

  let consumed = 0;
  const fetched = await Promise.all(
    partitions.map(async (part, i) => {
      const start = positions[i];
      if (start === false) return { items: [] as Record<string, unknown>[], last: false as Position };
      // One read of one page of items, so a page costs the same at any table size.
      const out: QueryCommandOutput = await documentClient.send(
        new QueryCommand({
          ...part.params,
          Limit: limit,
          ExclusiveStartKey: start ?? undefined,
          ReturnConsumedCapacity: opts.returnConsumedCapacity ? 'TOTAL' : undefined,
        }),
      );
      consumed += out.ConsumedCapacity?.CapacityUnits ?? 0;
      const items = (out.Items ?? []) as Record<string, unknown>[];
      return { items, last: (out.LastEvaluatedKey ? (out.LastEvaluatedKey as CursorKey) : false) as Position };
    }),
  );

  // Merge the partitions in index order and keep the first `limit`.
  const tagged = fetched.flatMap((f, p) => f.items.map((raw) => ({ raw, p })));
  if (partitions.length > 1) {
    const sk = partitions[0]!.sortKey;
    tagged.sort((a, b) => {
      const c = String(a.raw[sk]).localeCompare(String(b.raw[sk]));
      return ascending ? c : -c;
    });
  }
  const taken = tagged.slice(0, limit);

  const next: Position[] = partitions.map((part, p) => {
    const mine = taken.filter((t) => t.p === p);
    const all = fetched[p]!.items.length;
    if (mine.length === all) return fetched[p]!.last; // all read items shown: continue after the last read
    if (mine.length === 0) return positions[p] ?? null; // none shown: read the same items again next time
    return keyOf(mine[mine.length - 1]!.raw, part.keyNames);
  });
  const nextCursor = next.every((n) => n === false) ? null : encodeCursor({ p: next });

  const tenders = taken.map((t) => recordOf<TenderItem>(tenderModel, t.raw)).filter((t): t is TenderItem => t !== undefined);
  return {
    items: tenders.filter((t) => !t.deletingAt).map(toTenderSummary),
    nextCursor,
    ...(opts.returnConsumedCapacity ? { consumedReadUnits: consumed } : {}),
  };
}

/** The tenders' reads (model table over the item codec, table/model-table.ts). */
const tenderTable = tableOf<TenderItem>(tenderModel);

/** The Query of each partition a list reads, built by the model table from the tender model (so no key string is written here). */
function tenderPartitions(query: ListTendersQuery, sort: 'newest' | 'oldest' | 'expiringSoon'): Partition[] {
  const order = sort === 'newest' ? 'desc' : 'asc';
  const build = (index: GlobalIndexName, indexName: keyof typeof tenderModel.indexes, values: Record<string, unknown>, statuses?: TenderStatus[]): Partition => {
    const params = tenderTable.queryInput(indexName, values, { order, where: statusFilter(statuses) });
    const { keyNames, partitionKey: pk, sortKey: sk } = itemKeyNamesOn(index);
    return { params, keyNames, sortKey: sk, partitionKey: [pk, partitionKeyValue(params, pk)] };
  };
  const byStatus = (status: TenderStatus): Partition => (sort === 'expiringSoon' ? build('gsi3', 'byStatusExpiry', { status }) : build('gsi1', 'byStatus', { status }));

  if (query.scope === 'mine') {
    if (!query.creatorId) throw new Error('listTenders: scope mine needs creatorId');
    // The creator index orders by creation only; expiringSoon falls back to newest first here.
    return [build('gsi2', 'byCreator', { creatorId: query.creatorId }, query.statuses)];
  }
  if (query.scope === 'open') return [byStatus('Open')];
  if (query.statuses?.length) return TENDER_STATUSES.filter((x) => query.statuses!.includes(x)).map(byStatus);
  return TENDER_STATUSES.map(byStatus);
}

/** The value a Query asks of the partition key attribute `field` (its placeholder `#name` holds it in `:name`), '' when absent. */
function partitionKeyValue(params: QueryCommandInput, field: string): string {
  const name = Object.entries(params.ExpressionAttributeNames ?? {}).find(([, n]) => n === field)?.[0];
  const value = name ? params.ExpressionAttributeValues?.[`:${name.replace(/^#/, '')}`] : undefined;
  return String(value ?? '');
}

/** The filter of a creator's list to `statuses` (any of them); none when no status is given. */
function statusFilter(statuses?: TenderStatus[]): WhereCallback | undefined {
  if (!statuses?.length) return undefined;
  return ({ status: s }, { eq }) => `(${statuses.map((x) => eq(s, x)).join(' OR ')})`;
}

/** Decodes and checks a cursor against the partitions of this query (its keys must belong to them). */
function readPositions(cursor: string | undefined, partitions: Partition[]): Position[] {
  if (!cursor) return partitions.map(() => null);
  const { p } = decodeCursor(cursor);
  if (!Array.isArray(p) || p.length !== partitions.length) throw invalidCursor();
  return p.map((pos: unknown, i) => {
    if (pos === null || pos === false) return pos;
    const part = partitions[i]!;
    if (!isPartitionKey(pos, part.keyNames, part.partitionKey)) throw invalidCursor();
    return pos;
  });
}
