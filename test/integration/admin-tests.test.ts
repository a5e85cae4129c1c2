/**
 * The admin's system tests (part 2, "Admin dashboard" and "Admin email test"): the e-mail
 * health route, a test e-mail through the queue, and a test notification to the admin; admins only.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, cloud, registerConfirmAndSignIn, signIn, type SignedIn, uniqueEmail, waitForMail } from './support';

let admin: SignedIn;
let poster: SignedIn;
beforeAll(async () => {
  [admin, poster] = await Promise.all([signIn(cloud.admin.email, cloud.admin.password), registerConfirmAndSignIn('tenderPoster')]);
});

describe('admin system tests', () => {
  it('reports the e-mail path online (the local mailbox) to admins only', async () => {
    const res = await api(admin.accessToken, 'GET', '/admin/email/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ online: true, detail: 'The local mailbox accepts mail' });
    expect((await api(poster.accessToken, 'GET', '/admin/email/health')).status).toBe(403);
  });

  it('sends a test e-mail to the address given, and refuses a malformed one with the spec’s message', async () => {
    const to = uniqueEmail('emailtest');
    expect((await api(admin.accessToken, 'POST', '/admin/email/test', { to })).status).toBe(200);
    await waitForMail(to, /GeoTender test e-mail/);
    const bad = await api(admin.accessToken, 'POST', '/admin/email/test', { to: 'not-an-address' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Invalid email format');
  });

  it('sends the admin a test notification in the app and by e-mail', async () => {
    expect((await api(admin.accessToken, 'POST', '/admin/notifications/test')).status).toBe(200);
    let found;
    for (let i = 0; i < 60 && !found; i++) {
      found = (await api(admin.accessToken, 'GET', '/notifications')).body.items.find((n: { type: string }) => n.type === 'system_notification');
      if (!found) await new Promise((r) => setTimeout(r, 250));
    }
    expect(found?.message).toBe('This is a test notification from GeoTender.');
    await waitForMail(cloud.admin.email, /System Notification — GeoTender/);
    expect((await api(poster.accessToken, 'POST', '/admin/notifications/test')).status).toBe(403);
  });
});
