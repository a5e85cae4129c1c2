/**
 * The one-click unsubscribe token (features/notifications/unsubscribe-token.ts) and the digest's day
 * (features/notifications/domain/digest.ts).
 */
import { describe, expect, it } from 'vitest';
import { signUnsubscribeToken, unsubscribeHeaders, unsubscribeKeyFrom, verifyUnsubscribeToken } from '../../lambdas/features/notifications/unsubscribe-token';
import { digestDateOf, digestDueAt, readUnsubscribeToken } from '../../lambdas/features/notifications/domain/digest';

const key = unsubscribeKeyFrom(Buffer.alloc(32, 7));
const userId = '3f9b2d4e-8a1c-4e7f-b5d6-0c2e9a8f1b73';

describe('unsubscribe token', () => {
  it('names the user and the kind it was signed for, and reads back with the same key', () => {
    const token = signUnsubscribeToken(key, userId, 'new_tender');
    expect(token).toMatch(/^3f9b2d4e-8a1c-4e7f-b5d6-0c2e9a8f1b73\.new_tender\.[A-Za-z0-9_-]{43}$/);
    expect(verifyUnsubscribeToken(key, token)).toEqual({ userId, kind: 'new_tender' });
    expect(readUnsubscribeToken(token)).toMatchObject({ userId, kind: 'new_tender' });
    // The same token every time: a link in any e-mail sent to the person works.
    expect(signUnsubscribeToken(key, userId, 'new_tender')).toBe(token);
  });

  it('refuses a token of another key, another user, a changed signature, an unknown kind or another form', () => {
    const token = signUnsubscribeToken(key, userId, 'new_tender');
    const signature = token.split('.')[2]!;
    expect(verifyUnsubscribeToken(unsubscribeKeyFrom(Buffer.alloc(32, 8)), token)).toBeUndefined();
    expect(verifyUnsubscribeToken(key, `9c6e2f1a-7b4d-4e8c-8a3f-5d1b0e7c9a28.new_tender.${signature}`)).toBeUndefined();
    expect(verifyUnsubscribeToken(key, `${userId}.new_tender.${signature.slice(0, -1)}${signature.endsWith('x') ? 'y' : 'x'}`)).toBeUndefined();
    expect(verifyUnsubscribeToken(key, `${userId}.messages.${signature}`)).toBeUndefined();
    for (const other of ['', 'x', `${userId}.new_tender`, `${token}.extra`, token.toUpperCase(), ` ${token}`]) expect(verifyUnsubscribeToken(key, other), other).toBeUndefined();
  });

  it('derives a key of its own from the cursor key (a cursor key is not an unsubscribe key)', () => {
    const cursorKey = Buffer.alloc(32, 7);
    expect(unsubscribeKeyFrom(cursorKey).equals(cursorKey)).toBe(false);
    expect(unsubscribeKeyFrom(cursorKey)).toHaveLength(32);
  });

  it('gives the header fields of RFC 8058', () => {
    expect(unsubscribeHeaders('https://api.example/unsubscribe?token=a')).toEqual([
      { name: 'List-Unsubscribe', value: '<https://api.example/unsubscribe?token=a>' },
      { name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' },
    ]);
  });
});

describe('the digest’s day', () => {
  it('puts a tender announced before 07:00 Tallinn into that day’s digest, from 07:00 on into the next day’s', () => {
    // Winter: Tallinn is UTC+2.
    expect(digestDateOf(Date.parse('2026-11-29T04:59:59Z'))).toBe('2026-11-29');
    expect(digestDateOf(Date.parse('2026-11-29T05:00:00Z'))).toBe('2026-11-30');
    expect(digestDateOf(Date.parse('2026-12-31T22:30:00Z'))).toBe('2027-01-01');
    // Summer: UTC+3.
    expect(digestDateOf(Date.parse('2026-06-29T03:59:59Z'))).toBe('2026-06-29');
    expect(digestDateOf(Date.parse('2026-06-29T04:00:00Z'))).toBe('2026-06-30');
  });

  it('sends at 07:00 Tallinn time, also on the days the clocks change', () => {
    expect(digestDueAt('2026-11-29')).toBe('2026-11-29T05:00:00.000Z');
    expect(digestDueAt('2026-06-29')).toBe('2026-06-29T04:00:00.000Z');
    expect(digestDueAt('2026-03-29')).toBe('2026-03-29T04:00:00.000Z');
    expect(digestDueAt('2026-10-25')).toBe('2026-10-25T05:00:00.000Z');
    for (const date of ['2026-03-29', '2026-10-25', '2026-07-01']) expect(digestDateOf(Date.parse(digestDueAt(date)) - 1)).toBe(date);
  });
});
