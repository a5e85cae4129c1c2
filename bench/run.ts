/**
 * `npm run bench [section…]`: the performance figures, printed as tables, one section per module:
 * - bundles: every function bundle's minified size and cold import time against the import of just the SDK
 *   clients it uses (target: ratio ≤ 1.2)
 * - web: gzipped JavaScript the landing page loads
 * - list: read capacity per tender-list page with 100 and with 10,000 tenders, and of search pages
 * - bids: the poster's bid list with 10 and 1,000 bids; an award with 1,000 other bids
 * - fanout: create-tender latency with 10 and 10,000 approved geodesists, and the announcement to them
 * - map: one map query over central Tartu with 100 and with 10,000 tenders elsewhere in Estonia
 * - load: 200 users through the local HTTP gateway for 60 s, p99 of reads ≤ 300 ms and of writes ≤ 600 ms,
 *   and where the time goes (also `npm run load`)
 * - abuse: one user reading back to back while 50 others browse: the one's share of 429s, the others' p99 and
 *   that they got no 429
 * - history: one page of a tender's history with 10 and with 1,000 entries (the same cost)
 * - amend: an amendment's write on a tender with 10 and with 1,000 bids (telling the bidders is queued)
 * - answer: an answer to a question on a tender with 10 and with 1,000 bids, and the queued read of whom to tell
 * - areas: whom to tell of a tender with a site, among 100 and 10,000 geodesists with service areas, 1 % matching
 * Each section starts what it needs on free ports, so it runs beside another local cloud. Targets are
 * reported, not asserted: a miss prints MISS and sets exit code 1.
 */
const sections: Record<string, () => Promise<{ report: (mark: (ok: boolean) => string) => Promise<void> }>> = {
  bundles: () => import('./bundles'),
  web: () => import('./web-size'),
  lighthouse: () => import('./lighthouse'),
  list: () => import('./list-capacity'),
  bids: () => import('./bids-capacity'),
  fanout: () => import('./fan-out'),
  map: () => import('./map-capacity'),
  load: () => import('./load'),
  abuse: () => import('./load-abuse'),
  history: () => import('./history-capacity'),
  amend: () => import('./amendment-capacity'),
  answer: () => import('./answer-capacity'),
  areas: () => import('./areas-capacity'),
};

export {};

let missed = false;
const mark = (ok: boolean) => {
  if (!ok) missed = true;
  return ok ? 'ok' : 'MISS';
};

const only = process.argv.slice(2);
const unknown = only.filter((name) => !(name in sections));
if (unknown.length > 0) {
  console.error(`Unknown bench section: ${unknown.join(', ')} (sections: ${Object.keys(sections).join(', ')})`);
  process.exit(2);
}
for (const [name, load] of Object.entries(sections)) {
  if (only.length === 0 || only.includes(name)) await (await load()).report(mark);
}

process.exit(missed ? 1 : 0);
