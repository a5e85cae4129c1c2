/**
 * The per-user write limit on the local cloud: the counter on DynamoDB Local never lets
 * concurrent writes pass the limit together, and through the local gateway a spent budget answers 429 with
 * Retry-After, writes nothing, and leaves reads alone.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_WRITE_LIMIT, SHARED_BUDGET, writeCounterKey, writeWindowOf } from '../../lambdas/features/limits/domain/write-limits';
import { approvedUser, cloud, useCloudEnv } from './support';

beforeAll(() => {
  useCloudEnv();
  // The limits as the product has them in this process (the local cloud of the run has them 100 times higher).
  process.env.WRITE_LIMIT_FACTOR = '1';
});

/** Waits until at least `seconds` are left in the current minute, so a test's requests share one window. */
async function roomInMinute(seconds: number): Promise<void> {
  const left = writeWindowOf(Date.now(), 60).secondsLeft;
  if (left < seconds) await new Promise((resolve) => setTimeout(resolve, left * 1000 + 100));
}

describe('write limit on DynamoDB Local', () => {
  it('lets exactly the limit of 66 concurrent writes of one user through and refuses the rest with the seconds to wait', async () => {
    const { limitRequests } = await import('../../lambdas/features/limits/write-limit');
    const now = new Date();
    const userId = randomUUID();
    const results = await Promise.allSettled(Array.from({ length: 66 }, () => limitRequests({ handler: 'bids-place', method: 'PUT' }, { userId }, now)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(DEFAULT_WRITE_LIMIT.count);
    const refusals = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as { statusCode: number; headers: Record<string, string> }] : []));
    expect(refusals).toHaveLength(66 - DEFAULT_WRITE_LIMIT.count);
    for (const refusal of refusals) expect(refusal).toMatchObject({ statusCode: 429, headers: { 'retry-after': String(writeWindowOf(now.getTime(), 60).secondsLeft) } });
    // Another user's budget, and the same user's reads, are their own.
    await expect(limitRequests({ handler: 'bids-place', method: 'PUT' }, { userId: randomUUID() }, now)).resolves.toBeUndefined();
    await expect(limitRequests({ handler: 'bids-list', method: 'GET' }, { userId }, now)).resolves.toBeUndefined();
  });
});

describe('write limit through the local gateway', () => {
  it('answers 429 with Retry-After once the budget is spent, writes nothing, and still answers reads', async () => {
    const { RateCounterEntity } = await import('../../lambdas/features/limits/data/limit-entities');
    const { useTable } = await import('../../lambdas/table/entities');
    const user = await approvedUser('tenderPoster', { firstName: 'Rapid', lastName: 'Writer' });
    const headers = { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' };
    const url = `${cloud.urls.api}/me/notification-preferences`;
    const preferences = async () => ((await (await fetch(url, { headers })).json()) as { preferences: Record<string, string> }).preferences;
    const before = await preferences();
    const choice = before.bid_received === 'email' ? 'in_app' : 'email';

    await roomInMinute(5);
    // The user has made the minute's writes already (more than any factor the test cloud multiplies the limit by).
    const { start } = writeWindowOf(Date.now(), 60);
    useTable();
    await RateCounterEntity.put({ counterKey: writeCounterKey(user.sub, SHARED_BUDGET, start), count: 1_000_000, expiresAt: start + 120 }).go();

    const refused = await fetch(url, { method: 'PUT', headers, body: JSON.stringify({ preferences: { bid_received: choice } }) });
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await refused.json()).toEqual({ message: `Too many requests: try again in ${wait} ${wait === 1 ? 'second' : 'seconds'}` });
    expect(await preferences()).toEqual(before);
  });
});
