/**
 * Notifications and preferences through the local gateway (spec part 1, 2.13, 2.14, 4.3; the server's
 * rules): users read, mark and delete only their own notifications; preferences are per role.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, registerConfirmAndSignIn, type SignedIn, useCloudEnv } from './support';

let poster: SignedIn;
let other: SignedIn;

beforeAll(async () => {
  useCloudEnv();
  [poster, other] = await Promise.all([registerConfirmAndSignIn('tenderPoster'), registerConfirmAndSignIn('tenderPoster')]);
});

async function notify(userIds: string[], message: string) {
  const { createNotifications } = await import('../../lambdas/features/notifications/data/notifications');
  return createNotifications(userIds, { type: 'bid_received', message, referenceId: '11111111-1111-4111-8111-111111111111', referenceType: 'tender' });
}

describe('the bell’s API', () => {
  it('lists the caller’s notifications newest first with the unread count, and nobody else’s', async () => {
    await notify([poster.sub], 'First bid');
    await new Promise((r) => setTimeout(r, 5));
    await notify([poster.sub, other.sub], 'Second bid');
    const mine = await api(poster.accessToken, 'GET', '/notifications');
    expect(mine.status).toBe(200);
    expect(mine.body.items.map((n: { message: string }) => n.message)).toEqual(['Second bid', 'First bid']);
    expect(mine.body.unreadCount).toBe(2);
    expect((await api(other.accessToken, 'GET', '/notifications')).body.items).toHaveLength(1);
  });

  it('marks one read, then all read; another user’s id changes nothing', async () => {
    const [first] = (await api(poster.accessToken, 'GET', '/notifications')).body.items;
    const theirs = (await api(other.accessToken, 'GET', '/notifications')).body.items[0];
    expect((await api(poster.accessToken, 'POST', '/notifications/read', { ids: [first.notificationId, theirs.notificationId] })).body.marked).toBe(1);
    expect((await api(other.accessToken, 'GET', '/notifications')).body.unreadCount).toBe(1);
    expect((await api(poster.accessToken, 'GET', '/notifications')).body.unreadCount).toBe(1);
    expect((await api(poster.accessToken, 'POST', '/notifications/read', { all: true })).body.marked).toBe(1);
    expect((await api(poster.accessToken, 'GET', '/notifications')).body.unreadCount).toBe(0);
    expect((await api(poster.accessToken, 'POST', '/notifications/read', {})).status).toBe(400);
  });

  it('deletes only the caller’s own notification (404 for someone else’s)', async () => {
    const theirs = (await api(other.accessToken, 'GET', '/notifications')).body.items[0];
    expect((await api(poster.accessToken, 'DELETE', `/notifications/${theirs.notificationId}`)).status).toBe(404);
    const mine = (await api(poster.accessToken, 'GET', '/notifications')).body.items[0];
    expect((await api(poster.accessToken, 'DELETE', `/notifications/${mine.notificationId}`)).status).toBe(200);
    expect((await api(poster.accessToken, 'GET', '/notifications')).body.items).toHaveLength(1);
    expect((await api(other.accessToken, 'GET', '/notifications')).body.items).toHaveLength(1);
  });
});

describe('notification preferences', () => {
  it('default to both for the kinds a poster is offered, save a choice, and refuse kinds of another role', async () => {
    const initial = await api(poster.accessToken, 'GET', '/me/notification-preferences');
    expect(initial.body.kinds).toEqual(['bid_received', 'delivery_submitted', 'tender_deleted', 'questions', 'reminders', 'messages', 'ratings']);
    expect(initial.body.preferences.bid_received).toBe('both');
    const saved = await api(poster.accessToken, 'PUT', '/me/notification-preferences', { preferences: { bid_received: 'in_app' } });
    expect(saved.status).toBe(200);
    expect(saved.body.preferences).toMatchObject({ bid_received: 'in_app', delivery_submitted: 'both' });
    expect((await api(poster.accessToken, 'GET', '/me/notification-preferences')).body.preferences.bid_received).toBe('in_app');
    expect((await api(poster.accessToken, 'PUT', '/me/notification-preferences', { preferences: { new_tender: 'email' } })).status).toBe(400);
    expect((await api(poster.accessToken, 'PUT', '/me/notification-preferences', { preferences: { bid_received: 'sometimes' } })).status).toBe(400);
  });
});
