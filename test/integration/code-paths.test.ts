/**
 * Rare code paths driven through the running local cloud on purpose, so that the AWS calls they make are
 * recorded for grants.test.ts (the other integration files drive the common ones): the scheduled contact
 * digest, the e-mail health check on its AWS path (SES GetAccount instead of the local mailbox), and pushes
 * to a WebSocket connection API Gateway no longer knows (410: the stored connection is deleted) from the
 * admin's user edit and approval decision.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { invokeFunction } from './aws-calls';
import { api, storeHeldContactMessages, waitForMail } from './support';
import { loadModules, newUser, type WorldUser } from './world';

const { url: recorder } = inject('awsCalls');

let admin: WorldUser;

beforeAll(async () => {
  await loadModules();
  admin = await newUser('admin', 'approved', 'PathsAdmin');
});

/** Stores a connection of `userId` that the WebSocket API does not know (its tab closed before $disconnect). */
async function staleConnection(userId: string): Promise<string> {
  const { putConnection } = await import('../../lambdas/features/notifications/data/connections');
  const connectionId = `stale${randomUUID().slice(0, 8)}=`;
  await putConnection(connectionId, userId);
  return connectionId;
}

async function connectionsOf(userId: string): Promise<string[]> {
  const { listConnectionIds } = await import('../../lambdas/features/notifications/data/connections');
  return listConnectionIds(userId);
}

describe('the hourly contact digest, run by the schedule in the cloud process', () => {
  it('e-mails the admins the messages held in the last hour', async () => {
    await storeHeldContactMessages(2);
    const result = (await invokeFunction(recorder, 'contact-digest')) as { sent: number };
    expect(result.sent).toBeGreaterThanOrEqual(2);
    const mail = await waitForMail('admin', /Contact form digest/, 15_000);
    expect(mail.subject).toMatch(/Contact form digest/);
  });
});

describe('the e-mail health check as in AWS', () => {
  it('reads the SES account: online while sending is enabled', async () => {
    const res = (await invokeFunction(recorder, 'admin-email-health-ses', { token: admin.token })) as { status: number; body: { online?: boolean; detail?: string; message?: string } };
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ online: true, detail: expect.stringMatching(/^SES is sending/) });
  });
});

describe('a push to a connection that is gone', () => {
  it('is forgotten when an admin edits the user', async () => {
    const user = await newUser('geodesist', 'approved', 'Edited');
    await staleConnection(user.sub);
    const res = await api(admin.token, 'PATCH', `/admin/users/${user.sub}`, { firstName: user.firstName, lastName: user.lastName, company: `${user.company} Renamed`, phone: user.phone });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await connectionsOf(user.sub)).toEqual([]);
  });

  it('is forgotten when an admin approves the user', async () => {
    const user = await newUser('geodesist', 'pending', 'Approved');
    await staleConnection(user.sub);
    const res = await api(admin.token, 'POST', `/admin/users/${user.sub}/approval`, { status: 'approved' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // The decision's event tells the user (its listener pushes), moments after the answer.
    await vi.waitFor(async () => expect(await connectionsOf(user.sub)).toEqual([]), { timeout: 15_000, interval: 250 });
  });
});
