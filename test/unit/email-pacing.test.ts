import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendPacer } from '../../lambdas/kernel/send-pacer';

describe('e-mail send pacing (SES’s maximum send rate, shared by the workers)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** Starts `n` paced sends and returns the times (ms since start) at which each began. */
  const startTimes = async (perSecond: number | undefined, n: number, runFor: number) => {
    const pace = sendPacer(perSecond);
    const started: number[] = [];
    const t0 = Date.now();
    const all = Array.from({ length: n }, () => pace(async () => started.push(Date.now() - t0)));
    await vi.advanceTimersByTimeAsync(runFor);
    await Promise.all(all);
    return started;
  };

  it('starts one send every 2 seconds at half a send a second (the sandbox’s 1 a second shared by two workers)', async () => {
    expect(await startTimes(0.5, 3, 5_000)).toEqual([0, 2_000, 4_000]);
  });

  it('starts up to the rate each second at higher rates', async () => {
    const started = await startTimes(7, 14, 2_000);
    expect(started.filter((t) => t < 1_000)).toHaveLength(7);
    expect(started.filter((t) => t >= 1_000)).toHaveLength(7);
  });

  it('does not wait without a rate (the local mailbox)', async () => {
    expect(await startTimes(undefined, 3, 0)).toEqual([0, 0, 0]);
  });

  it('does not wait at a rate of 0 or a rate that is not a positive number', async () => {
    expect(await startTimes(0, 3, 0)).toEqual([0, 0, 0]);
    expect(await startTimes(-1, 3, 0)).toEqual([0, 0, 0]);
    expect(await startTimes(Number.NaN, 3, 0)).toEqual([0, 0, 0]);
  });
});
