/**
 * Property-based fuzzing of every route with a body, query or path parameter, against the
 * local gateway. Inputs come from the route's own zod schemas (fuzz-support.ts) and hostile mutations of
 * them; path parameters are the real ids of the authorization matrix's world or hostile strings. Each
 * route is called by a caller the matrix lets through, so the input reaches the handler.
 * Properties: never a 5xx; every refusal is a JSON body with a message and no stack trace; and no
 * partial write: what the route may touch (the tender's partition and bids, the caller's profile,
 * preferences and tenders) reads the same before and after every refused request.
 * FUZZ_RUNS sets the runs per route (30 in `npm test`; `npm run fuzz` runs 2,000).
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { type RouteDef, routes } from '../../lambdas/api/routes';
import { matrix } from './authorization-matrix';
import { bodyArbitrary, decodeSegment, jsonSchemaOf, pathParamArbitrary, queryArbitrary } from './fuzz-support';
import { cloud } from './support';
import { buildWorld, type Caller, loadModules, USER_CALLERS, type UserCaller, type World } from './world';
import { type EntityModels, loadEntityModels } from './entity-models';

const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
let w: World;
let entities: EntityModels;

beforeAll(async () => {
  await loadModules();
  entities = await loadEntityModels();
  w = await buildWorld();
}, 120_000);

/** What a refused request to a route may have touched, read back in a stable order. */
async function snapshot(tenderId: string | undefined, userId: string): Promise<string> {
  const { geotender, BidEntity, ProfileEntity, NotificationPreferencesEntity, TenderEntity, useTable } = entities;
  useTable();
  const parts: unknown[] = [
    (await ProfileEntity.get({ userId }).go()).data,
    (await NotificationPreferencesEntity.get({ userId }).go()).data,
    (await TenderEntity.query.byCreator({ creatorId: userId }).go({ pages: 'all' })).data.map((t) => ({ ...t, viewCount: 0 })),
    (await BidEntity.query.byBidder({ bidderId: userId }).go({ pages: 'all' })).data,
  ];
  if (tenderId && /^[A-Za-z0-9-]{1,100}$/.test(tenderId)) {
    const files = await geotender.collections.tenderFiles({ tenderId }).go({ pages: 'all' });
    const deliveries = await geotender.collections.tenderDeliveries({ tenderId }).go({ pages: 'all' });
    // The view count goes up on every read of the tender by someone else: not a write of the refused request.
    parts.push(
      files.data.tender.map((t) => ({ ...t, viewCount: 0 })),
      files.data.attachment,
      deliveries.data,
      (await BidEntity.query.byTenderBidder({ tenderId }).go({ pages: 'all' })).data,
      // The tender's questions and answers (procurement), newest first: the page a refused ask or answer must leave alone.
      (await (await import('../../lambdas/features/procurement/data/questions')).listQuestions(tenderId)).items,
      // The tender's thread (messages): its newest page and its state, which a refused post, mark-read or hide must leave alone.
      (await (await import('../../lambdas/features/messages/data/messages')).listMessages(tenderId)).items,
      (await (await import('../../lambdas/features/messages/data/messages')).getThread(tenderId)) ?? null,
    );
  }
  return JSON.stringify(parts);
}

/**
 * Queued work an accepted request starts, awaited before the next input so that a later refused request is not blamed
 * for it: a cancellation's listener marks the tender's bids Cancelled moments after the answer.
 */
const SETTLE: Partial<Record<RouteDef['handler'], (tenderId: string) => Promise<void>>> = {
  'tender-cancel': async (tenderId) => {
    const { BidEntity, useTable } = entities;
    useTable();
    await vi.waitFor(
      async () => {
        const bids = (await BidEntity.query.byTenderBidder({ tenderId }).go({ pages: 'all' })).data;
        expect(bids.filter((b) => b.status === 'Pending' || b.status === 'Accepted')).toEqual([]);
      },
      { timeout: 15_000, interval: 200 },
    );
  },
};

/** The first caller the matrix lets through (2xx), preferring the owner of the objects over an admin. */
function callerFor(handler: RouteDef['handler']): UserCaller {
  const row = matrix[handler as keyof typeof matrix];
  const order: UserCaller[] = [...USER_CALLERS.filter((c) => c !== 'admin'), 'admin'];
  return order.find((c) => row.expect[c] < 300) ?? 'admin';
}

