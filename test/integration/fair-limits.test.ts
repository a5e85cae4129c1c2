/**
 * Fair limits on the local cloud: reads are limited per user (a spent budget answers that user 429 and no one
 * else), the contact form per sender (source address and e-mail address given, each on its own), and the bytes
 * a user stages for upload per hour; every counter settles concurrent requests with DynamoDB Local's conditions.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES_PER_EMAIL_PER_HOUR, CONTACT_MESSAGES_PER_SOURCE_PER_HOUR, contactMessages } from '../../lambdas/features/contact/domain/contact';
import { READ_BUDGET, READ_LIMIT, STAGED_BYTES_LIMIT, stagedBytesKey, writeCounterKey, writeWindowOf } from '../../lambdas/features/limits/domain/write-limits';
import { approvedUser, cloud, useCloudEnv } from './support';

beforeAll(() => {
  useCloudEnv();
  // The limits as the product has them in this process (the local cloud of the run has the per-user ones 100 times higher).
  process.env.WRITE_LIMIT_FACTOR = '1';
});

/** Waits until at least `seconds` are left in the current window of `windowSeconds`, so a test's requests share one window. */
async function roomInWindow(seconds: number, windowSeconds = 60): Promise<void> {
  const left = writeWindowOf(Date.now(), windowSeconds).secondsLeft;
  if (left < seconds) await new Promise((resolve) => setTimeout(resolve, left * 1000 + 100));
}

/** Sets the counter `counterKey` to `count` for the window starting at `start` (what many earlier requests would have left). */
async function setCounter(counterKey: string, count: number, start: number): Promise<void> {
  const { RateCounterEntity } = await import('../../lambdas/features/limits/data/limit-entities');
  const { useTable } = await import('../../lambdas/table/entities');
  useTable();
  await RateCounterEntity.put({ counterKey, count, expiresAt: start + 7200 }).go();
}

