/**
 * Backups that cover erasures: every accepted erasure is recorded in the files bucket,
 * outside the table (`erasures/{userId}.json`), and the replay after a restore erases again an account the
 * restored table brought back, by the worker's own code (lambdas/features/privacy/reapply-erasures.ts).
 */
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, cloud, objectsUnder } from './support';
import { award, bid, erasureDone, loadModules, newUser, openTender, type WorldUser } from './world';

beforeAll(async () => {
  await loadModules();
}, 60_000);

/** The ledger record of `userId` as stored in the files bucket, or null. */
async function ledgerRecord(userId: string): Promise<{ userId: string; acceptedAt: string; by: unknown } | null> {
  if (!(await objectsUnder('erasures/')).includes(`erasures/${userId}.json`)) return null;
  const { s3 } = await import('../../lambdas/kernel/clients/s3');
  const object = await s3.send(new GetObjectCommand({ Bucket: cloud.ids.filesBucket, Key: `erasures/${userId}.json` }));
  return JSON.parse(await object.Body!.transformToString()) as { userId: string; acceptedAt: string; by: unknown };
}

/** Stores `user`'s profile again, as a table restored to before the erasure holds it. */
async function restoreProfile(user: WorldUser): Promise<void> {
  const { profiles } = await loadModules();
  await profiles.createProfile({
    userId: user.sub,
    email: user.email,
    role: 'geodesist',
    approvalStatus: 'approved',
    company: user.company,
    phone: user.phone,
    firstName: user.firstName,
    lastName: user.lastName,
  });
}

describe('the erasure ledger outside the table', () => {
  it('records an erasure the user asks for, with its time, the moment it is accepted', async () => {
    const geodesist = await newUser('geodesist', 'approved', 'Ledger');
    const before = new Date().toISOString();
    expect((await api(geodesist.token, 'DELETE', '/me', { confirm: 'ERASE' })).status).toBe(200);
    const record = await ledgerRecord(geodesist.sub);
    expect(record).toEqual({ userId: geodesist.sub, acceptedAt: expect.any(String), by: { kind: 'self' } });
    expect(record!.acceptedAt >= before && record!.acceptedAt <= new Date().toISOString()).toBe(true);
    expect(JSON.stringify(record)).not.toContain(geodesist.email);
  }, 60_000);

  it('records an admin’s Delete user with the admin who asked', async () => {
    const admin = await newUser('admin', 'approved', 'LedgerAdmin');
    const poster = await newUser('tenderPoster', 'approved', 'LedgerPoster');
    expect((await api(admin.token, 'DELETE', `/admin/users/${poster.sub}`)).status).toBe(200);
    expect(await ledgerRecord(poster.sub)).toMatchObject({ userId: poster.sub, by: { kind: 'admin', actorId: admin.sub } });
  }, 60_000);

  it('records nothing for an erasure refused (an open contract)', async () => {
    const poster = await newUser('tenderPoster', 'approved', 'RefusedPoster');
    const geodesist = await newUser('geodesist', 'approved', 'RefusedGeo');
    const tender = await openTender(poster, 'Tender in progress');
    await award(poster, tender.tenderId, await bid(geodesist, tender.tenderId, 800));
    expect((await api(poster.token, 'DELETE', '/me', { confirm: 'ERASE' })).status).toBe(409);
    expect(await ledgerRecord(poster.sub)).toBeNull();
  }, 60_000);
});

describe('the replay after a restore', () => {
  it('erases again an account the restored table brought back (profile gone, Pending bid withdrawn), once', async () => {
    const { reapplyErasures } = await import('../../lambdas/features/privacy/reapply-erasures');
    const { getProfile } = await import('../../lambdas/features/account/data/profiles');
    const { listBidderIds } = await import('../../lambdas/features/bids/data/bids');
    const poster = await newUser('tenderPoster', 'approved', 'ReplayPoster');
    const geodesist = await newUser('geodesist', 'approved', 'ReplayGeo');
    const tender = await openTender(poster, 'Tender of the restore');
    const restorePoint = new Date().toISOString();
    expect((await api(geodesist.token, 'DELETE', '/me', { confirm: 'ERASE' })).status).toBe(200);
    await erasureDone(geodesist.sub);

    // The table restored to the restore point holds the profile and a Pending bid of the erased geodesist again.
    await restoreProfile(geodesist);
    await bid(geodesist, tender.tenderId, 950);
    expect(await listBidderIds(tender.tenderId)).toEqual([geodesist.sub]);
    const only = (e: { userId: string }) => e.userId === geodesist.sub;

    // A restore point after the acceptance: the erasure was before it, and the account as restored stays.
    const later = await reapplyErasures(new Date().toISOString(), { only });
    expect(later).toMatchObject({ records: 1, erased: [], left: [geodesist.sub] });
    expect(await getProfile(geodesist.sub)).toBeDefined();

    const replay = await reapplyErasures(restorePoint, { only });
    expect(replay).toMatchObject({ records: 1, erased: [geodesist.sub], calledOff: [], left: [], gone: 0 });
    expect(await getProfile(geodesist.sub)).toBeUndefined();
    expect(await listBidderIds(tender.tenderId)).toEqual([]);
    expect((await api(geodesist.token, 'GET', '/me')).status).toBe(401);

    expect(await reapplyErasures(restorePoint, { only })).toMatchObject({ records: 1, erased: [], gone: 1 });
  }, 90_000);

  it('finishes an erasure that was under way at the restore point (the restored profile carries the mark)', async () => {
    const { reapplyErasures } = await import('../../lambdas/features/privacy/reapply-erasures');
    const { getProfile, markErasing } = await import('../../lambdas/features/account/data/profiles');
    const geodesist = await newUser('geodesist', 'approved', 'UnderWay');
    expect((await api(geodesist.token, 'DELETE', '/me', { confirm: 'ERASE' })).status).toBe(200);
    await erasureDone(geodesist.sub);
    await restoreProfile(geodesist);
    await markErasing(geodesist.sub);
    const replay = await reapplyErasures(new Date().toISOString(), { only: (e) => e.userId === geodesist.sub });
    expect(replay).toMatchObject({ erased: [geodesist.sub], left: [] });
    expect(await getProfile(geodesist.sub)).toBeUndefined();
  }, 90_000);
});
