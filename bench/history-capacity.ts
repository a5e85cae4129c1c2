/**
 * History figures on DynamoDB Local: read capacity and time of one page of a tender's history (20 entries, newest
 * first: the same Query as tenders/data/history.ts listHistory) at a tender with 10 and with 1,000 entries, beside
 * another tender's 1,000 entries. A page of 10 entries holds half a page, so the target compares full pages: the
 * page at 1,000 entries costs what it costs at 20 (ratio ≤ 1.2), and the page at 10 at most that.
 */
import { randomUUID } from 'node:crypto';
import { withBenchTable } from './bench-table';

export interface HistoryCapacityFigures {
  pages: { entries: number; readUnits: number; items: number; ms: number }[];
}

/** Measures the first history page at each entry count in `sizes` (ascending), on one tender. */
export async function measureHistoryCapacity(sizes: number[]): Promise<HistoryCapacityFigures> {
  return withBenchTable('history', async () => {
    const { QueryCommand } = await import('@aws-sdk/lib-dynamodb');
    const { documentClient } = await import('../lambdas/table/client');
    const { writeAll } = await import('../lambdas/table/batch-writes');
    const { tableOf } = await import('../lambdas/table/model-table');
    const { historyItem } = await import('../lambdas/features/tenders/data/history');
    const { tenderHistoryModel } = await import('../lambdas/features/tenders/data/history-models');
    const { HISTORY_PAGE_SIZE } = await import('../lambdas/features/tenders/domain/history');
    const start = Date.parse('2026-01-01T00:00:00Z');
    const put = async (tenderId: string, from: number, to: number) => {
      const requests = [];
      for (let n = from; n < to; n++) {
        const { Put } = historyItem({ tenderId, kind: 'bid_received', actorRole: 'geodesist', details: { count: n + 1 }, at: new Date(start + n * 1000).toISOString() });
        requests.push({ PutRequest: { Item: Put!.Item! } });
      }
      await writeAll(requests);
    };
    // A neighbour with as many entries: the page reads only its own tender's partition.
    const neighbour = randomUUID();
    await put(neighbour, 0, Math.max(...sizes));
    const tenderId = randomUUID();
    const history = tableOf(tenderHistoryModel);
    const pages: HistoryCapacityFigures['pages'] = [];
    // Warm-up: the first Query pays for loading the code paths.
    await documentClient.send(new QueryCommand(history.queryInput('byTender', { tenderId: neighbour }, { order: 'desc', limit: HISTORY_PAGE_SIZE })));
    let count = 0;
    for (const size of sizes) {
      await put(tenderId, count, size);
      count = size;
      const input = history.queryInput('byTender', { tenderId }, { order: 'desc', limit: HISTORY_PAGE_SIZE });
      const t0 = performance.now();
      const out = await documentClient.send(new QueryCommand({ ...input, ReturnConsumedCapacity: 'TOTAL' }));
      pages.push({ entries: size, readUnits: out.ConsumedCapacity?.CapacityUnits ?? 0, items: out.Items?.length ?? 0, ms: performance.now() - t0 });
    }
    return { pages };
  });
}

/** Prints this section of `npm run bench`; `mark` turns a target check into ok or MISS. */
export async function report(mark: (ok: boolean) => string): Promise<void> {
  const { pages } = await measureHistoryCapacity([10, 20, 1_000]);
  console.log("\nA tender's history (one page of 20, newest first): read capacity consumed");
  console.table(pages.map((p) => ({ entries: p.entries, 'read units': p.readUnits, items: p.items, ms: Math.round(p.ms) })));
  const [few, full, large] = [pages[0]!, pages[1]!, pages.at(-1)!];
  const ratio = large.readUnits / full.readUnits;
  console.log(`cost per page, ${large.entries} ÷ ${full.entries} entries: ${ratio.toFixed(2)} (target ≤ 1.2) ${mark(ratio <= 1.2)}`);
  console.log(
    `cost per page, ${large.entries} ÷ ${few.entries} entries: ${(large.readUnits / few.readUnits).toFixed(2)} (a page of ${few.entries} is half a page) ${mark(few.readUnits <= large.readUnits)}`,
  );
}
