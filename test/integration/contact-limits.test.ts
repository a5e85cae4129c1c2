/**
 * Abuse limits of the public contact route against DynamoDB Local: window counters never let
 * concurrent requests pass the limit together, and messages held over the admins' hourly e-mail cap
 * reach them in one digest e-mail and are then no longer held.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { api, mailTo, storeHeldContactMessages, useCloudEnv, waitForMail } from './support';

beforeAll(() => useCloudEnv());

describe('window counters', () => {
  it('counts exactly `limit` of 30 concurrent events and refuses the rest', async () => {
    const { countWithin } = await import('../../lambdas/features/limits/data/rate-counters');
    const key = `test#${randomUUID()}`;
    const expiresAt = Math.floor(Date.now() / 1000) + 3600;
    const results = await Promise.all(Array.from({ length: 30 }, () => countWithin(key, 10, expiresAt)));
    expect(results.filter(Boolean)).toHaveLength(10);
    expect(await countWithin(key, 10, expiresAt)).toBe(false);
    expect(await countWithin(`${key}-other`, 10, expiresAt)).toBe(true);
  });
});

describe('hourly contact digest', () => {
  it('e-mails the admins the messages held in the last hour once, then holds them no more', async () => {
    const { listHeldForDigest } = await import('../../lambdas/features/contact/data/contact-messages');
    const { handler: digest } = await import('../../lambdas/features/contact/workers/contact-digest');
    // Messages other files held earlier this hour go out first, so the digest below lists exactly these three
    // (a digest past its length lists the first messages and counts the rest).
    await digest();
    const { hour: lastHour, marker } = await storeHeldContactMessages(3);
    expect((await listHeldForDigest(lastHour)).filter((m) => m.subject.includes(marker))).toHaveLength(3);

    const { sent } = await digest();
    expect(sent).toBeGreaterThanOrEqual(3);
    const digestOf = async () => (await mailTo('admin')).find((m) => /Contact form digest/.test(m.subject) && (m.body.text ?? m.body.html ?? '').includes(marker));
    const mail = await vi.waitFor(async () => (await digestOf()) ?? Promise.reject(new Error(`no digest with ${marker} yet`)), { timeout: 15_000, interval: 300 });
    for (const n of [1, 2, 3]) expect(mail.body.text ?? mail.body.html).toContain(`Held ${marker} ${n}`);
    expect((await listHeldForDigest(lastHour)).filter((m) => m.subject.includes(marker))).toHaveLength(0);
    expect((await digest()).sent).toBe(0);
  });
});

describe('contact text on its way to the admins', () => {
  it('delivers a message with emoji and right-to-left text intact, and refuses a NUL with 400', async () => {
    const subject = `Grüße 😀 ${randomUUID().slice(0, 8)}`;
    const ok = await api(undefined, 'POST', '/contact', { name: 'Jo Survey', email: 'jo@example.com', subject, message: 'Boundary 😀 שלום, is it open?' });
    expect(ok.status).toBe(201);
    const mail = await waitForMail('admin', new RegExp(subject.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    expect(mail.body.text).toContain('Boundary 😀 שלום, is it open?');
    const refused = await api(undefined, 'POST', '/contact', { name: 'Jo', email: 'jo@example.com', subject: 'Hello', message: 'Bad \u0000 character here' });
    expect(refused.status).toBe(400);
  });
});
