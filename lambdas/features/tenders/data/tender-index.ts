/**
 * The writes of tender search's word index (docs/data-model.md T11, docs/decisions/speed/tender-word-index.md "Tender
 * search by a word index"). A tender's postings are too many for its transaction (DynamoDB allows 100 actions;
 * a tender's texts give hundreds of prefixes), so they are written around it, in an order that never lets a
 * list show a wrong tender: new postings BEFORE the tender's write (an orphan of a failed write points to no
 * tender, or to one without the word, and the list drops it), stale ones removed AFTER it.
 */
import { indexTokensOf } from '../domain/search';
import { isConditionFailure } from '../../../kernel/errors';
import { writeAll } from '../../../table/batch-writes';
import { tableOf } from '../../../table/model-table';
import { tenderWordModel } from './tender-models';

/** What a posting copies from its tender: the sorts (createdAt, expiryDate), the creator (scope mine) and the stored words. */
export interface IndexedTender {
  tenderId: string;
  createdAt: string;
  expiryDate: string;
  creatorId: string;
  /** The stored search words (domain/search.ts searchWordsOf). */
  searchText: string;
}

/** A posting as stored: the tender's copied attributes under one token, and when it was put. */
interface PostingItem extends Omit<IndexedTender, 'searchText'> {
  token: string;
  indexedAt: string;
}

/** The postings of the single table (tender-models.ts tenderWordModel), through the item codec. */
const postings = tableOf<PostingItem>(tenderWordModel);

/** BatchWriteItem requests (25 postings each), or conditional deletes, in flight at once. */
const CONCURRENCY = 8;

/**
 * Puts one posting per token of `tokens` (default: every token of the tender's words) for tender `t`, with
 * `indexedAt` = `at` (ISO instant of the write, the tender's updatedAt). Overwrites a posting of the same token
 * (so a changed expiry moves it on gsi1). Postings DynamoDB leaves unprocessed are sent again with backoff
 * (table/batch-writes.ts); throws UnprocessedItemsError (503) when some stay unprocessed.
 */
export async function putPostings(t: IndexedTender, at: string, tokens: string[] = indexTokensOf(t.searchText)): Promise<void> {
  if (tokens.length === 0) return;
  const items = tokens.map((token) => ({ token, tenderId: t.tenderId, createdAt: t.createdAt, expiryDate: t.expiryDate, creatorId: t.creatorId, indexedAt: at }));
  await writeAll(
    items.map((item) => postings.putRequest(item)),
    { concurrency: CONCURRENCY },
  );
}

/**
 * Removes the postings of `tokens` for `t` that no later write has put again (`indexedAt` before `at`, the
 * instant of the write that made them stale), one conditional delete each, so an edit that came after and put
 * a token back keeps it. A posting left by a failure here is stale, never wrong: the list checks the tender.
 */
export async function removeStalePostings(t: Pick<IndexedTender, 'tenderId' | 'createdAt'>, tokens: string[], at: string): Promise<void> {
  for (let i = 0; i < tokens.length; i += CONCURRENCY) {
    await Promise.all(
      tokens.slice(i, i + CONCURRENCY).map((token) =>
        postings.delete({ token, createdAt: t.createdAt, tenderId: t.tenderId }, { where: (a, op) => op.lt(a.indexedAt, at) }).catch((error: unknown) => {
          if (!isConditionFailure(error)) throw error;
        }),
      ),
    );
  }
}

/** Removes every posting of a tender that is gone (its delete's last step); absent ones are no-ops. Throws UnprocessedItemsError on left-over deletes. */
export async function removeAllPostings(t: Pick<IndexedTender, 'tenderId' | 'createdAt' | 'searchText'>): Promise<void> {
  const keys = indexTokensOf(t.searchText).map((token) => ({ token, createdAt: t.createdAt, tenderId: t.tenderId }));
  if (keys.length === 0) return;
  await writeAll(
    keys.map((key) => postings.deleteRequest(key)),
    { concurrency: CONCURRENCY },
  );
}

/**
 * The index work of an edit from the stored words and expiry before (`from`) to after (`to`): the tokens to put
 * before the edit's transaction (new ones; all of them when the expiry changed, which moves them on gsi1) and
 * the tokens to remove after it.
 */
export function postingChanges(from: Pick<IndexedTender, 'searchText' | 'expiryDate'>, to: Pick<IndexedTender, 'searchText' | 'expiryDate'>): { put: string[]; stale: string[] } {
  const before = new Set(indexTokensOf(from.searchText));
  const after = indexTokensOf(to.searchText);
  const kept = new Set(after);
  return {
    put: from.expiryDate === to.expiryDate ? after.filter((x) => !before.has(x)) : after,
    stale: [...before].filter((x) => !kept.has(x)),
  };
}
