/**
 * Erasure on the local cloud: accepted within the request and
 * finished by the data-export worker; a poster's Open tenders go by the poster's own delete (bids, postings,
 * bidders told); the admins' notifications about the person go, and a retried registration event announces
 * nobody; a bid or award racing the erasure never leaves a contract with an erased account (the profile's
 * erasing mark is a condition of their transactions); open WebSockets of an erased or rejected user are
 * closed, and `$connect` refuses them.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { api, cloud } from './support';
import { bid, erasureDone, loadModules, newUser, openTender, type WorldUser } from './world';
import { type EntityModels, loadEntityModels } from './entity-models';

let admin: WorldUser;
let entities: EntityModels;

beforeAll(async () => {
  await loadModules();
  entities = await loadEntityModels();
  admin = await newUser('admin', 'approved', 'EraseAdmin');
}, 60_000);

const erase = (user: WorldUser) => api(user.token, 'DELETE', '/me', { confirm: 'ERASE' });

/** The tender's row as stored, or undefined. */
async function storedTender(tenderId: string) {
  const { getTenderWithAttachments } = await import('../../lambdas/features/tenders/data/tenders');
  return (await getTenderWithAttachments(tenderId))?.tender;
}

/** A WebSocket of `token` to the local realtime gateway: resolves open, or rejects with the refused upgrade. */
function openSocket(token: string): Promise<{ socket: WebSocket; closed: Promise<number> }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${cloud.urls.realtime}?token=${encodeURIComponent(token)}`);
    const closed = new Promise<number>((r) => socket.once('close', (code) => r(code)));
    socket.once('open', () => resolve({ socket, closed }));
    socket.once('unexpected-response', (_req, res) => reject(new Error(`refused ${res.statusCode}`)));
    socket.once('error', reject);
  });
}

const within = <T>(p: Promise<T>, ms: number) => Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`not within ${ms} ms`)), ms))]);

describe('the erasure is accepted at once and finished in queued work', () => {
  it('answers erasing, refuses the token at once, and a repeat of the finished job changes nothing', async () => {
    const geodesist = await newUser('geodesist', 'approved', 'Queued');
    const answer = await erase(geodesist);
    expect(answer).toMatchObject({ status: 200, body: { userId: geodesist.sub, status: 'erasing' } });
    expect(await api(geodesist.token, 'GET', '/notifications')).toMatchObject({ status: 401, body: { message: 'Your account no longer exists' } });
    await erasureDone(geodesist.sub);
    const { eraseUser } = await import('../../lambdas/features/privacy/erase-user');
    expect(await eraseUser(geodesist.sub, { kind: 'self' })).toBeNull();
  }, 60_000);
});

describe('a poster’s Open tenders at erasure', () => {
  it('go as the poster’s own delete: bids, attachments, search postings; every bidder is told', async () => {
    const poster = await newUser('tenderPoster', 'approved', 'OpenPoster');
    const bidders = [await newUser('geodesist', 'approved', 'BidderA'), await newUser('geodesist', 'approved', 'BidderB')];
    const word = `erasure${randomUUID().slice(0, 8)}`;
    const tender = await openTender(poster, `Levelling ${word}`);
    for (const b of bidders) await bid(b, tender.tenderId, 900);

    expect((await erase(poster)).status).toBe(200);
    await erasureDone(poster.sub);

    expect(await storedTender(tender.tenderId)).toBeUndefined();
    const { listBidderIds } = await import('../../lambdas/features/bids/data/bids');
    expect(await listBidderIds(tender.tenderId)).toEqual([]);
    entities.useTable();
    expect((await entities.TenderWordEntity.query.byToken({ token: word }).go()).data).toEqual([]);
    const { notificationsOf } = await import('../../lambdas/features/privacy/data/user-records');
    for (const b of bidders) {
      await expect.poll(async () => (await notificationsOf(b.sub)).filter((n) => n.type === 'tender_deleted' && n.referenceId === tender.tenderId).length, { timeout: 15_000 }).toBe(1);
    }
  }, 60_000);
});

describe('the admins’ notifications about an erased person', () => {
  it('are deleted, and the registration event delivered again announces nobody', async () => {
    const { handleEvent } = await import('../../lambdas/features/notifications/workers/notification-worker');
    const { notificationsOf } = await import('../../lambdas/features/privacy/data/user-records');
    const person = await newUser('geodesist', 'pending', 'Registrant');
    const event = { type: 'user_registered' as const, userId: person.sub, name: `${person.firstName} ${person.lastName}`, email: person.email, role: 'Geodesist', needsApproval: true };
    const aboutThem = async () => (await notificationsOf(admin.sub)).filter((n) => n.referenceId === person.sub);
    await handleEvent(event);
    expect((await aboutThem()).map((n) => n.message)).toEqual([expect.stringContaining(person.email)]);

    expect((await api(admin.token, 'DELETE', `/admin/users/${person.sub}`)).status).toBe(200);
    await erasureDone(person.sub);
    expect(await aboutThem()).toEqual([]);

    await handleEvent(event);
    expect(await aboutThem()).toEqual([]);
  }, 60_000);
});

describe('a user being erased', () => {
  it('gets no new notification while the erasure runs, so none outlives it', async () => {
    const { handleEvent } = await import('../../lambdas/features/notifications/workers/notification-worker');
    const { notificationsOf } = await import('../../lambdas/features/privacy/data/user-records');
    const { markErasing } = await import('../../lambdas/features/account/data/profiles');
    const poster = await newUser('tenderPoster', 'approved', 'Marked');
    await markErasing(poster.sub);
    const tenderId = randomUUID();
    await handleEvent({ type: 'bid_received', tenderId, title: 'Marked poster’s tender', creatorId: poster.sub, bidId: randomUUID(), amountCents: 100_00 });
    expect(await notificationsOf(poster.sub)).toEqual([]);
  }, 30_000);

  it('is no longer listed in the admin’s user table', async () => {
    const { markErasing } = await import('../../lambdas/features/account/data/profiles');
    const geodesist = await newUser('geodesist', 'approved', 'Unlisted');
    const listed = async () => (await api(admin.token, 'GET', `/admin/users?search=${encodeURIComponent(geodesist.email)}`)).body.items.map((u: { userId: string }) => u.userId);
    expect(await listed()).toEqual([geodesist.sub]);
    await markErasing(geodesist.sub);
    expect(await listed()).toEqual([]);
  }, 30_000);
});

describe('bids and awards racing an erasure (the erasing mark is a condition of their transactions)', () => {
  it('refuses the bid and award transactions of a marked account, each for its reason', async () => {
    const { markErasing, clearErasing } = await import('../../lambdas/features/account/data/profiles');
    const { acceptBid, createBid, getBid, failedConditions } = await import('../../lambdas/features/bids/data/bids');
    const poster = await newUser('tenderPoster', 'approved', 'MarkPoster');
    const geodesist = await newUser('geodesist', 'approved', 'MarkGeo');
    const other = await newUser('geodesist', 'approved', 'MarkOther');
    const tender = await openTender(poster, 'Tender of the marked accounts');
    await bid(geodesist, tender.tenderId, 700);

    await markErasing(other.sub);
    const refusedBid = await createBid({ tenderId: tender.tenderId, bidderId: other.sub, amountCents: 1000, comment: null }).catch((e: unknown) => e);
    expect(failedConditions(refusedBid)).toEqual([2]);

    const placed = (await getBid(tender.tenderId, geodesist.sub, { consistent: true }))!;
    await markErasing(geodesist.sub);
    const refusedAward = await acceptBid({ bid: placed, creatorId: poster.sub }).catch((e: unknown) => e);
    expect(failedConditions(refusedAward)).toEqual([3]);
    await clearErasing(geodesist.sub);
    await markErasing(poster.sub);
    expect(failedConditions(await acceptBid({ bid: placed, creatorId: poster.sub }).catch((e: unknown) => e))).toEqual([2]);
    await clearErasing(poster.sub);
    expect((await storedTender(tender.tenderId))?.status).toBe('Open');
  }, 60_000);

  it('never leaves a contract with an erased or half-erased account: the award and the contractor’s erasure sent together, 8 rounds', async () => {
    const { erasedAmong } = await import('../../lambdas/features/notifications/data/erased-addresses');
    const outcomes: string[] = [];
    for (let round = 0; round < 8; round++) {
      const poster = await newUser('tenderPoster', 'approved', `RacePoster${round}`);
      const geodesist = await newUser('geodesist', 'approved', `RaceGeo${round}`);
      const tender = await openTender(poster, `Race ${round}`);
      const bidId = await bid(geodesist, tender.tenderId, 500);
      // The erasure leaves 0 to 28 ms after the award, so its steps fall on both sides of the award's transaction.
      const [accepted, erased] = await Promise.all([
        api(poster.token, 'POST', `/tenders/${tender.tenderId}/bids/${bidId}/accept`),
        new Promise((r) => setTimeout(r, round * 4)).then(() => erase(geodesist)),
      ]);
      outcomes.push(`${accepted.status}/${erased.status}`);
      // Never both; the award refused is 409 (the mark), or 404 when the finished erasure withdrew the bid first.
      expect(accepted.status === 200 && erased.status === 200, JSON.stringify([accepted.body, erased.body])).toBe(false);
      expect(erased.status === 409 ? [200] : [404, 409], JSON.stringify([accepted.body, erased.body])).toContain(accepted.status);
      if (erased.status === 200) await erasureDone(geodesist.sub);
      const stored = await storedTender(tender.tenderId);
      const { getProfile } = await import('../../lambdas/features/account/data/profiles');
      if (stored?.status === 'In Progress') expect(await getProfile(stored.contractorId!)).toMatchObject({ userId: geodesist.sub });
      if (stored?.status === 'In Progress') {
        // The contractor's account is whole: not marked, and nothing of the erasure began (their e-mail still goes).
        expect((await getProfile(geodesist.sub))?.erasingAt).toBeUndefined();
        expect([...(await erasedAmong([geodesist.email], Date.now()))]).toEqual([]);
      }
    }
    console.info('award / erasure outcomes:', outcomes.join(' '));
  }, 180_000);

  it('never leaves a bid of an erased geodesist: a bid and the bidder’s erasure sent at once, 8 rounds', async () => {
    const { getBid } = await import('../../lambdas/features/bids/data/bids');
    for (let round = 0; round < 8; round++) {
      const poster = await newUser('tenderPoster', 'approved', `BidRacePoster${round}`);
      const geodesist = await newUser('geodesist', 'approved', `BidRaceGeo${round}`);
      const tender = await openTender(poster, `Bid race ${round}`);
      const [placed, erased] = await Promise.all([api(geodesist.token, 'PUT', `/tenders/${tender.tenderId}/bid`, { amount: 600 }), erase(geodesist)]);
      expect(erased.status).toBe(200);
      expect([201, 401, 409]).toContain(placed.status);
      await erasureDone(geodesist.sub);
      expect(await getBid(tender.tenderId, geodesist.sub, { consistent: true })).toBeUndefined();
      expect((await storedTender(tender.tenderId))?.bidCount).toBe(0);
    }
  }, 180_000);
});

describe('open WebSockets of an erased or rejected user', () => {
  it('are closed, and $connect refuses the same token afterwards', async () => {
    const geodesist = await newUser('geodesist', 'approved', 'SocketErased');
    const { closed } = await openSocket(geodesist.token);
    expect((await erase(geodesist)).status).toBe(200);
    await within(closed, 15_000);
    await expect(openSocket(geodesist.token)).rejects.toThrow(/refused 403/);

    const pending = await newUser('geodesist', 'pending', 'SocketRejected');
    const socket = await openSocket(pending.token);
    expect((await api(admin.token, 'POST', `/admin/users/${pending.sub}/approval`, { status: 'rejected' })).status).toBe(200);
    await within(socket.closed, 15_000);
    await expect(openSocket(pending.token)).rejects.toThrow(/refused 403/);
  }, 60_000);
});
