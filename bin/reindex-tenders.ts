/**
 * `npm run reindex-tenders`: brings every stored tender into tender search's word index
 * (docs/data-model.md T11/T12). Tenders stored before the index existed have no postings and a `searchText` of
 * the old form (lower-cased text joined by newlines); an old tender edited since has only the postings of the
 * words its edit added. For each tender this puts the postings it lacks (or whose copied expiry or creator
 * differ) through `putPostings`, the function create and edit use, and then rewrites `searchText` in the
 * current form (` word word … `, searchTextOf), in that order, as create and edit do, so no list ever shows a
 * tender that lacks a word. It changes nothing that is already right: a second run reads and writes nothing
 * new. Tenders whose delete has begun are left alone.
 *
 * It reads every tender by one paged Query per status on the status index (gsi1, pattern 14), not a Scan:
 * every tender item has a status and a creation time (both required), so each is in exactly one status
 * partition, and the Query reads only tender items. The statuses are read in the order of the lifecycle (Open,
 * In Progress, Completed, Finished), so a tender awarded or completed during the run moves to a partition not yet
 * read: it may be seen twice (harmless), never missed. A tender's postings are checked with BatchGetItem by key
 * (about 390 keys for a typical tender: 4 reads); the searchText write is conditioned on the tender being
 * unchanged since it was read (`updatedAt`, `searchText`, no delete begun), so it never overwrites an edit
 * that lands meanwhile (that tender is read again). It does not change `updatedAt` (no person edited the
 * tender), so it never makes a concurrent edit fail.
 *
 * Needs AWS credentials, AWS_REGION and TABLE_NAME (the stage's output TableName). Prints the counts
 * and the time taken.
 */
import { pathToFileURL } from 'node:url';
import { isConditionFailure } from '../lambdas/kernel/errors';
import { tableOf } from '../lambdas/table/model-table';
import { indexTokensOf } from '../lambdas/features/tenders/domain/search';
import { TENDER_STATUSES, type TenderStatus } from '../lambdas/features/tenders/domain/tender';
import { tenderModel, tenderWordModel } from '../lambdas/features/tenders/data/tender-models';
import { putPostings } from '../lambdas/features/tenders/data/tender-index';
import { searchTextOf, type TenderItem } from '../lambdas/features/tenders/data/tenders';

/** What a run did: tenders worked on per status (those `only` accepts), those whose searchText was rewritten or got postings, postings put, tenders left alone (delete begun), time in ms. */
export interface ReindexSummary {
  tenders: Record<TenderStatus, number>;
  searchTextRewritten: number;
  tendersWithNewPostings: number;
  postingsWritten: number;
  skippedDeleting: number;
  elapsedMs: number;
}

const tenderTable = tableOf<TenderItem>(tenderModel);
const postingTable = tableOf<{ token: string; expiryDate: string; creatorId: string }>(tenderWordModel);

/** Tenders read per Query page, and tenders worked on at once. */
const PAGE = 100;
const CONCURRENCY = 4;
/** Times a tender is read again when an edit lands between the read and the searchText write. */
const REREADS = 3;

/** The tokens of `t`'s words (current form) whose posting is missing or copies another expiry or creator. */
async function missingTokens(t: TenderItem, searchText: string): Promise<string[]> {
  const tokens = indexTokensOf(searchText);
  if (tokens.length === 0) return [];
  const postings = await postingTable.getMany(tokens.map((token) => ({ token, createdAt: t.createdAt, tenderId: t.tenderId })));
  const stored = new Map(postings.map((p) => [p.token, p]));
  return tokens.filter((token) => {
    const p = stored.get(token);
    return !p || p.expiryDate !== t.expiryDate || p.creatorId !== t.creatorId;
  });
}

