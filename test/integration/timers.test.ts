/**
 * Timers on the local cloud (lambdas/table/timers.ts, the timer relay, local/clock.ts): a timer set for a day ahead
 * fires when the local clock is moved past it (`POST /local/clock`), its event reaching its listener once (here the
 * admin's test notification); a cancelled timer and one not yet due do not fire, and a fired timer is gone.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, moveClock } from './support';
import { loadModules, newUser, type WorldUser } from './world';

const DAY = 86_400_000;
const advance = (ms: number) => moveClock({ advanceMs: ms });
let timers: typeof import('../../lambdas/table/timers');
let systemTest: (typeof import('../../lambdas/features/notifications/events'))['systemTest'];
let told: WorldUser;
let cancelled: WorldUser;
let later: WorldUser;

const messagesOf = async (user: WorldUser) => ((await api(user.token, 'GET', '/notifications')).body.items as { message: string }[]).map((n) => n.message);
const TEST_MESSAGE = 'This is a test notification from GeoTender.';

// The clock goes back to real time, so later files' timers wait as they should.
afterAll(() => moveClock({ offsetMs: 0 }));

beforeAll(async () => {
  await loadModules();
  timers = await import('../../lambdas/table/timers');
  ({ systemTest } = await import('../../lambdas/features/notifications/events'));
  [told, cancelled, later] = await Promise.all([newUser('admin', 'approved', 'TimerTold'), newUser('admin', 'approved', 'TimerCancelled'), newUser('admin', 'approved', 'TimerLater')]);
});

describe('timers', () => {
  it('fire once when the clock passes them; a cancelled one and one not due stay silent', async () => {
    const { now } = await advance(0);
    const at = (ms: number) => new Date(Date.parse(now) + ms).toISOString();
    const [k1, k2, k3] = [randomUUID(), randomUUID(), randomUUID()];
    await timers.setTimer(systemTest, { userId: told.sub }, { key: k1, dueAt: at(DAY) });
    await timers.setTimer(systemTest, { userId: cancelled.sub }, { key: k2, dueAt: at(DAY) });
    await timers.setTimer(systemTest, { userId: later.sub }, { key: k3, dueAt: at(3 * DAY) });
    await timers.cancelTimer(systemTest, k2);

    const moved = await advance(DAY + 60_000);
    expect(moved.fired).toBeGreaterThanOrEqual(1);
    expect(await timers.getTimer(systemTest, k1)).toBeUndefined();
    expect(await timers.getTimer(systemTest, k3)).toMatchObject({ dueAt: at(3 * DAY) });
    await expect.poll(() => messagesOf(told), { timeout: 15_000 }).toContain(TEST_MESSAGE);

    // A second run at a later time fires nothing again for the fired timer.
    await advance(60_000);
    await new Promise((r) => setTimeout(r, 1_500));
    expect((await messagesOf(told)).filter((m) => m === TEST_MESSAGE)).toHaveLength(1);
    expect(await messagesOf(cancelled)).not.toContain(TEST_MESSAGE);
    expect(await messagesOf(later)).not.toContain(TEST_MESSAGE);
  }, 60_000);
});
