/**
 * Read capacity of one tender-list page (the geodesist's Open tenders, newest first, 10 per page) and of search
 * pages (the word index) on DynamoDB Local with ReturnConsumedCapacity TOTAL, with 100 and with
 * 10,000 Open tenders. Tenders are written as the product writes them (newTenderItem, and the word index by
 * putPostings before the tender items). A page served by a Query with a page limit reads the
 * same items whatever the table holds; a Scan or an unbounded filter would not.
 */
import { randomUUID } from 'node:crypto';
import { withBenchTable } from './bench-table';

/** One page's figures: read capacity units, items returned, time in ms. */
export interface PageFigure {
  readUnits: number;
  items: number;
  ms: number;
  /** The tender the search is about is on the page (the rare word's). */
  hasTarget?: boolean;
}

export interface ListCapacityFigure {
  tenders: number;
  list: PageFigure;
  /** The searches of SEARCHES, by name. */
  search: Record<SearchName, PageFigure>;
}

/**
 * The searches measured: a word every tender has (full pages at both sizes), a word 1 % have, a word exactly one
 * tender has (in its requirements, on the OLDEST tender, which a newest-first list reaches last), two words, and
 * an Estonian word typed without its diacritics (stored as "Jõgevamaa" on 2 % of the tenders).
 */
const SEARCHES = {
  common: 'survey',
  onePercent: 'lakeside',
  rare: 'kivisillutis',
  twoWords: 'lakeside jogevamaa',
  noDiacritics: 'jogevamaa',
} as const;
type SearchName = keyof typeof SEARCHES;

/** Tenders seeded at once (their postings in parallel, then the items in batches of 25). */
const SEED_BATCH = 50;

/** Seeds the table up to each size in `sizes` (ascending) and measures the first pages after each. */
export async function measureListCapacity(sizes: number[]): Promise<ListCapacityFigure[]> {
  return withBenchTable('list', async () => {
    const { useTable } = await import('../lambdas/table/entities');
    const { TenderEntity } = await import('../lambdas/features/tenders/data/tender-entities');
    const { newTenderItem } = await import('../lambdas/features/tenders/data/tenders');
    const { putPostings } = await import('../lambdas/features/tenders/data/tender-index');
    const { listTenders } = await import('../lambdas/features/tenders/data/tender-lists');
    useTable();
    const figures: ListCapacityFigure[] = [];
    let count = 0;
    let rareId = '';
    const start = Date.parse('2026-01-01T00:00:00Z');
    /** Tender n as the create handler would store it (newTenderItem: the same item and search words). */
    const tenderNo = (n: number) => {
      const tenderId = randomUUID();
      if (n === 0) rareId = tenderId;
      // One tender in a hundred is by a lake, one in fifty in Jõgeva county (so every lakeside one is too).
      const title = [n % 100 === 0 ? 'Lakeside' : '', 'survey', String(n), n % 50 === 0 ? 'Jõgevamaa' : ''].filter(Boolean).join(' ');
      return newTenderItem(
        {
          tenderId,
          title,
          // Short texts keep the seeding quick: a search page's cost depends on the postings of the word it
          // reads and the tenders it checks, not on the tenders' other words.
          description: `Plan ${n}.`,
          ...(n === 0 ? { requirements: 'Kivisillutise ja äärekivide kõrgused ±1 cm' } : {}),
          expiryDate: new Date(Date.parse('2027-01-01T00:00:00Z') + ((n * 7919) % 10_000) * 3_600_000).toISOString(),
          status: 'Open',
          creatorId: `poster-${n % 50}`,
          location: 'Not specified',
          budgetCents: 0,
          createdAt: new Date(start + n * 60_000).toISOString(),
        },
        1,
      );
    };
    for (const size of sizes) {
      const seedStart = performance.now();
      // The write path's order, in bulk: each tender's postings (putPostings), then the tender items (a
      // transaction per tender is what the create handler adds, which does not change what a read costs).
      for (let from = count; from < size; from += SEED_BATCH) {
        const items = Array.from({ length: Math.min(SEED_BATCH, size - from) }, (_, i) => tenderNo(from + i));
        await Promise.all(items.map((t) => putPostings(t, t.createdAt)));
        await TenderEntity.put(items).go();
      }
      count = size;
      console.log(`  seeded ${size.toLocaleString('en')} Open tenders (${((performance.now() - seedStart) / 1000).toFixed(0)} s)`);
      const page = async (search?: string): Promise<PageFigure> => {
        const t0 = performance.now();
        const out = await listTenders({ scope: 'open', ...(search ? { search } : {}) }, { returnConsumedCapacity: true });
        return { readUnits: out.consumedReadUnits ?? 0, items: out.items.length, ms: performance.now() - t0, hasTarget: out.items.some((t) => t.tenderId === rareId) };
      };
      await page(); // warm up the client and the emulator
      const list = await page();
      const search = {} as Record<SearchName, PageFigure>;
      for (const [name, words] of Object.entries(SEARCHES) as [SearchName, string][]) search[name] = await page(words);
      figures.push({ tenders: size, list, search });
    }
    return figures;
  });
}

/** Prints this section of `npm run bench`; `mark` turns a target check into ok or MISS. */
export async function report(mark: (ok: boolean) => string): Promise<void> {
  console.log('\nTender list and search pages: read capacity consumed (DynamoDB Local, ReturnConsumedCapacity TOTAL)');
  const figures = await measureListCapacity([100, 10_000]);
  const [small, large] = figures as [ListCapacityFigure, ListCapacityFigure];
  const row = (what: string, f: (l: ListCapacityFigure) => PageFigure) =>
    figures.map((l) => ({ page: what, 'Open tenders': l.tenders, 'RCU per page': f(l).readUnits, 'items returned': f(l).items, 'query ms': f(l).ms.toFixed(1) }));
  console.table([...row('list, newest first', (l) => l.list), ...(Object.entries(SEARCHES) as [SearchName, string][]).flatMap(([name, words]) => row(`search "${words}"`, (l) => l.search[name]))]);
  const ratio = (f: (l: ListCapacityFigure) => PageFigure) => f(large).readUnits / f(small).readUnits;
  const within = (r: number) => `${r.toFixed(3)} — ≤ 1.1: ${mark(r <= 1.1)}`;
  console.log(`cost per page, 10,000 ÷ 100 Open tenders: list ${within(ratio((l) => l.list))}`);
  console.log(`  search "${SEARCHES.common}" (every tender, a full page at both sizes) ${within(ratio((l) => l.search.common))}`);
  console.log(`  search "${SEARCHES.rare}" (one tender at both sizes) ${within(ratio((l) => l.search.rare))}`);
  console.log(`the one tender of 10,000 with "${SEARCHES.rare}" is on the first page: ${mark(large.search.rare.hasTarget === true && large.search.rare.items === 1)}`);
  console.log(`a word 1 % of 10,000 tenders have fills the first page: ${mark(large.search.onePercent.items === 10)}`);
  console.log(
    `two words ("${SEARCHES.twoWords}") fill the first page: ${mark(large.search.twoWords.items === 10)}; "${SEARCHES.noDiacritics}" finds "Jõgevamaa": ${mark(large.search.noDiacritics.items === 10)}`,
  );
  console.log(
    'A search page reads the postings of its longest word (a Query of a page) and BatchGets their tenders, a round at a time, at most 5 rounds (docs/decisions/speed/tender-word-index.md, "Tender search by a word index").',
  );
}
