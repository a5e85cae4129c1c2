/**
 * The tender's history on the local cloud: a tender walked through publish → 2 bids → award → delivery → changes
 * requested → delivery → complete, read as the poster, the contractor, the other bidder and an admin (names only
 * for the admin; the bids sealed to everyone; the delivery's course only for the parties); an erased actor reads as
 * 'Deleted user' to admins; a withdrawal (also an erasure's) is a sealed entry; and a deleted tender leaves no
 * history item behind.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from './support';
import { award, bid, deliver, erasureDone, loadModules, newUser, openTender, type WorldUser } from './world';

interface Entry {
  entryId: string;
  at: string;
  kind: string;
  actorRole: string;
  actorName: string | null;
  details: Record<string, string | number>;
}

/** Every entry of the tender's history as `user` reads it, newest first, page by page through the cursor. */
async function readHistory(user: WorldUser, tenderId: string): Promise<Entry[]> {
  const entries: Entry[] = [];
  let cursor: string | null = null;
  do {
    const res = await api(user.token, 'GET', `/tenders/${tenderId}/history${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    entries.push(...(res.body.items as Entry[]));
    cursor = res.body.nextCursor;
  } while (cursor);
  return entries;
}

const oldestFirst = (entries: Entry[]) => [...entries].reverse();
const companyOf = (u: WorldUser) => u.company;

describe('the tender’s history through the local gateway', () => {
  let admin: WorldUser;
  let poster: WorldUser;
  let contractor: WorldUser;
  let other: WorldUser;
  let tenderId: string;

  beforeAll(async () => {
    await loadModules();
    [admin, poster, contractor, other] = await Promise.all([
      newUser('admin', 'approved', 'HistAdmin'),
      newUser('tenderPoster', 'approved', 'HistPoster'),
      newUser('geodesist', 'approved', 'HistContractor'),
      newUser('geodesist', 'approved', 'HistOther'),
    ]);
    ({ tenderId } = await openTender(poster, 'Levelling survey of the harbour quay'));
    const winning = await bid(contractor, tenderId, 4_200);
    await bid(other, tenderId, 3_900);
    await award(poster, tenderId, winning);
    const first = await deliver(contractor, tenderId);
    const changes = await api(poster.token, 'POST', `/tenders/${tenderId}/deliveries/${first.deliveryId}/request-changes`, { comment: 'Please add the benchmark list' });
    expect(changes.status).toBe(200);
    await deliver(contractor, tenderId);
    expect((await api(poster.token, 'POST', `/tenders/${tenderId}/complete`)).status).toBe(200);
  }, 120_000);

  it('shows the poster every step in order, newest first, with roles and no names', async () => {
    const entries = await readHistory(poster, tenderId);
    expect(entries.map((e) => e.at)).toEqual([...entries.map((e) => e.at)].sort().reverse());
    expect(oldestFirst(entries).map((e) => [e.kind, e.actorRole, e.details])).toEqual([
      ['published', 'tenderPoster', {}],
      ['bid_received', 'geodesist', { count: 1 }],
      ['bid_received', 'geodesist', { count: 2 }],
      ['awarded', 'tenderPoster', {}],
      ['delivered', 'geodesist', { files: 1 }],
      ['changes_requested', 'tenderPoster', {}],
      ['delivered', 'geodesist', { files: 1 }],
      ['completed', 'tenderPoster', {}],
    ]);
    expect(entries.every((e) => e.actorName === null)).toBe(true);
  });

  it('shows the contractor the same entries, no names', async () => {
    const entries = await readHistory(contractor, tenderId);
    expect(oldestFirst(entries).map((e) => e.kind)).toEqual(['published', 'bid_received', 'bid_received', 'awarded', 'delivered', 'changes_requested', 'delivered', 'completed']);
    expect(entries.every((e) => e.actorName === null)).toBe(true);
  });

  it('shows the other bidder that it was awarded and completed, not the delivery’s course, and no names', async () => {
    const entries = await readHistory(other, tenderId);
    expect(oldestFirst(entries).map((e) => e.kind)).toEqual(['published', 'bid_received', 'bid_received', 'awarded', 'completed']);
    expect(entries.every((e) => e.actorName === null)).toBe(true);
  });

  it('shows an admin the names of the actors, and the bids sealed even to the admin (no bidder, no amount)', async () => {
    const entries = oldestFirst(await readHistory(admin, tenderId));
    expect(entries.map((e) => [e.kind, e.actorName])).toEqual([
      ['published', companyOf(poster)],
      ['bid_received', null],
      ['bid_received', null],
      ['awarded', companyOf(poster)],
      ['delivered', companyOf(contractor)],
      ['changes_requested', companyOf(poster)],
      ['delivered', companyOf(contractor)],
      ['completed', companyOf(poster)],
    ]);
    const text = JSON.stringify(entries);
    for (const leak of [contractor.sub, other.sub, companyOf(other), '4200', '3900', '420000', '390000']) expect(text).not.toContain(leak);
  });

  it('refuses a stranger poster (403) and a bad cursor (400 with a message)', async () => {
    const stranger = await newUser('tenderPoster', 'approved', 'HistStranger');
    expect((await api(stranger.token, 'GET', `/tenders/${tenderId}/history`)).status).toBe(403);
    const bad = await api(poster.token, 'GET', `/tenders/${tenderId}/history?cursor=not-a-cursor`);
    expect(bad).toMatchObject({ status: 400, body: { message: expect.stringMatching(/cursor/i) } });
  });

  it('reads an erased actor as Deleted user to admins, and keeps no name of them', async () => {
    expect((await api(contractor.token, 'DELETE', '/me', { confirm: 'ERASE' })).status).toBe(200);
    await erasureDone(contractor.sub);
    const entries = oldestFirst(await readHistory(admin, tenderId));
    expect(entries.filter((e) => e.kind === 'delivered').map((e) => e.actorName)).toEqual(['Deleted user', 'Deleted user']);
    expect(entries.find((e) => e.kind === 'published')!.actorName).toBe(companyOf(poster));
    expect(JSON.stringify(entries)).not.toContain(contractor.firstName);
  }, 60_000);
});

describe('a withdrawal and the tender’s deletion', () => {
  it('records a withdrawal as a sealed entry, and the deletion removes every history item with the tender', async () => {
    await loadModules();
    const { documentClient } = await import('../../lambdas/table/client');
    const { config } = await import('../../lambdas/kernel/config');
    const { allHistory } = await import('../../lambdas/features/tenders/data/history');
    const { tableOf } = await import('../../lambdas/table/model-table');
    const { tenderModel } = await import('../../lambdas/features/tenders/data/tender-models');
    const [poster, first, second] = await Promise.all([newUser('tenderPoster', 'approved', 'DelPoster'), newUser('geodesist', 'approved', 'DelFirst'), newUser('geodesist', 'approved', 'DelSecond')]);
    const { tenderId } = await openTender(poster, 'Topographic survey of the old mill');
    await bid(first, tenderId);
    await bid(second, tenderId);
    expect((await api(first.token, 'DELETE', `/tenders/${tenderId}/bid`)).status).toBe(200);

    const entries = oldestFirst(await readHistory(poster, tenderId));
    expect(entries.map((e) => [e.kind, e.actorRole, e.details])).toEqual([
      ['published', 'tenderPoster', {}],
      ['bid_received', 'geodesist', { count: 1 }],
      ['bid_received', 'geodesist', { count: 2 }],
      ['bid_withdrawn', 'geodesist', { count: 1 }],
    ]);
    expect(JSON.stringify(await allHistory(tenderId))).not.toContain(first.sub);

    expect((await api(poster.token, 'DELETE', `/tenders/${tenderId}`)).status).toBe(200);
    expect(await allHistory(tenderId)).toEqual([]);
    // Nothing at all is left in the tender's partition.
    const pk = tableOf(tenderModel).key({ tenderId }).pk;
    const left = await documentClient.send(new QueryCommand({ TableName: config.tableName, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk }, ConsistentRead: true }));
    expect(left.Items).toEqual([]);
  }, 60_000);

  it('records the withdrawal of an erased bidder’s Pending bid as the platform’s, sealed', async () => {
    const [poster, staying, leaving] = await Promise.all([
      newUser('tenderPoster', 'approved', 'ErPoster'),
      newUser('geodesist', 'approved', 'ErStaying'),
      newUser('geodesist', 'approved', 'ErLeaving'),
    ]);
    const { tenderId } = await openTender(poster, 'Stake-out of the new footpath');
    await bid(staying, tenderId);
    await bid(leaving, tenderId);
    expect((await api(leaving.token, 'DELETE', '/me', { confirm: 'ERASE' })).status).toBe(200);
    await erasureDone(leaving.sub);
    const entries = oldestFirst(await readHistory(poster, tenderId));
    expect(entries.map((e) => [e.kind, e.actorRole, e.details])).toEqual([
      ['published', 'tenderPoster', {}],
      ['bid_received', 'geodesist', { count: 1 }],
      ['bid_received', 'geodesist', { count: 2 }],
      ['bid_withdrawn', 'system', { count: 1 }],
    ]);
  }, 60_000);
});
