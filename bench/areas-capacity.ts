/**
 * Finding whom to tell of a new tender with a site (docs/decisions/server/service-areas.md): the reads of the
 * announcement's first step (the 'all of Estonia' audience, the site's cells of the area index, the candidates'
 * profiles) for a tender in Tartu, with 100 geodesists who all keep an area there, and with 10,000 geodesists of whom
 * 1 % keep an area there and the rest one elsewhere in Estonia. Target: telling 100 of 10,000 costs about what telling
 * 100 of 100 costs (ratio ≤ 2: the index cells are about 156 × 78 km, so the geodesists elsewhere in the site's cells
 * are read as small index items). Read capacity is DynamoDB Local's (ReturnConsumedCapacity TOTAL).
 */
import { withBenchTable } from './bench-table';
import { random } from './map-capacity';

export interface AreasFigure {
  geodesists: number;
  matching: number;
  found: number;
  readUnits: number;
  requests: number;
  ms: number;
}

const TARTU_SITE = { type: 'Point' as const, coordinates: [26.73, 58.37] as [number, number] };

/** Seeds `geodesists`, `matching` of them with a 20 km circle around Tartu, and measures the recipients' read. */
async function measure(geodesists: number, matching: number): Promise<AreasFigure> {
  return withBenchTable(`areas-${geodesists}`, async () => {
    const { randomUUID } = await import('node:crypto');
    const { documentClient } = await import('../lambdas/table/client');
    const { useTable } = await import('../lambdas/table/entities');
    const { saveServiceAlerts, geodesistsWithAreaAt } = await import('../lambdas/features/profiles/data/service-areas');
    const { forEachAllEstoniaPage } = await import('../lambdas/features/account/public');
    const { SITE_EXTENT } = await import('../lambdas/features/tenders/domain/site-rules');
    useTable();
    const next = random(38);
    const at = new Date().toISOString();
    const ids = Array.from({ length: geodesists }, () => randomUUID());
    for (let i = 0; i < ids.length; i += 25) {
      await Promise.all(
        ids.slice(i, i + 25).map((userId, k) => {
          let center: [number, number];
          if (i + k < matching) center = [26.6 + next() * 0.25, 58.3 + next() * 0.15];
          // Anywhere in Estonia at least 40 km from the site (so a 5 to 30 km circle never reaches it).
          else
            do center = [SITE_EXTENT.west + 1 + next() * (SITE_EXTENT.east - SITE_EXTENT.west - 1.5), SITE_EXTENT.south + 0.3 + next() * (SITE_EXTENT.north - SITE_EXTENT.south - 0.8)];
            while (Math.abs(center[0] - 26.73) < 1.4 && Math.abs(center[1] - 58.37) < 0.7);
          const radiusKm = i + k < matching ? 20 : 5 + next() * 25;
          return saveServiceAlerts(userId, { areas: [{ type: 'Circle', center, radiusKm }], searches: [] }, at);
        }),
      );
    }
    let readUnits = 0;
    let requests = 0;
    documentClient.middlewareStack.add(
      (next) => async (args) => {
        (args.input as { ReturnConsumedCapacity?: string }).ReturnConsumedCapacity = 'TOTAL';
        const out = await next(args);
        const consumed = (out.output as { ConsumedCapacity?: { CapacityUnits?: number } | { CapacityUnits?: number }[] }).ConsumedCapacity;
        for (const c of Array.isArray(consumed) ? consumed : consumed ? [consumed] : []) readUnits += c.CapacityUnits ?? 0;
        requests++;
        return out;
      },
      { step: 'initialize', name: 'benchCapacity' },
    );
    const t0 = performance.now();
    let audience = 0;
    await forEachAllEstoniaPage(1_000, async (page) => {
      audience += page.length;
    });
    const found = await geodesistsWithAreaAt(TARTU_SITE);
    const ms = performance.now() - t0;
    documentClient.middlewareStack.remove('benchCapacity');
    return { geodesists, matching, found: found.length + audience, readUnits, requests, ms };
  });
}

/** Prints this section of `npm run bench`; `mark` turns a target check into ok or MISS. */
export async function report(mark: (ok: boolean) => string): Promise<void> {
  const all = await measure(100, 100);
  const few = await measure(100, 1);
  const many = await measure(10_000, 100);
  console.log('\nWhom to tell of a Tartu tender (the announcement’s reads: audience, area index, candidates’ profiles)');
  console.table([all, few, many].map((f) => ({ geodesists: f.geodesists, 'keep Tartu': f.matching, told: f.found, RCU: f.readUnits.toFixed(1), requests: f.requests, ms: f.ms.toFixed(1) })));
  const ratio = many.readUnits / all.readUnits;
  console.log(`RCU of 100 told among 10,000 / 100 told among 100 = ${ratio.toFixed(2)} — at most 2: ${mark(ratio <= 2)}`);
}
