/**
 * Races against DynamoDB Local through the local gateway: 50 concurrent awards on one tender
 * (on 50 different bids, and on one bid) have exactly one winner each time; 50 concurrent first bids
 * of one geodesist leave one bid and a bid count of 1. Repeated BID_RACE_REPEATS times (default 4 in `npm test`; `npm run stress` runs 25).
 * Tenders and bids are written through the entity modules; the awards and bids call the handlers in
 * this process against the cloud's DynamoDB (the gateway adds nothing to a race that DynamoDB's
 * conditions settle, and would make the file too slow for CI). Events are only logged here.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Context } from 'aws-lambda';
import { useCloudEnv } from './support';
import { type EntityModels, loadEntityModels } from './entity-models';

const REPEATS = Number(process.env.BID_RACE_REPEATS ?? 4);
const CONCURRENT = 50;

let data: {
  entities: EntityModels;
  tenders: typeof import('../../lambdas/features/tenders/data/tenders');
  bids: typeof import('../../lambdas/features/bids/data/bids');
  profiles: typeof import('../../lambdas/features/account/data/profiles');
};
type User = { sub: string; role: string };
let poster: User;
let geodesist: User;
let handlers: {
  accept: (typeof import('../../lambdas/features/bids/handlers/bids-accept'))['handler'];
  place: (typeof import('../../lambdas/features/bids/handlers/bids-place'))['handler'];
};

/** Calls a handler with the event API Gateway passes after the JWT authorizer. */
async function invoke(handler: (e: never, c: Context) => Promise<unknown>, user: User, path: Record<string, string>, body?: unknown): Promise<{ status: number; body: any }> {
  const event = {
    version: '2.0',
    rawPath: '/',
    headers: {},
    isBase64Encoded: false,
    body: body === undefined ? undefined : JSON.stringify(body),
    pathParameters: path,
    requestContext: { requestId: randomUUID(), http: { method: 'POST', path: '/' }, authorizer: { jwt: { claims: { sub: user.sub, 'cognito:groups': `[${user.role}]` }, scopes: null } } },
  };
  const res = (await handler(event as never, { awsRequestId: randomUUID(), functionName: 'race' } as Context)) as { statusCode: number; body: string };
  return { status: res.statusCode, body: JSON.parse(res.body) };
}

async function newUser(role: 'tenderPoster' | 'geodesist') {
  const sub = randomUUID();
  await data.profiles.createProfile({ userId: sub, email: `${sub}@example.com`, role, approvalStatus: 'approved', company: null, phone: null, firstName: 'Race', lastName: role });
  return { sub, role };
}

/**
 * An Open tender of the poster with `bids` Pending bids by distinct approved geodesists, each with a profile (an
 * award checks the bidder's account is in force, account/domain/account-rules.ts); returns ids.
 */
async function tenderWithBids(bids: number): Promise<{ tenderId: string; bidIds: string[] }> {
  const tenderId = randomUUID();
  await data.tenders.createTenderWithAttachments(
    { tenderId, title: 'Race survey', description: 'Concurrent awards', expiryDate: '2099-06-30T20:59:59.000Z', status: 'Open', creatorId: poster.sub, location: 'Not specified', budgetCents: 0 },
    [{ attachmentId: randomUUID(), filename: 'plan.pdf', contentType: 'application/pdf', size: 10, s3Key: `tenders/${tenderId}/x/plan.pdf` }],
  );
  // Written in batches (neither the bid count nor the profile counters are part of these races).
  const at = new Date().toISOString();
  const placed = Array.from({ length: bids }, (_, i) => ({ tenderId, bidderId: randomUUID(), bidId: randomUUID(), amountCents: 1000 + i, status: 'Pending' as const, createdAt: at, updatedAt: at }));
  const bidders = placed.map((b) => ({
    userId: b.bidderId,
    email: `${b.bidderId}@example.com`,
    role: 'geodesist' as const,
    approvalStatus: 'approved' as const,
    firstName: 'Race',
    lastName: 'bidder',
  }));
  data.entities.useTable();
  if (placed.length) await Promise.all([data.entities.BidEntity.put(placed).go(), data.entities.ProfileEntity.put(bidders).go()]);
  return { tenderId, bidIds: placed.map((b) => b.bidId) };
}

