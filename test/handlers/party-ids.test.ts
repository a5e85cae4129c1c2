/**
 * Whose user ids a tender's detail carries, per role (an answer carries another user's id only
 * where the caller may know who that user is): the poster's and the contractor's ids go to the poster, the
 * contractor and admins; a geodesist who is not the contractor (a bidder on an Open tender, a bidder who lost,
 * any other approved geodesist) gets neither.
 */
import './env';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { handler as tendersGet } from '../../lambdas/features/tenders/handlers/tenders-get';
import { knowsParties } from '../../lambdas/features/tenders/domain/tender-rules';
import { BidEntity } from '../../lambdas/features/tenders/data/bid-entities';
import type { TenderItem } from '../../lambdas/features/tenders/data/tenders';
import { useTable } from '../../lambdas/table/entities';
import { attachment, attachmentItem, call, callers, ddb, httpEvent, ids, profile, resetMocks, storeProfiles, tender, tenderItem } from './support';

const loser = { sub: '66666666-6666-4666-8666-666666666666', groups: '[geodesist]' };
const contractor = callers.geodesist;

beforeEach(() => {
  resetMocks();
  storeProfiles(
    profile({ userId: ids.poster, role: 'tenderPoster', company: 'Survey Buyer' }),
    profile({ userId: ids.otherPoster, role: 'tenderPoster' }),
    profile({ userId: ids.geodesist, role: 'geodesist' }),
    profile({ userId: loser.sub, role: 'geodesist' }),
    profile({ userId: ids.admin, role: 'admin' }),
  );
});

function store(t: TenderItem, bidders: string[] = []): void {
  ddb.on(QueryCommand).resolves({ Items: [tenderItem(t), attachmentItem(attachment())] });
  useTable();
  for (const [i, bidderId] of bidders.entries()) {
    const status = bidderId === t.contractorId ? 'Accepted' : t.contractorId ? 'Rejected' : 'Pending';
    const at = '2026-03-01T00:00:00.000Z';
    const item = BidEntity.create({ tenderId: t.tenderId, bidderId, bidId: `bbbbbbbb-0000-4000-8000-00000000000${i}`, amountCents: 100_000 + i, status, createdAt: at, updatedAt: at }).params().Item;
    ddb.on(GetCommand, { Key: { pk: item.pk, sk: item.sk } }).resolves({ Item: item });
  }
}

const detailFor = async (caller: { sub: string; groups: string }) => {
  const res = await call(tendersGet, httpEvent({ caller, path: { tenderId: ids.tender } }));
  expect(res.status).toBe(200);
  return { creatorId: res.body.creatorId, contractorId: res.body.contractorId };
};

describe('GET /tenders/{id}: the parties’ ids by viewer', () => {
  it('an Open tender: the poster and admins get the poster’s id, a geodesist (bidder or not) gets no id', async () => {
    store(tender(), [ids.geodesist]);
    expect(await detailFor(callers.poster)).toEqual({ creatorId: ids.poster, contractorId: null });
    expect(await detailFor(callers.admin)).toEqual({ creatorId: ids.poster, contractorId: null });
    expect(await detailFor(contractor)).toEqual({ creatorId: null, contractorId: null });
    expect(await detailFor(loser)).toEqual({ creatorId: null, contractorId: null });
  });

  it('an awarded tender: the poster, the contractor and admins get both ids; a bidder who lost gets neither', async () => {
    store(tender({ status: 'In Progress', contractorId: ids.geodesist, bidCount: 2 }), [ids.geodesist, loser.sub]);
    const both = { creatorId: ids.poster, contractorId: ids.geodesist };
    expect(await detailFor(callers.poster)).toEqual(both);
    expect(await detailFor(contractor)).toEqual(both);
    expect(await detailFor(callers.admin)).toEqual(both);
    expect(await detailFor(loser)).toEqual({ creatorId: null, contractorId: null });
  });
});

describe('knowsParties', () => {
  const awarded = { creatorId: ids.poster, status: 'In Progress', contractorId: ids.geodesist };
  it('is the poster, the contractor and admins, and nobody else', () => {
    expect(knowsParties({ userId: ids.poster, role: 'tenderPoster' }, awarded)).toBe(true);
    expect(knowsParties({ userId: ids.geodesist, role: 'geodesist' }, awarded)).toBe(true);
    expect(knowsParties({ userId: ids.admin, role: 'admin' }, awarded)).toBe(true);
    expect(knowsParties({ userId: loser.sub, role: 'geodesist' }, awarded)).toBe(false);
    expect(knowsParties({ userId: ids.otherPoster, role: 'tenderPoster' }, awarded)).toBe(false);
    // No contractor yet: an empty id names nobody.
    expect(knowsParties({ userId: '', role: 'geodesist' }, { creatorId: ids.poster, status: 'Open', contractorId: '' })).toBe(false);
  });
});
