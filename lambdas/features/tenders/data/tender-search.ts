/**
 * A page of tenders matching a search (docs/data-model.md T11): read from the word index
 * (the postings of the search's leading word, in the list's order), checked against the tenders themselves.
 * A page reads one small Query of postings and one BatchGet of their tenders per round, whatever the table
 * holds, so the rare tender a word names is on the first page at any table size.
 */
import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { leadingWord, matchesWords, searchRefusal, searchWords, tokenOfSearchWord } from '../domain/search';
import { querySort, TENDER_PAGE_SIZE } from '../domain/tender';
import { BadRequestError } from '../../../kernel/errors';
import { type CursorKey, decodeCursor, encodeCursor, invalidCursor, isPartitionKey, keyOf } from '../../../kernel/list-cursor';
import { documentClient } from '../../../table/client';
import { getAll } from '../../../table/batch-writes';
import { recordOf } from '../../../table/item-codec';
import { tableOf } from '../../../table/model-table';
import { itemKeyNamesOn, tableDesign } from '../../../table/table-design';
import { tenderModel, tenderWordModel } from './tender-models';
import type { ListTendersQuery, ListTendersResult } from './tender-lists';
import { toTenderSummary, type TenderItem } from './tenders';

/**
 * Rounds (a Query of at most a page of postings and a BatchGet of their tenders) a search page may read. A page
 * of a single word fills in the first round unless most of the word's tenders are out of the scope (closed
 * ones for `open`); a short page still carries a cursor that continues right after the last posting read.
 */
export const MAX_SEARCH_ROUNDS = 5;

/** The tenders' and the word index's reads (model table over the item codec, table/model-table.ts). */
const tenderTable = tableOf<TenderItem>(tenderModel);
const wordTable = tableOf(tenderWordModel);

/** A posting as the list reads it. */
interface Posting {
  tenderId: string;
  raw: Record<string, unknown>;
}

/** The posting list a search reads: its Query, the key names of its items, and the partition a cursor must name. */
interface PostingList {
  params: QueryCommandInput;
  keyNames: string[];
  partitionKey: [string, string];
}

/**
 * One page of the tenders of `query.scope` whose words include every search word as a prefix,
 * in the list's order (newest, oldest, expiringSoon; scope mine orders by creation only). Reads the postings
 * of the search's leading word (its longest), BatchGets their tenders and keeps those that have every search
 * word, fit the scope (open: Open; mine: the creator's, `statuses`; all: `statuses`) and are not being
 * deleted, so a stale or orphan posting never shows a tender. Returns the items, the next cursor (null at the
 * end) and, when asked, the read capacity consumed. Throws BadRequestError for a refused search (searchRefusal)
 * or a bad cursor.
 */
export async function searchTenders(query: ListTendersQuery & { search: string }, opts: { returnConsumedCapacity?: boolean } = {}): Promise<ListTendersResult> {
  const refusal = searchRefusal(query.search);
  if (refusal) throw new BadRequestError(refusal, { search: [refusal] });
  const words = searchWords(query.search);
  const token = tokenOfSearchWord(leadingWord(words)!)!;
  const limit = query.limit ?? TENDER_PAGE_SIZE;
  const list = postingList(query, token);
  let position = readPosition(query.cursor, list);
  const capacity = opts.returnConsumedCapacity ? ('TOTAL' as const) : undefined;
  let consumed = 0;
  const items: TenderItem[] = [];
  for (let round = 0; round < MAX_SEARCH_ROUNDS && position !== false && items.length < limit; round++) {
    const out = await documentClient.send(new QueryCommand({ ...list.params, Limit: limit, ExclusiveStartKey: position ?? undefined, ReturnConsumedCapacity: capacity }));
    consumed += out.ConsumedCapacity?.CapacityUnits ?? 0;
    const postings: Posting[] = ((out.Items ?? []) as Record<string, unknown>[]).map((raw) => ({ tenderId: String(raw.tenderId), raw }));
    const read = await readTenders(
      postings.map((p) => p.tenderId),
      capacity,
    );
    consumed += read.consumed;
    position = out.LastEvaluatedKey ? (out.LastEvaluatedKey as CursorKey) : false;
    for (const [i, p] of postings.entries()) {
      const t = read.tenders.get(p.tenderId);
      if (!t || !fits(t, query) || !matchesWords(t.searchText, words)) continue;
      items.push(t);
      if (items.length === limit) {
        // The page is full: the next one continues after this posting (or where this read ended, if it was the last).
        if (i < postings.length - 1) position = keyOf(p.raw, list.keyNames);
        break;
      }
    }
  }
  return {
    items: items.map(toTenderSummary),
    nextCursor: position === false ? null : encodeCursor({ p: [position] }),
    ...(opts.returnConsumedCapacity ? { consumedReadUnits: consumed } : {}),
  };
}

