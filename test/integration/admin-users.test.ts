/**
 * The admin's user management through the local cloud (server side): an added user signs in at
 * once with the given password in the role's group; a taken e-mail is 409; the table leaves out pending
 * users and searches e-mail, name and company; a role change moves the Cognito groups; admins can be
 * neither demoted nor deleted; a deleted user can no longer sign in; every action is in the history.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, cloud, signIn, uniqueEmail } from './support';
import { erasureDone, newUser, type WorldUser } from './world';

let admin: WorldUser;
const PASSWORD = 'Survey2026x';
const groupsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString())['cognito:groups'] as string[];

beforeAll(async () => {
  admin = await newUser('admin', 'approved', 'Head');
});

describe('admin user management', () => {
  it('adds a geodesist who signs in at once, approved, in the geodesist group; the same e-mail again is 409', async () => {
    const email = uniqueEmail('added.geo');
    const res = await api(admin.token, 'POST', '/admin/users', {
      firstName: 'Anu',
      lastName: 'Maamõõtja Tamm',
      email,
      password: PASSWORD,
      role: 'geodesist',
      company: 'Tamm Geodeesia OÜ',
      phone: '+372 5123 4567',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ email, firstName: 'Anu', lastName: 'Maamõõtja Tamm', role: 'geodesist', approvalStatus: 'approved', company: 'Tamm Geodeesia OÜ' });

    const session = await signIn(email, PASSWORD);
    expect(groupsOf(session.accessToken)).toEqual(['geodesist']);
    const me = await api(session.accessToken, 'GET', '/me');
    expect(me.body).toMatchObject({ role: 'geodesist', isApproved: true });

    const again = await api(admin.token, 'POST', '/admin/users', { firstName: 'Anu', lastName: 'Again', email, password: PASSWORD, role: 'tenderPoster' });
    expect(again).toMatchObject({ status: 409, body: { message: 'A user with this email already exists' } });
  });

  it('refuses bad input with a message: e-mail, password policy, role, phone, names', async () => {
    const base = { firstName: 'Bad', lastName: 'Input', email: uniqueEmail('bad'), password: PASSWORD, role: 'tenderPoster' };
    for (const [change, message] of [
      [{ email: 'not-an-email' }, /valid email/i],
      [{ password: 'short' }, /at least 8 characters/],
      [{ password: 'alllowercase1' }, /upper/],
      [{ role: 'superuser' }, /./],
      [{ phone: 'call me maybe' }, /phone number/],
      [{ firstName: 'x'.repeat(101) }, /required fields/],
      [{ firstName: '' }, /required fields/],
    ] as const) {
      const res = await api(admin.token, 'POST', '/admin/users', { ...base, ...change });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
  });

  it('lists users newest first without pending ones, searches e-mail, full name and company case-insensitively, and filters by role', async () => {
    const tag = `kiri${Date.now().toString(36)}`;
    const poster = (await api(admin.token, 'POST', '/admin/users', { firstName: 'Peeter', lastName: `Post ${tag}`, email: uniqueEmail('list.poster'), password: PASSWORD, role: 'tenderPoster' })).body;
    const geodesist = (
      await api(admin.token, 'POST', '/admin/users', {
        firstName: 'Gea',
        lastName: 'Mõõdik',
        email: uniqueEmail('list.geo'),
        password: PASSWORD,
        role: 'geodesist',
        company: `Firma ${tag.toUpperCase()}`,
      })
    ).body;
    const pending = await newUser('geodesist', 'pending', `Pending ${tag}`);

    const all = await api(admin.token, 'GET', `/admin/users?search=${tag.toUpperCase()}`);
    expect(all.status).toBe(200);
    expect(all.body.items.map((u: { userId: string }) => u.userId)).toEqual([geodesist.userId, poster.userId]);
    expect(all.body.items.map((u: { userId: string }) => u.userId)).not.toContain(pending.sub);

    const byName = await api(admin.token, 'GET', `/admin/users?search=${encodeURIComponent(`peeter post ${tag}`)}`);
    expect(byName.body.items.map((u: { userId: string }) => u.userId)).toEqual([poster.userId]);
    const geodesists = await api(admin.token, 'GET', `/admin/users?role=geodesist&search=${tag}`);
    expect(geodesists.body.items.map((u: { userId: string }) => u.userId)).toEqual([geodesist.userId]);
    const byEmail = await api(admin.token, 'GET', `/admin/users?search=${encodeURIComponent(poster.email.toUpperCase())}`);
    expect(byEmail.body.items.map((u: { userId: string }) => u.userId)).toEqual([poster.userId]);

    expect((await api(admin.token, 'GET', '/admin/users?cursor=bm90LWEtY3Vyc29y')).status).toBe(400);
    expect((await api(admin.token, 'GET', '/admin/users?role=superuser')).status).toBe(400);
  });

  it('pages 10 users at a time with a cursor', async () => {
    const tag = `seite${Date.now().toString(36)}`;
    for (let i = 0; i < 12; i++) await api(admin.token, 'POST', '/admin/users', { firstName: `P${i}`, lastName: tag, email: uniqueEmail(`page${i}`), password: PASSWORD, role: 'tenderPoster' });
    const first = await api(admin.token, 'GET', `/admin/users?search=${tag}`);
    expect(first.body.items).toHaveLength(10);
    const second = await api(admin.token, 'GET', `/admin/users?search=${tag}&cursor=${encodeURIComponent(first.body.nextCursor)}`);
    expect(second.body.items.map((u: { firstName: string }) => u.firstName)).toEqual(['P1', 'P0']);
  });

  it('edits the profile and moves the user to another role group; an admin keeps the admin role; the history says who did what', async () => {
    const email = uniqueEmail('regroup');
    const user = (await api(admin.token, 'POST', '/admin/users', { firstName: 'Rolf', lastName: 'Rolle', email, password: PASSWORD, role: 'tenderPoster' })).body;
    const edited = await api(admin.token, 'PATCH', `/admin/users/${user.userId}`, { firstName: 'Rolf', lastName: 'Rolle', company: 'Rolle Mõõdistus', phone: null, role: 'geodesist' });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({ role: 'geodesist', company: 'Rolle Mõõdistus' });
    expect(groupsOf((await signIn(email, PASSWORD)).accessToken)).toEqual(['geodesist']);

    const demote = await api(admin.token, 'PATCH', `/admin/users/${admin.sub}`, { firstName: 'Head', lastName: 'Admin', role: 'geodesist' });
    expect(demote).toMatchObject({ status: 403, body: { message: "An admin's role cannot be changed" } });
    expect((await api(admin.token, 'PATCH', '/admin/users/00000000-0000-4000-8000-000000000000', { firstName: 'No', lastName: 'One' })).status).toBe(404);

    const history = await api(admin.token, 'GET', `/admin/users/${user.userId}/history`);
    expect(history.body.items.map((e: { action: string }) => e.action)).toEqual(['role_change', 'edit', 'add']);
    expect(history.body.items[0]).toMatchObject({ actorId: admin.sub, changes: [{ field: 'role', from: 'tenderPoster', to: 'geodesist' }] });
    expect(history.body.items[1].changes).toEqual([{ field: 'company', from: null, to: 'Rolle Mõõdistus' }]);
  });

  it('deletes a user (who can no longer sign in) but never an admin; the history keeps the deletion', async () => {
    const email = uniqueEmail('deleted');
    const user = (await api(admin.token, 'POST', '/admin/users', { firstName: 'Dora', lastName: 'Delete', email, password: PASSWORD, role: 'geodesist' })).body;
    expect((await api(admin.token, 'DELETE', `/admin/users/${admin.sub}`)).status).toBe(403);
    const deleted = await api(admin.token, 'DELETE', `/admin/users/${user.userId}`);
    expect(deleted).toMatchObject({ status: 200, body: { userId: user.userId, deleted: true } });
    // The erasure is accepted at once and done by queued work.
    await erasureDone(user.userId);
    await expect(signIn(email, PASSWORD)).rejects.toThrow();
    expect((await api(admin.token, 'DELETE', `/admin/users/${user.userId}`)).status).toBe(404);
    const history = await api(admin.token, 'GET', `/admin/users/${user.userId}/history`);
    expect(history.body.items.map((e: { action: string }) => e.action)).toEqual(['delete', 'add']);
    void cloud;
  });

  it('keeps live counts with each write: an added geodesist, a tender and a bid show in /admin/stats at once, and a delete takes them back', async () => {
    const before = (await api(admin.token, 'GET', '/admin/stats')).body;
    const geo = (await api(admin.token, 'POST', '/admin/users', { firstName: 'Cnt', lastName: 'Geo', email: uniqueEmail('count'), password: PASSWORD, role: 'geodesist' })).body;
    const poster = await newUser('tenderPoster', 'approved', 'CountPoster');
    const { openTender, bid } = await import('./world');
    const { tenderId } = await openTender(poster, 'Counted tender');
    await bid({ ...geo, token: (await signIn(geo.email, PASSWORD)).accessToken } as WorldUser, tenderId);
    const after = (await api(admin.token, 'GET', '/admin/stats')).body;
    expect(after.users.geodesist - before.users.geodesist).toBe(1);
    expect(after.users.tenderPoster - before.users.tenderPoster).toBe(1);
    expect(after.users.approved - before.users.approved).toBe(2);
    expect(after.tenders.Open - before.tenders.Open).toBe(1);
    expect(after.bids - before.bids).toBe(1);

    expect((await api(poster.token, 'DELETE', `/tenders/${tenderId}`)).status).toBe(200);
    expect((await api(admin.token, 'DELETE', `/admin/users/${geo.userId}`)).status).toBe(200);
    await erasureDone(geo.userId);
    const end = (await api(admin.token, 'GET', '/admin/stats')).body;
    expect(end.tenders.Open).toBe(before.tenders.Open);
    expect(end.bids).toBe(before.bids);
    expect(end.users.geodesist).toBe(before.users.geodesist);
  });
});
