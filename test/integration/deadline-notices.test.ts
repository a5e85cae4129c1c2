/**
 * The 24-hour notices before an Open tender's deadlines on the local cloud (docs/decisions/after-award/deadline-
 * notices.md): the bidders hear 24 hours before the question deadline, the poster and the bidders 24 hours before the
 * deadline, once each; a deadline moved by an edit moves its notice; an awarded tender sends none. Time passes on the
 * local clock (`POST /local/clock`), put back to real time when the file is done.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, moveClock } from './support';
import { award, bid, loadModules, newUser, uploadPdf, type WorldUser } from './world';

const DAY = 86_400_000;
const HOUR = 3_600_000;
let poster: WorldUser;
let bidder: WorldUser;

/** The notices of `user` about `tenderId`: type and message. */
const noticesOf = async (user: WorldUser, tenderId: string) =>
  ((await api(user.token, 'GET', '/notifications')).body.items as { type: string; message: string; referenceId: string }[]).filter(
    (n) => n.referenceId === tenderId && (n.type === 'deadline_near' || n.type === 'question_deadline_near'),
  );

/** A tender of `poster` closing on the day `days` from today; its id and deadlines as stored. */
async function tenderClosingIn(title: string, days: number): Promise<{ tenderId: string; expiryDate: string; questionDeadline: string }> {
  const key = await uploadPdf(poster.token, 'attachment');
  const expiryDate = new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
  const res = await api(poster.token, 'POST', '/tenders', { title, description: 'Levelling of the benchmarks along the road', expiryDate, attachments: [key] });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.tender;
}

/** Moves the local clock to `iso` plus `ms` (never back). */
async function clockTo(iso: string, ms: number): Promise<void> {
  const { now } = await moveClock({ advanceMs: 0 });
  const ahead = Date.parse(iso) + ms - Date.parse(now);
  if (ahead > 0) await moveClock({ advanceMs: ahead });
}

afterAll(() => moveClock({ offsetMs: 0 }));

beforeAll(async () => {
  await loadModules();
  [poster, bidder] = await Promise.all([newUser('tenderPoster', 'approved', 'DeadlinePoster'), newUser('geodesist', 'approved', 'DeadlineBidder')]);
});

describe('the notices 24 hours before a deadline', () => {
  it('tells the bidders before the question deadline, and the poster and bidders before the deadline, once each', async () => {
    const title = `Benchmark levelling ${Date.now()}`;
    const tender = await tenderClosingIn(title, 6);
    await bid(bidder, tender.tenderId, 2400);
    const awarded = await tenderClosingIn(`Awarded levelling ${Date.now()}`, 6);
    await award(poster, awarded.tenderId, await bid(bidder, awarded.tenderId, 2600));

    await clockTo(tender.questionDeadline, -24 * HOUR + 60_000);
    await expect.poll(async () => (await noticesOf(bidder, tender.tenderId)).map((n) => n.type), { timeout: 15_000 }).toEqual(['question_deadline_near']);
    expect((await noticesOf(bidder, tender.tenderId))[0]?.message).toMatch(new RegExp(`^Questions about "${title}" can be asked for 24 more hours, until `));
    expect(await noticesOf(poster, tender.tenderId)).toEqual([]);

    await clockTo(tender.expiryDate, -24 * HOUR + 60_000);
    await expect
      .poll(async () => (await noticesOf(poster, tender.tenderId)).map((n) => n.message), { timeout: 15_000 })
      .toEqual([expect.stringMatching(new RegExp(`^Bidding on your tender "${title}" closes in 24 hours, on .* It has 1 bid so far\\.$`))]);
    await expect.poll(async () => (await noticesOf(bidder, tender.tenderId)).map((n) => n.type).sort(), { timeout: 15_000 }).toEqual(['deadline_near', 'question_deadline_near']);
    // The awarded tender's timers went with the award.
    expect(await noticesOf(bidder, awarded.tenderId)).toEqual([]);
    expect(await noticesOf(poster, awarded.tenderId)).toEqual([]);
  }, 90_000);

  it('moves the notice with a deadline moved by an edit', async () => {
    const title = `Moved levelling ${Date.now()}`;
    const tender = await tenderClosingIn(title, 4);
    const later = new Date(Date.parse(tender.expiryDate) + 5 * DAY).toISOString().slice(0, 10);
    const edited = await api(poster.token, 'PATCH', `/tenders/${tender.tenderId}`, { expiryDate: later });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);

    await clockTo(tender.expiryDate, -24 * HOUR + 60_000);
    await new Promise((r) => setTimeout(r, 2_000));
    expect(await noticesOf(poster, tender.tenderId)).toEqual([]);
    await clockTo(edited.body.tender.expiryDate, -24 * HOUR + 60_000);
    await expect.poll(async () => (await noticesOf(poster, tender.tenderId)).length, { timeout: 15_000 }).toBe(1);
  }, 90_000);
});
