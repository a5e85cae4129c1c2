/**
 * `node --import tsx bench/cursors.ts`: what sealed list cursors cost. Prints the time to seal
 * and to open a real-sized inner cursor (the four-partition tender cursor of scope all, and a bids cursor),
 * the sealed length, and the one-time costs of a container: the key derivation (HKDF) and the import of the
 * Secrets Manager client. The GetSecretValue call itself is one network round trip on the first cursor.
 */
import { performance } from 'node:perf_hooks';
import { encodeCursor } from '../lambdas/kernel/list-cursor';
import { cursorContext, cursorKeyFrom, openCursor, sealCursor } from '../lambdas/kernel/sealed-cursor';

const uuid = '3f1c2a9e-8b7d-4c6e-9a5f-1e2d3c4b5a69';
const tenderKey = (status: string) => ({
  pk: `$geotender#tenderid_${uuid}`,
  sk: '$tender_1',
  gsi1pk: `$geotender#status_${status}`,
  gsi1sk: `$tender_1#createdat_2026-11-20t10:15:30.123z#tenderid_${uuid}`,
});
const inners = {
  'tenders, scope all (4 partitions)': encodeCursor({ p: ['open', 'in progress', 'completed', 'finished'].map(tenderKey) }),
  'bids of a tender': encodeCursor({
    k: { pk: `$geotender#tenderid_${uuid}`, sk: `$bid_1#bidderid_${uuid}`, gsi1pk: `$geotender#tenderid_${uuid}`, gsi1sk: `$bid_1#createdat_2026-11-20t10:15:30.123z` },
    n: 20,
  }),
};

const t0 = performance.now();
const key = cursorKeyFrom('x'.repeat(64));
const hkdfMs = performance.now() - t0;
const context = cursorContext('tenders-list', uuid, {}, { scope: 'all', sort: 'newest' });
const N = 20_000;
for (const [name, inner] of Object.entries(inners)) {
  for (let i = 0; i < 2_000; i++) openCursor(key, sealCursor(key, inner, context), context); // warm up
  let sealed = '';
  let start = performance.now();
  for (let i = 0; i < N; i++) sealed = sealCursor(key, inner, context);
  const sealUs = ((performance.now() - start) * 1000) / N;
  start = performance.now();
  for (let i = 0; i < N; i++) openCursor(key, sealed, context);
  const openUs = ((performance.now() - start) * 1000) / N;
  console.log(`${name}: inner ${inner.length} chars, sealed ${sealed.length} chars; seal ${sealUs.toFixed(1)} µs, open ${openUs.toFixed(1)} µs`);
}
const s0 = performance.now();
await import('@aws-sdk/client-secrets-manager');
console.log(`one-time per container: HKDF ${hkdfMs.toFixed(2)} ms, Secrets Manager client import ${(performance.now() - s0).toFixed(1)} ms (unbundled)`);