const fuzzable = (routes as readonly RouteDef[]).filter((r) => r.body || r.query || r.path.includes('{'));

describe(`fuzzing (${RUNS} runs per route)`, () => {
  it('covers every route with a body, query or path parameter', () => {
    expect(fuzzable.length).toBeGreaterThan(20);
  });

  for (const route of fuzzable) {
    it(`${route.method} ${route.path} (${route.handler}): no 5xx, clear refusals, no partial writes`, async () => {
      const row = matrix[route.handler as keyof typeof matrix];
      const caller = callerFor(route.handler);
      const own = row.fresh ? await row.fresh(w) : {};
      // A fresh tender cancelled to make it (cancelledWithBid) has the same queued work as the cancel route: settled
      // before the first snapshot, so that no refused request is blamed for it.
      const ownTenderId = (own as { tenderId?: string }).tenderId;
      if (ownTenderId) {
        entities.useTable();
        if ((await entities.TenderEntity.get({ tenderId: ownTenderId }).go()).data?.status === 'Cancelled') await SETTLE['tender-cancel']!(ownTenderId);
      }
      const real = await row.call(w, caller as Caller, own);
      const template = route.path.split('/');
      const realSegments = real.path.split('?')[0]!.split('/');
      const params = template.map((seg, i) => (seg.startsWith('{') ? i : -1)).filter((i) => i >= 0);
      const realTenderId = template.includes('{tenderId}') ? realSegments[template.indexOf('{tenderId}')] : undefined;
      const userId = w.users[caller].sub;
      const token = w.tokens[caller]!;

      const input = fc.record({
        segments: fc.tuple(
          ...(params.length > 0
            ? params.map((i) =>
                fc.oneof(
                  { weight: 3, arbitrary: fc.constant(realSegments[i]!) },
                  // The real id in upper case: one form only, 404 for any other.
                  { weight: 1, arbitrary: fc.constant(realSegments[i]!.toUpperCase()) },
                  { weight: 2, arbitrary: pathParamArbitrary },
                ),
              )
            : [fc.constant('')]),
        ),
        body: route.body ? bodyArbitrary(jsonSchemaOf(route.body)) : fc.constant(undefined),
        query: route.query ? queryArbitrary(jsonSchemaOf(route.query)) : fc.constant(''),
      });

      const failures: string[] = [];
      const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
      await fc
        .assert(
          fc.asyncProperty(input, async ({ segments, body, query }) => {
            const path = template.map((seg, i) => (params.includes(i) ? segments[params.indexOf(i)] : seg)).join('/');
            const tenderId = template.includes('{tenderId}') ? decodeSegment(segments[params.indexOf(template.indexOf('{tenderId}'))] ?? '') : realTenderId;
            const before = await snapshot(tenderId, userId);
            const res = await fetch(`${cloud.urls.api}${path}${query ? `?${query}` : ''}`, {
              method: route.method,
              headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
              body: body?.text,
            });
            const text = await res.text();
            const label = `${route.method} ${path}${query ? `?${query.slice(0, 80)}` : ''} ${body ? `[${body.kind}] ${body.text.slice(0, 80)}` : ''}`;
            if (res.status >= 500) failures.push(`${res.status} for ${label}: ${text.slice(0, 200)}`);
            if (res.status < 300 && tenderId) await SETTLE[route.handler]?.(tenderId);
            if (res.status >= 400) {
              let message: unknown;
              try {
                message = (JSON.parse(text) as { message?: unknown }).message;
              } catch {
                message = undefined;
              }
              if (typeof message !== 'string' || message.length === 0) failures.push(`${res.status} without a message for ${label}: ${text.slice(0, 200)}`);
              if (/\n\s+at\s|at [\w.<>]+ \(|arn:aws/.test(text)) failures.push(`internals in the answer for ${label}`);
              const after = await snapshot(tenderId, userId);
              if (after !== before) failures.push(`refused with ${res.status} but changed the data: ${label}`);
            }
            return failures.length === 0;
          }),
          { numRuns: RUNS, endOnFailure: true, seed },
        )
        .catch((error: unknown) => {
          // A failed property is already in `failures`; anything else (a request that threw) is a failure too.
          if (failures.length === 0) failures.push(String(error).slice(0, 500));
        });
      expect(failures, `FUZZ_SEED=${seed}`).toEqual([]);
    }, 600_000);
  }
});
