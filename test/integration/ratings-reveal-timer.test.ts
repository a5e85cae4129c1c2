/**
 * The reveal timer of ratings on the local cloud (docs/decisions/after-award/ratings.md, "The 14-day end"): a round
 * rated by one side is revealed when its window closes, without anyone reading it, and only the rated person hears
 * "you were rated"; a round rated by both sides has no timer left. Time passes on the local clock, put back after.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, moveClock } from './support';
import { award, bid, deliver, loadModules, newUser, openTender, type WorldUser } from './world';

const DAY = 86_400_000;
let poster: WorldUser;
let geodesist: WorldUser;

const posterStars = { quality: 5, schedule: 4, communication: 4 };
const contractorStars = { clarity: 4, responsiveness: 5, fairness: 5 };

/** A tender of `poster` awarded to `geodesist`, delivered and completed; its id. */
async function completed(title: string): Promise<string> {
  const { tenderId } = await openTender(poster, title);
  await award(poster, tenderId, await bid(geodesist, tenderId));
  await deliver(geodesist, tenderId);
  expect((await api(poster.token, 'POST', `/tenders/${tenderId}/complete`)).status).toBe(200);
  return tenderId;
}

/** The `rating_received` notices of `user` about `tenderId`. */
const ratedNotices = async (user: WorldUser, tenderId: string) =>
  ((await api(user.token, 'GET', '/notifications')).body.items as { type: string; referenceId: string }[]).filter((n) => n.type === 'rating_received' && n.referenceId === tenderId);

afterAll(() => moveClock({ offsetMs: 0 }));

beforeAll(async () => {
  await loadModules();
  [poster, geodesist] = await Promise.all([newUser('tenderPoster', 'approved', 'RevealPoster'), newUser('geodesist', 'approved', 'RevealSurveyor')]);
});

describe('the ratings reveal timer', () => {
  it('reveals a lone rating when the window closes, unread, and tells only the rated person', async () => {
    const lone = await completed(`Rated once ${Date.now()}`);
    const both = await completed(`Rated twice ${Date.now()}`);
    expect((await api(poster.token, 'POST', `/tenders/${lone}/ratings`, { stars: posterStars, text: 'Careful work' })).status).toBe(201);
    expect((await api(poster.token, 'POST', `/tenders/${both}/ratings`, { stars: posterStars, text: 'On time' })).status).toBe(201);
    expect((await api(geodesist.token, 'POST', `/tenders/${both}/ratings`, { stars: contractorStars, text: 'Clear brief' })).status).toBe(201);
    await expect.poll(async () => (await ratedNotices(geodesist, both)).length, { timeout: 15_000 }).toBe(1);
    expect(await ratedNotices(geodesist, lone)).toEqual([]);

    const { fired } = await moveClock({ advanceMs: 14 * DAY + 120_000 });
    // The lone round's timer fires; the revealed round's was deleted by the second rating.
    expect(fired).toBeGreaterThanOrEqual(1);
    await expect.poll(async () => (await ratedNotices(geodesist, lone)).length, { timeout: 15_000 }).toBe(1);
    expect(await ratedNotices(poster, lone)).toEqual([]);
    expect((await ratedNotices(geodesist, both)).length).toBe(1);
    const read = await api(geodesist.token, 'GET', `/tenders/${lone}/ratings`);
    expect(read.body).toMatchObject({ revealed: true });
  }, 90_000);
});