/** Writes `searchText` on tender `t` if it is still as read; false when an edit or a delete came first. */
async function rewriteSearchText(t: TenderItem, searchText: string): Promise<boolean> {
  try {
    await tenderTable.write(
      { tenderId: t.tenderId },
      { set: { searchText }, where: (a, op) => `${op.eq(a.searchText, t.searchText)} AND ${op.eq(a.updatedAt, t.updatedAt)} AND ${op.notExists(a.deletingAt)}` },
      { mustExist: true },
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Brings one tender into the index (postings first, then searchText), reading it again after a concurrent change. */
async function reindexTender(read: TenderItem, summary: ReindexSummary): Promise<void> {
  let t: TenderItem | null = read;
  for (let attempt = 0; t; attempt++) {
    if (t.deletingAt) {
      summary.skippedDeleting++;
      return;
    }
    const searchText = searchTextOf(t);
    const missing = await missingTokens(t, searchText);
    if (missing.length > 0) {
      await putPostings({ ...t, searchText }, t.updatedAt, missing);
      summary.tendersWithNewPostings++;
      summary.postingsWritten += missing.length;
    }
    if (t.searchText === searchText) return;
    if (await rewriteSearchText(t, searchText)) {
      summary.searchTextRewritten++;
      return;
    }
    if (attempt >= REREADS) throw new Error(`Tender ${t.tenderId} kept changing while it was reindexed; run again`);
    t = (await tenderTable.get({ tenderId: t.tenderId }, { consistent: true })) ?? null;
  }
}

/**
 * Reindexes every tender of TABLE_NAME (see the module's comment) and returns what it did. `only` limits the
 * work to the tenders it accepts (every tender is still read); `log` gets a line per status read.
 * Throws DynamoDB's errors (UnprocessedItemsError when it keeps refusing for load): running it again resumes.
 */
export async function reindexTenders(options: { only?: (t: TenderItem) => boolean; log?: (line: string) => void } = {}): Promise<ReindexSummary> {
  const started = performance.now();
  const summary: ReindexSummary = {
    tenders: Object.fromEntries(TENDER_STATUSES.map((s) => [s, 0])) as Record<TenderStatus, number>,
    searchTextRewritten: 0,
    tendersWithNewPostings: 0,
    postingsWritten: 0,
    skippedDeleting: 0,
    elapsedMs: 0,
  };
  for (const status of TENDER_STATUSES) {
    let cursor: string | null = null;
    do {
      const page = await tenderTable.query('byStatus', { status }, { cursor, limit: PAGE });
      const tenders = page.items.filter((t) => !options.only || options.only(t));
      summary.tenders[status] += tenders.length;
      for (let i = 0; i < tenders.length; i += CONCURRENCY) await Promise.all(tenders.slice(i, i + CONCURRENCY).map((t) => reindexTender(t, summary)));
      cursor = page.cursor;
    } while (cursor);
    options.log?.(`${status}: ${summary.tenders[status]} tenders`);
  }
  summary.elapsedMs = Math.round(performance.now() - started);
  return summary;
}

/** The summary as the lines the command prints. */
export function formatSummary(s: ReindexSummary): string {
  const total = Object.values(s.tenders).reduce((a, b) => a + b, 0);
  return [
    `Tenders read: ${total} (${TENDER_STATUSES.map((st) => `${st} ${s.tenders[st]}`).join(', ')})`,
    `searchText rewritten: ${s.searchTextRewritten}`,
    `Postings written: ${s.postingsWritten} on ${s.tendersWithNewPostings} tenders`,
    `Left alone (delete begun): ${s.skippedDeleting}`,
    `Time: ${(s.elapsedMs / 1000).toFixed(1)} s`,
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (!process.env.TABLE_NAME || !process.env.AWS_REGION) {
    console.error('Usage: AWS_REGION=<region> TABLE_NAME=<TableName> npm run reindex-tenders');
    process.exit(2);
  }
  console.log(`Reindexing the tenders of ${process.env.TABLE_NAME}…`);
  const summary = await reindexTenders({ log: (line) => console.log(line) });
  console.log(formatSummary(summary));
}
