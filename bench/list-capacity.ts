/**
 * Read capacity of one tender-list page (the geodesist's Open tenders, newest first, 10 per page) on
 * DynamoDB Local with ReturnConsumedCapacity TOTAL, at several table sizes. A list served by a GSI Query
 * with a page limit reads the same items whatever the table holds; a Scan or an unbounded filter would not.
 */
import { randomUUID } from 'node:crypto';
import { withBenchTable } from './bench-table';

export interface ListCapacityFigure {
  tenders: number;
  readUnits: number;
  items: number;
  ms: number;
  /** The same for one search page when 1 % of the tenders match ("lakeside"). */
  search: { readUnits: number; items: number; ms: number };
}

/** Seeds the table up to each size in `sizes` (ascending) and measures the first page after each. */
export async function measureListCapacity(sizes: number[]): Promise<ListCapacityFigure[]> {
  return withBenchTable('list', async () => {
    const { useTable } = await import('../lambdas/table/entities');
    const { TenderEntity } = await import('../lambdas/features/tenders/data/tender-entities');
    useTable();
    const { searchTextOf } = await import('../lambdas/features/tenders/data/tenders');
    const { listTenders } = await import('../lambdas/features/tenders/data/tender-lists');
    const figures: ListCapacityFigure[] = [];
    let count = 0;
    const start = Date.parse('2026-01-01T00:00:00Z');
    for (const size of sizes) {
      const batch = [];
      for (; count < size; count++) {
        const tenderId = randomUUID();
        const createdAt = new Date(start + count * 60_000).toISOString();
        // Three in four tenders are Open; the rest are spread over the other statuses.
        const status = (['Open', 'Open', 'Open', 'In Progress', 'Completed'] as const)[count % 5]!;
        // One tender in a hundred (all of them Open) matches the search.
        const title = count % 100 === 0 ? `Lakeside survey job ${count}` : `Survey job ${count}`;
        const description = `Topographic survey number ${count} with a cadastral plan.`;
        batch.push({
          tenderId,
          title,
          description,
          expiryDate: '2027-06-30T00:00:00.000Z',
          status,
          creatorId: `poster-${count % 50}`,
          location: 'Not specified',
          budgetCents: 0,
          viewCount: 0,
          bidCount: 0,
          attachmentsCount: 1,
          searchText: searchTextOf({ tenderId, title, description }),
          createdAt,
          updatedAt: createdAt,
        });
      }
      for (let i = 0; i < batch.length; i += 500) await TenderEntity.put(batch.slice(i, i + 500)).go();
      const t0 = performance.now();
      const page = await listTenders({ scope: 'open' }, { returnConsumedCapacity: true });
      const ms = performance.now() - t0;
      const t1 = performance.now();
      const found = await listTenders({ scope: 'open', search: 'LAKESIDE' }, { returnConsumedCapacity: true });
      const search = { readUnits: found.consumedReadUnits ?? 0, items: found.items.length, ms: performance.now() - t1 };
      figures.push({ tenders: size, readUnits: page.consumedReadUnits ?? 0, items: page.items.length, ms, search });
    }
    return figures;
  });
}

/** Prints this section of `npm run bench`; `mark` turns a target check into ok or MISS. */
export async function report(mark: (ok: boolean) => string): Promise<void> {
  console.log('\nTender list page: read capacity consumed (DynamoDB Local, ReturnConsumedCapacity TOTAL)');
  const list = await measureListCapacity([100, 10_000]);
  console.table(list.map((l) => ({ tenders: l.tenders, 'RCU per page': l.readUnits, 'items returned': l.items, 'query ms': l.ms.toFixed(1) })));
  const [a, b] = list;
  const ratio = b!.readUnits / a!.readUnits;
  console.log(`ratio 10,000 / 100 = ${ratio.toFixed(3)} — within 10%: ${mark(Math.abs(ratio - 1) <= 0.1)}`);
  console.log('\nTender search page (1 % of the tenders match): read capacity consumed');
  console.table(list.map((l) => ({ tenders: l.tenders, 'RCU per page': l.search.readUnits, 'items returned': l.search.items, 'query ms': l.search.ms.toFixed(1) })));
  console.log('A search page reads at most 5 index pages of 10 items (MAX_FILTER_PAGES): bounded, but it fills fewer matches per request as matches get rarer (docs/decisions.md, "Search capacity").');
}
