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
import { useTable } from '../../../table/entity-parts';
import { TenderEntity } from './tender-entities';
import { type GlobalIndexName, itemKeyNamesOn } from '../../../table/table-design';
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
  /** Words that every tender listed has as prefixes of its words (issue 23; domain/search.ts). */
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
 * soonest expiry first. Scope all without a status merges the status partitions. A search (issue 23: words
 * of title, description, reference, project code and requirements, all of them, as prefixes, with or without
 * diacritics) reads the word index instead (searchTenders, tender-search.ts).
 * Takes an opaque base64url cursor from the previous page. Returns the items, the next cursor (null
 * at the end) and, when asked, the read capacity consumed. Throws BadRequestError for a bad cursor or a
 * refused search (searchRefusal, domain/search.ts).
 */
export async function listTenders(query: ListTendersQuery, opts: { returnConsumedCapacity?: boolean } = {}): Promise<ListTendersResult> {
  useTable();
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

  const { data } = TenderEntity.parse({ Items: taken.map((t) => t.raw) });
  return {
    items: (data as TenderItem[]).filter((t) => !t.deletingAt).map(toTenderSummary),
    nextCursor,
    ...(opts.returnConsumedCapacity ? { consumedReadUnits: consumed } : {}),
  };
}

/** The Query of each partition a list reads, built by ElectroDB (so no key string is written here). */
function tenderPartitions(query: ListTendersQuery, sort: 'newest' | 'oldest' | 'expiringSoon'): Partition[] {
  const order = sort === 'newest' ? 'desc' : 'asc';
  const build = (index: GlobalIndexName, chain: QueryChain): Partition => {
    const params = chain.params({ order, ignoreOwnership: false }) as QueryCommandInput;
    const { keyNames, partitionKey: pk, sortKey: sk } = itemKeyNamesOn(index);
    const names = params.ExpressionAttributeNames ?? {};
    const values = params.ExpressionAttributeValues ?? {};
    const pkValue = Object.entries(names).find(([, n]) => n === pk)?.[0];
    const valueKey = pkValue ? Object.keys(values).find((v) => v.startsWith(`:${pkValue.replace(/^#/, '')}`)) : undefined;
    return { params, keyNames, sortKey: sk, partitionKey: [pk, String(valueKey ? values[valueKey] : '')] };
  };
  const filtered = (chain: unknown, statuses?: TenderStatus[]): QueryChain => {
    let c = chain as QueryChain;
    if (statuses?.length) c = c.where(({ status: s }, { eq }) => `(${statuses.map((x) => eq(s, x)).join(' OR ')})`);
    return c;
  };
  const byStatus = (status: TenderStatus): Partition =>
    sort === 'expiringSoon' ? build('gsi3', filtered(TenderEntity.query.byStatusExpiry({ status }))) : build('gsi1', filtered(TenderEntity.query.byStatus({ status })));

  if (query.scope === 'mine') {
    if (!query.creatorId) throw new Error('listTenders: scope mine needs creatorId');
    // The creator index orders by creation only; expiringSoon falls back to newest first here.
    return [build('gsi2', filtered(TenderEntity.query.byCreator({ creatorId: query.creatorId }), query.statuses))];
  }
  if (query.scope === 'open') return [byStatus('Open')];
  if (query.statuses?.length) return TENDER_STATUSES.filter((x) => query.statuses!.includes(x)).map(byStatus);
  return TENDER_STATUSES.map(byStatus);
}

/** The part of an ElectroDB query chain the tender queries use (its full generic type is not needed). */
export interface QueryChain {
  where(cb: (attrs: Record<string, unknown>, ops: { contains: (a: unknown, v: string) => string; eq: (a: unknown, v: string) => string }) => string): QueryChain;
  params(options?: object): unknown;
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