/** Whether a tender belongs to the list's scope: not being deleted; open: Open; mine: the creator's; mine and all: of `statuses` when given. */
function fits(t: TenderItem, query: ListTendersQuery): boolean {
  if (t.deletingAt) return false;
  if (query.scope === 'open') return t.status === 'Open';
  if (query.scope === 'mine' && t.creatorId !== query.creatorId) return false;
  return !query.statuses?.length || query.statuses.includes(t.status);
}

/** The postings of `token` in the list's order: per creator for mine (newest or oldest), by expiry for expiringSoon, else by creation. */
function postingList(query: ListTendersQuery, token: string): PostingList {
  const sort = querySort(query.sort);
  const order = sort === 'newest' ? 'desc' : 'asc';
  if (query.scope === 'mine') {
    if (!query.creatorId) throw new Error('searchTenders: scope mine needs creatorId');
    // The creator's postings order by creation only; expiringSoon falls back to newest first, as the list does.
    const params = wordTable.queryInput('byCreatorToken', { creatorId: query.creatorId, token }, { order: sort === 'oldest' ? 'asc' : 'desc' });
    return withKeys(params, itemKeyNamesOn('gsi2'));
  }
  if (sort === 'expiringSoon') return withKeys(wordTable.queryInput('byTokenExpiry', { token }, { order }), itemKeyNamesOn('gsi1'));
  const params = wordTable.queryInput('byToken', { token }, { order });
  return withKeys(params, { keyNames: [tableDesign.partitionKey, tableDesign.sortKey], partitionKey: tableDesign.partitionKey });
}

/** A posting list with its key names and the value of its partition key, read from the Query the model table built. */
function withKeys(params: QueryCommandInput, keys: { keyNames: string[]; partitionKey: string }): PostingList {
  const name = Object.entries(params.ExpressionAttributeNames ?? {}).find(([, n]) => n === keys.partitionKey)?.[0] ?? '';
  const value = params.ExpressionAttributeValues?.[`:${name.replace(/^#/, '')}`];
  return { params, keyNames: keys.keyNames, partitionKey: [keys.partitionKey, String(value)] };
}

/** Where the posting list continues: null from its start, a key after it; refuses a cursor of another list (400). */
function readPosition(cursor: string | undefined, list: PostingList): CursorKey | null | false {
  if (!cursor) return null;
  const { p } = decodeCursor(cursor);
  if (!Array.isArray(p) || p.length !== 1) throw invalidCursor();
  const pos: unknown = p[0];
  if (pos === null || pos === false) return pos;
  if (!isPartitionKey(pos, list.keyNames, list.partitionKey)) throw invalidCursor();
  return pos;
}

/**
 * The tenders of `ids` by key (one BatchGet of at most a page, keys built from the tender model; unprocessed keys read
 * again with backoff, table/batch-writes.ts), and the read capacity it consumed. Throws UnprocessedItemsError
 * (503) when keys stay unprocessed.
 */
async function readTenders(ids: string[], capacity: 'TOTAL' | undefined): Promise<{ tenders: Map<string, TenderItem>; consumed: number }> {
  const tenders = new Map<string, TenderItem>();
  const keys = [...new Set(ids)].map((tenderId) => tenderTable.key({ tenderId }));
  const { items, consumedReadUnits } = await getAll(keys, { returnConsumedCapacity: capacity === 'TOTAL' });
  for (const item of items) {
    const t = recordOf<TenderItem>(tenderModel, item);
    if (t) tenders.set(t.tenderId, t);
  }
  return { tenders, consumed: consumedReadUnits };
}