/** A loopback address of its own (Linux answers all of 127/8), so the gateway sees a sender apart from every other test's. */
const loopbackSource = () => `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

/** POST /contact from `sourceIp` (a loopback address) through the local gateway (which listens on 127.0.0.1). */
function contactFrom(sourceIp: string, email: string): Promise<{ status: number; retryAfter?: string; body: { message?: string } }> {
  const url = new URL(`${cloud.urls.api}/contact`);
  const payload = JSON.stringify({ name: 'Fair Sender', email, subject: `Limits ${randomUUID().slice(0, 8)}`, message: 'A question about posting a tender' });
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port: url.port, path: url.pathname, method: 'POST', localAddress: sourceIp, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'] as string | undefined, body: text ? JSON.parse(text) : {} }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

describe('read limit', () => {
  it('lets exactly the limit’s last 5 of 15 concurrent reads of one user through on DynamoDB Local, apart from the writes’ budget', async () => {
    const { limitRequests } = await import('../../lambdas/features/limits/write-limit');
    const now = new Date();
    const userId = randomUUID();
    const { start } = writeWindowOf(now.getTime(), READ_LIMIT.windowSeconds);
    await setCounter(writeCounterKey(userId, READ_BUDGET, start), READ_LIMIT.count - 5, start);
    const read = { handler: 'tenders-list', method: 'GET' } as const;
    const results = await Promise.allSettled(Array.from({ length: 15 }, () => limitRequests(read, { userId }, now)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toMatchObject({ statusCode: 429 });
    await expect(limitRequests({ handler: 'bids-place', method: 'PUT' }, { userId }, now)).resolves.toBeUndefined();
    await expect(limitRequests(read, { userId: randomUUID() }, now)).resolves.toBeUndefined();
  });

  it('answers a user whose reads are spent 429 with Retry-After through the gateway, and another user 200', async () => {
    const greedy = await approvedUser('tenderPoster', { firstName: 'Greedy', lastName: 'Reader' });
    const other = await approvedUser('tenderPoster', { firstName: 'Calm', lastName: 'Reader' });
    const read = (token: string) => fetch(`${cloud.urls.api}/notifications`, { headers: { authorization: `Bearer ${token}` } });
    expect((await read(greedy.token)).status).toBe(200);

    await roomInWindow(5);
    const { start } = writeWindowOf(Date.now(), READ_LIMIT.windowSeconds);
    // More reads than any factor the test cloud multiplies the limit by.
    await setCounter(writeCounterKey(greedy.sub, READ_BUDGET, start), 1_000_000, start);

    const refused = await read(greedy.token);
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await refused.json()).toEqual({ message: `Too many requests: try again in ${wait} ${wait === 1 ? 'second' : 'seconds'}` });
    expect((await read(other.token)).status).toBe(200);
  });
});

describe('contact form per sender', () => {
  it('refuses an e-mail address past its hourly allowance from any source address, and not another sender', async () => {
    const email = `fair-${randomUUID()}@example.com`;
    for (let i = 0; i < CONTACT_MESSAGES_PER_EMAIL_PER_HOUR; i++) expect((await contactFrom(loopbackSource(), email)).status).toBe(201);
    const refused = await contactFrom(loopbackSource(), email.toUpperCase());
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(contactMessages.tooMany);
    expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
    expect((await contactFrom(loopbackSource(), `other-${randomUUID()}@example.com`)).status).toBe(201);
  });

  it('refuses a source address past its hourly allowance whatever e-mail address it gives, and not another source', async () => {
    const source = loopbackSource();
    for (let i = 0; i < CONTACT_MESSAGES_PER_SOURCE_PER_HOUR; i++) expect((await contactFrom(source, `s${i}-${randomUUID()}@example.com`)).status).toBe(201);
    expect((await contactFrom(source, `late-${randomUUID()}@example.com`)).status).toBe(429);
    expect((await contactFrom(loopbackSource(), `calm-${randomUUID()}@example.com`)).status).toBe(201);
  });
});

describe('staged upload bytes per user', () => {
  it('counts bytes under the limit exactly when requests race on DynamoDB Local', async () => {
    const { countWithin } = await import('../../lambdas/features/limits/data/rate-counters');
    const key = `test-bytes#${randomUUID()}`;
    const expiresAt = Math.floor(Date.now() / 1000) + 3600;
    const results = await Promise.all(Array.from({ length: 10 }, () => countWithin(key, 1000, expiresAt, 300)));
    expect(results.filter(Boolean)).toHaveLength(3);
    expect(await countWithin(key, 1000, expiresAt, 100)).toBe(true);
    expect(await countWithin(key, 1000, expiresAt, 1)).toBe(false);
  });

  it('refuses files that would pass the hour’s allowance with 429 naming the size and the wait, and not another user’s', async () => {
    const greedy = await approvedUser('tenderPoster', { firstName: 'Bulk', lastName: 'Uploader' });
    const other = await approvedUser('tenderPoster', { firstName: 'Small', lastName: 'Uploader' });
    const post = (token: string, size: number) =>
      fetch(`${cloud.urls.api}/uploads`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ files: [{ name: 'plan.pdf', size, contentType: 'application/pdf' }] }),
      });
    expect((await post(greedy.token, 2000)).status).toBe(200);
    await roomInWindow(5, STAGED_BYTES_LIMIT.windowSeconds);
    const { start } = writeWindowOf(Date.now(), STAGED_BYTES_LIMIT.windowSeconds);
    // More bytes than any factor the test cloud multiplies the allowance by.
    await setCounter(stagedBytesKey(greedy.sub, start), Number.MAX_SAFE_INTEGER - 10, start);

    const refused = await post(greedy.token, 2000);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(((await refused.json()) as { message: string }).message).toMatch(/^These files \(1\.95 KB\) would pass your upload allowance of .+ MB an hour; try again in \d+ minutes?$/);
    const fits = await post(other.token, 1000);
    expect(fits.status).toBe(200);
    expect(((await fits.json()) as { uploads: { maxBytes: number }[] }).uploads[0]!.maxBytes).toBe(1000);
  });
});