async function bidsOf(tenderId: string) {
  data.entities.useTable();
  const { data: items } = await data.entities.BidEntity.query.byTenderBidder({ tenderId }).go({ pages: 'all' });
  return items;
}

beforeAll(async () => {
  useCloudEnv();
  delete process.env.EVENTS_QUEUE_URL;
  handlers = { accept: (await import('../../lambdas/features/bids/handlers/bids-accept')).handler, place: (await import('../../lambdas/features/bids/handlers/bids-place')).handler };
  data = {
    entities: await loadEntityModels(),
    tenders: await import('../../lambdas/features/tenders/data/tenders'),
    bids: await import('../../lambdas/features/bids/data/bids'),
    profiles: await import('../../lambdas/features/account/data/profiles'),
  };
  [poster, geodesist] = await Promise.all([newUser('tenderPoster'), newUser('geodesist')]);
});

describe(`award races (${REPEATS} rounds of ${CONCURRENT})`, () => {
  it(
    '50 concurrent awards of different bids: exactly one winner, every loser 409 with a message, no bid left Pending',
    async () => {
      for (let round = 0; round < REPEATS; round++) {
        const { tenderId, bidIds } = await tenderWithBids(CONCURRENT);
        const answers = await Promise.all(bidIds.map((bidId) => invoke(handlers.accept, poster, { tenderId, bidId })));
        const winners = answers.filter((a) => a.status === 200);
        expect(winners).toHaveLength(1);
        for (const a of answers.filter((x) => x.status !== 200)) {
          expect(a.status).toBe(409);
          expect(a.body.message).toBeTruthy();
        }
        // The award's queued half (the notification worker's step) rejects the others.
        const winner = (await bidsOf(tenderId)).find((b) => b.status === 'Accepted')!;
        expect(await data.bids.settleAward(tenderId, winner.bidderId)).toHaveLength(CONCURRENT - 1);
        const bids = await bidsOf(tenderId);
        expect(bids.filter((b) => b.status === 'Accepted')).toHaveLength(1);
        expect(bids.filter((b) => b.status === 'Pending')).toHaveLength(0);
        expect(winner.bidId).toBe(winners[0]!.body.bid.bidId);
      }
    },
    60_000 + REPEATS * 5_000,
  );

  it(
    '50 concurrent awards of one bid: exactly one Accepted bid and the others Rejected; every answer 200 or 409',
    async () => {
      for (let round = 0; round < REPEATS; round++) {
        const { tenderId, bidIds } = await tenderWithBids(5);
        const answers = await Promise.all(Array.from({ length: CONCURRENT }, () => invoke(handlers.accept, poster, { tenderId, bidId: bidIds[0]! })));
        // Requests that read the tender Open race the transaction (one commits, the rest 409); requests
        // that read it already awarded to this bid are retries of it (200).
        expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(1);
        for (const a of answers) expect([200, 409]).toContain(a.status);
        const accepted = (await bidsOf(tenderId)).find((b) => b.status === 'Accepted')!;
        await data.bids.settleAward(tenderId, accepted.bidderId);
        const bids = await bidsOf(tenderId);
        expect(bids.filter((b) => b.status === 'Accepted').map((b) => b.bidId)).toEqual([bidIds[0]]);
        expect(bids.filter((b) => b.status === 'Pending')).toHaveLength(0);
      }
    },
    60_000 + REPEATS * 5_000,
  );
});

describe(`first-bid races (${REPEATS} rounds of ${CONCURRENT})`, () => {
  it(
    '50 concurrent first bids of one geodesist: one bid, bid count 1',
    async () => {
      for (let round = 0; round < REPEATS; round++) {
        const { tenderId } = await tenderWithBids(0);
        const answers = await Promise.all(Array.from({ length: CONCURRENT }, (_, i) => invoke(handlers.place, geodesist, { tenderId }, { amount: 100 + i })));
        expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
        for (const a of answers) expect([200, 201, 409]).toContain(a.status);
        expect(await bidsOf(tenderId)).toHaveLength(1);
        data.entities.useTable();
        const { data: t } = await data.entities.TenderEntity.get({ tenderId }).go({ consistent: true });
        expect(t!.bidCount).toBe(1);
      }
    },
    60_000 + REPEATS * 5_000,
  );
});
