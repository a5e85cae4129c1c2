/**
 * Work moves along by itself on the local cloud (docs/decisions/after-award/review-timers.md): a delivery the poster
 * leaves alone reminds them at 7 days, warns at 12 and is accepted at 14, as if they had accepted (tender Completed,
 * the history's entry by GeoTender, both sides told with the fee summary); a poster's request for changes cancels the
 * timers, so nothing happens at 14 days. Time passes on the local clock (`POST /local/clock`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, moveClock } from './support';
import { award, bid, deliver, loadModules, newUser, openTender, type WorldUser } from './world';

const DAY = 86_400_000;
const advance = (ms: number) => moveClock({ advanceMs: ms });
let poster: WorldUser;
let contractor: WorldUser;

const messagesOf = async (user: WorldUser) => ((await api(user.token, 'GET', '/notifications')).body.items as { message: string }[]).map((n) => n.message);

/** An In Progress tender of `poster` awarded to `contractor`, with one delivery; its id and title. */
async function delivered(title: string): Promise<{ tenderId: string; deliveryId: string }> {
  const { tenderId } = await openTender(poster, title);
  await award(poster, tenderId, await bid(contractor, tenderId, 1500));
  const { deliveryId } = await deliver(contractor, tenderId);
  return { tenderId, deliveryId };
}

// The clock goes back to real time, so later files' timers wait as they should.
afterAll(() => moveClock({ offsetMs: 0 }));

beforeAll(async () => {
  await loadModules();
  [poster, contractor] = await Promise.all([newUser('tenderPoster', 'approved', 'ReviewPoster'), newUser('geodesist', 'approved', 'ReviewContractor')]);
});

describe('a delivery waiting for the poster', () => {
  it('reminds at 7 days, warns at 12 and is accepted at 14 with the fee summary to both sides', async () => {
    const title = `Waiting survey ${Date.now()}`;
    const { tenderId } = await delivered(title);

    await advance(7 * DAY + 60_000);
    await expect.poll(async () => (await messagesOf(poster)).filter((m) => m.includes(`"${title}" have waited 7 days`)), { timeout: 15_000 }).toHaveLength(1);
    await advance(5 * DAY);
    await expect.poll(async () => (await messagesOf(poster)).some((m) => m.includes(`"${title}" have waited 12 days`) && m.includes('accepted automatically on')), { timeout: 15_000 }).toBe(true);
    expect((await api(poster.token, 'GET', `/tenders/${tenderId}`)).body.status).toBe('In Progress');

    await advance(2 * DAY);
    await expect.poll(async () => (await api(poster.token, 'GET', `/tenders/${tenderId}`)).body.status, { timeout: 15_000 }).toBe('Completed');
    await expect
      .poll(async () => (await messagesOf(poster)).some((m) => m.startsWith(`The deliverables for "${title}" were accepted automatically after 14 days`) && m.includes('platform fee')), {
        timeout: 15_000,
      })
      .toBe(true);
    await expect.poll(async () => (await messagesOf(contractor)).some((m) => m.includes(`"${title}" were accepted automatically`)), { timeout: 15_000 }).toBe(true);
    const history = (await api(poster.token, 'GET', `/tenders/${tenderId}/history`)).body.items as { kind: string; actorRole: string }[];
    expect(history.find((h) => h.kind === 'completed')).toMatchObject({ actorRole: 'system' });
  }, 90_000);

  it('is left alone after the poster requests changes: nothing is accepted at 14 days', async () => {
    const title = `Returned survey ${Date.now()}`;
    const { tenderId, deliveryId } = await delivered(title);
    const returned = await api(poster.token, 'POST', `/tenders/${tenderId}/deliveries/${deliveryId}/request-changes`, { comment: 'Please add the control points.' });
    expect(returned.status, JSON.stringify(returned.body)).toBe(200);
    await advance(15 * DAY);
    await new Promise((r) => setTimeout(r, 2_000));
    expect((await api(poster.token, 'GET', `/tenders/${tenderId}`)).body.status).toBe('In Progress');
    expect((await messagesOf(poster)).some((m) => m.includes(`"${title}" have waited`))).toBe(false);
  }, 60_000);
});
