/**
 * The daily digest and one-click unsubscribe on the local cloud (docs/decisions/server/digest-and-unsubscribe.md): a
 * geodesist who chose the digest gets no e-mail when a tender is posted (one who did not gets it at once, with RFC
 * 8058's header fields); when the local clock passes 07:00 Tallinn the timer relay sends the digest, one e-mail listing
 * the tender, whose header fields are read from the local SES store; posting the one-click body to its link turns
 * the geodesist's new-tender e-mail off.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { digestDateOf, digestDueAt } from '../../lambdas/features/notifications/domain/digest';
import { api, cloud, moveClock } from './support';
import { loadModules, newUser, openTender, type WorldUser } from './world';

/** A sent e-mail as the local SES store keeps it, header fields included. */
interface StoredMail {
  subject: string;
  destination: { to: string[] };
  body: { text?: string; html?: string };
  headers?: { name: string; value: string }[];
}

async function mailsTo(address: string): Promise<StoredMail[]> {
  const { emails } = (await (await fetch(`${cloud.urls.mailbox}/store`)).json()) as { emails: StoredMail[] };
  return emails.filter((m) => m.destination.to.includes(address));
}
const header = (mail: StoredMail, name: string) => mail.headers?.find((h) => h.name.toLowerCase() === name.toLowerCase())?.value;

let poster: WorldUser;
let digestReader: WorldUser;
let instantReader: WorldUser;

// The clock goes back to real time, so later files' timers wait as they should.
afterAll(() => moveClock({ offsetMs: 0 }));

beforeAll(async () => {
  await loadModules();
  [poster, digestReader, instantReader] = await Promise.all([
    newUser('tenderPoster', 'approved', 'DigestPoster'),
    newUser('geodesist', 'approved', 'DigestReader'),
    newUser('geodesist', 'approved', 'InstantReader'),
  ]);
  const saved = await api(digestReader.token, 'PUT', '/me/notification-preferences', { preferences: {}, newTenderEmail: 'digest' });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  expect(saved.body.newTenderEmail).toBe('digest');
});

describe('the daily digest of new tenders', () => {
  it('holds back the instant e-mail, sends one digest at 07:00 Tallinn with one-click unsubscribe, which turns the e-mail off', async () => {
    const title = `Digest survey ${Date.now()}`;
    const { tenderId } = await openTender(poster, title);

    // The instant reader is e-mailed at once, with RFC 8058's header fields.
    await expect.poll(async () => (await mailsTo(instantReader.email)).filter((m) => m.subject.includes(title)).length, { timeout: 20_000 }).toBe(1);
    const instant = (await mailsTo(instantReader.email)).find((m) => m.subject.includes(title))!;
    expect(header(instant, 'List-Unsubscribe')).toMatch(new RegExp(`^<${cloud.urls.api}/unsubscribe\\?token=[^>]+>$`));
    expect(header(instant, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    // The digest reader sees it in the app, and has no e-mail of it.
    await expect
      .poll(async () => ((await api(digestReader.token, 'GET', '/notifications')).body.items as { referenceId: string }[]).some((n) => n.referenceId === tenderId), { timeout: 20_000 })
      .toBe(true);
    expect((await mailsTo(digestReader.email)).filter((m) => m.subject.includes(title))).toEqual([]);

    // Past the next 07:00 in Tallinn on the local clock: the timer relay fires the day's send.
    const { now } = await moveClock({ advanceMs: 0 });
    const due = Date.parse(digestDueAt(digestDateOf(Date.parse(now))));
    await moveClock({ advanceMs: due - Date.parse(now) + 60_000 });
    await expect.poll(async () => (await mailsTo(digestReader.email)).filter((m) => /daily digest/.test(m.subject)).length, { timeout: 30_000 }).toBe(1);
    const digest = (await mailsTo(digestReader.email)).find((m) => /daily digest/.test(m.subject))!;
    expect(digest.body.text).toContain(`- ${title}`);
    expect(digest.body.text).toContain(`/geodesist/tender/${tenderId}`);
    const listUnsubscribe = header(digest, 'List-Unsubscribe');
    expect(header(digest, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const link = /^<([^>]+)>$/.exec(listUnsubscribe ?? '')?.[1];
    expect(link).toMatch(new RegExp(`^${cloud.urls.api}/unsubscribe\\?token=`));

    // The mailbox provider's one-click POST, without any sign-in.
    const res = await fetch(link!, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toMatchObject({ kind: 'new_tender', changed: true });
    const preferences = await api(digestReader.token, 'GET', '/me/notification-preferences');
    expect(preferences.body.preferences.new_tender).toBe('in_app');

    // Again: still 200, nothing left to change; a forged link: 400.
    const again = await fetch(link!, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(await again.json()).toMatchObject({ changed: false });
    const forged = await fetch(`${link!.slice(0, -2)}xx`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(forged.status).toBe(400);
  }, 120_000);
});
