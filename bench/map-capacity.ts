/**
 * Read capacity of one map query (`GET /tenders/map`) on DynamoDB Local with
 * ReturnConsumedCapacity TOTAL: the visible area is central Tartu, which holds a fixed 20 Open tenders
 * (points and small polygons); the table grows with tenders whose sites lie elsewhere in Estonia. A query
 * per geohash cell of the area reads only the sites in that cover, so its cost must not change with the
 * tenders elsewhere. The same for the whole of Estonia, for comparison (it stops after MAP_TENDER_LIMIT).
 */
import { randomUUID } from 'node:crypto';
import type { Bbox, LonLat, SiteGeometry } from '../lambdas/features/tenders/domain/site';
import { withBenchTable } from './bench-table';

export interface MapCapacityFigure {
  /** Tenders with a site outside the area. */
  elsewhere: number;
  /** Tenders with a site inside the area. */
  inside: number;
  readUnits: number;
  items: number;
  queries: number;
  ms: number;
  /** The same query over the whole service extent. */
  estonia: { readUnits: number; items: number; truncated: boolean; queries: number; ms: number };
}

/** Central Tartu, as a map at street level shows it. */
export const TARTU_AREA: Bbox = [26.68, 58.36, 26.76, 58.4];
const INSIDE = 20;

/** A small deterministic pseudo-random sequence (mulberry32), so every run seeds the same table. */
export function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A point, or every third time a 50 m square, at [lon, lat]. */
function siteAt([lon, lat]: LonLat, i: number): SiteGeometry {
  if (i % 3 !== 0) return { type: 'Point', coordinates: [lon, lat] };
  const d = 0.0005;
  return {
    type: 'Polygon',
    coordinates: [
      [
        [lon, lat],
        [lon + d, lat],
        [lon + d, lat + d],
        [lon, lat + d],
        [lon, lat],
      ],
    ],
  };
}

/** Seeds the table up to each size of `sizes` (tenders elsewhere, ascending) and measures the Tartu query after each. */
export async function measureMapCapacity(sizes: number[]): Promise<MapCapacityFigure[]> {
  return withBenchTable('map', async () => {
    const { useTable } = await import('../lambdas/table/entities');
    const { TenderEntity } = await import('../lambdas/features/tenders/data/tender-entities');
    useTable();
    const { searchTextOf, toSiteFields } = await import('../lambdas/features/tenders/data/tenders');
    const { listMapTenders } = await import('../lambdas/features/tenders/data/tender-map');
    const { describeSite, SITE_EXTENT } = await import('../lambdas/features/tenders/domain/site');
    const next = random(14);
    const createdAt = '2026-11-01T00:00:00.000Z';
    const tenderAt = (at: LonLat, i: number) => {
      const tenderId = randomUUID();
      const title = `Survey job ${i}`;
      const description = `Topographic survey number ${i} with a cadastral plan.`;
      const site = siteAt(at, i);
      // Four in five are Open; the rest are In Progress, awarded, so without the map index keys (the award removes them).
      const status = i % 5 === 4 ? ('In Progress' as const) : ('Open' as const);
      const { siteCell, siteGeohash, ...described } = toSiteFields(site, describeSite(site)).onTender;
      return {
        tenderId,
        title,
        description,
        expiryDate: '2027-06-30T00:00:00.000Z',
        status,
        creatorId: `poster-${i % 50}`,
        location: 'Not specified',
        budgetCents: 0,
        viewCount: 0,
        bidCount: 0,
        attachmentsCount: 1,
        searchText: searchTextOf({ tenderId, title, description }),
        createdAt,
        updatedAt: createdAt,
        ...described,
        ...(status === 'Open' ? { siteCell, siteGeohash } : {}),
      };
    };
    const put = async (items: ReturnType<typeof tenderAt>[]) => {
      for (let i = 0; i < items.length; i += 500) await TenderEntity.put(items.slice(i, i + 500)).go();
    };
    // The tenders inside the area: Open ones, spread over it.
    await put(Array.from({ length: INSIDE }, (_, i) => tenderAt([TARTU_AREA[0] + 0.005 + next() * 0.07, TARTU_AREA[1] + 0.002 + next() * 0.035], i * 5)));
    const figures: MapCapacityFigure[] = [];
    let count = 0;
    for (const size of sizes) {
      const batch = [];
      for (; count < size; count++) {
        // Anywhere in the extent but Tartu and its surroundings (0.3° around the area).
        let at: LonLat;
        do at = [SITE_EXTENT.west + next() * (SITE_EXTENT.east - SITE_EXTENT.west - 0.001), SITE_EXTENT.south + next() * (SITE_EXTENT.north - SITE_EXTENT.south - 0.001)];
        while (at[0] > TARTU_AREA[0] - 0.3 && at[0] < TARTU_AREA[2] + 0.3 && at[1] > TARTU_AREA[1] - 0.3 && at[1] < TARTU_AREA[3] + 0.3);
        batch.push(tenderAt(at, count));
      }
      await put(batch);
      const t0 = performance.now();
      const page = await listMapTenders({ bbox: TARTU_AREA }, { returnConsumedCapacity: true });
      const ms = performance.now() - t0;
      const t1 = performance.now();
      const all = await listMapTenders({ bbox: [SITE_EXTENT.west, SITE_EXTENT.south, SITE_EXTENT.east, SITE_EXTENT.north] }, { returnConsumedCapacity: true });
      const estonia = { readUnits: all.consumedReadUnits ?? 0, items: all.items.length, truncated: all.truncated, queries: all.queries, ms: performance.now() - t1 };
      figures.push({ elsewhere: size, inside: INSIDE, readUnits: page.consumedReadUnits ?? 0, items: page.items.length, queries: page.queries, ms, estonia });
    }
    return figures;
  });
}

/** Prints this section of `npm run bench`; `mark` turns a target check into ok or MISS. */
export async function report(mark: (ok: boolean) => string): Promise<void> {
  const map = await measureMapCapacity([100, 10_000]);
  console.log(`\nMap query (GET /tenders/map) over central Tartu (bbox ${TARTU_AREA.join(',')}): read capacity consumed`);
  console.table(map.map((m) => ({ 'tenders elsewhere': m.elsewhere, 'tenders in the area': m.inside, RCU: m.readUnits, 'items returned': m.items, queries: m.queries, 'query ms': m.ms.toFixed(1) })));
  const [a, b] = map;
  const ratio = b!.readUnits / a!.readUnits;
  console.log(`ratio 10,000 / 100 = ${ratio.toFixed(3)} — within 10%: ${mark(Math.abs(ratio - 1) <= 0.1)}`);
  console.log('\nThe same query over the whole of Estonia (for comparison; stops after MAP_TENDER_LIMIT tenders)');
  console.table(
    map.map((m) => ({
      'tenders elsewhere': m.elsewhere,
      RCU: m.estonia.readUnits,
      'items returned': m.estonia.items,
      truncated: m.estonia.truncated,
      queries: m.estonia.queries,
      'query ms': m.estonia.ms.toFixed(1),
    })),
  );
}
