import { describe, expect, it } from 'vitest';
import { anonymizedLabel, bidderCompanyLabel, bidderLabel, MAX_BID_CENTS } from '../../lambdas/features/bids/domain/bid';
import { toCents } from '../../lambdas/domain/money';
import { bidPlaceSchema } from '../../lambdas/features/bids/domain/schemas';
import { isPastDeadline } from '../../lambdas/features/tenders/domain/tender';

describe('toCents', () => {
  it('turns float sums and halves into the right whole cents', () => {
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(1.005)).toBe(101);
    expect(toCents(4.35)).toBe(435);
    expect(toCents(19.99 * 3)).toBe(5997);
    expect(toCents(10_000_000)).toBe(MAX_BID_CENTS);
    expect(toCents(0)).toBe(0);
  });

  it('throws for NaN and Infinity', () => {
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
    expect(() => toCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('bidPlaceSchema', () => {
  it.each([-0.01, 1.001, 0.00000001, 10_000_000.01, Number.NaN, Number.POSITIVE_INFINITY, 1e21])('refuses %s', (amount) => {
    expect(bidPlaceSchema.safeParse({ amount }).success).toBe(false);
  });
  it('accepts 0, 0.1 + 0.2 and the ceiling', () => {
    for (const amount of [0, 0.1 + 0.2, 10_000_000]) expect(bidPlaceSchema.safeParse({ amount }).success).toBe(true);
  });
});

describe('isPastDeadline', () => {
  const expiry = '2026-06-30T20:59:59.000Z'; // 23:59:59 in Tallinn (summer time)
  it('takes bids up to and including the stored instant', () => {
    expect(isPastDeadline(expiry, Date.parse('2026-06-30T20:59:58.999Z'))).toBe(false);
    expect(isPastDeadline(expiry, Date.parse(expiry))).toBe(false);
    expect(isPastDeadline(expiry, Date.parse('2026-06-30T21:00:00.000Z'))).toBe(true);
  });
  it('treats an unreadable date as closed', () => {
    expect(isPastDeadline('not a date', 0)).toBe(true);
  });
});

describe('bidder labels', () => {
  it('numbers anonymous bids and falls back name, company, Unknown (list) or company, name, Unknown (accepted card)', () => {
    expect(anonymizedLabel(3)).toBe('Geodesist #3');
    expect(bidderLabel({ firstName: 'Anna', lastName: 'Arro', company: 'Arro Geo' })).toBe('Anna Arro');
    expect(bidderLabel({ firstName: '', lastName: '', company: 'Arro Geo' })).toBe('Arro Geo');
    expect(bidderLabel(undefined)).toBe('Deleted user');
    expect(bidderCompanyLabel({ firstName: 'Anna', lastName: 'Arro', company: 'Arro Geo' })).toBe('Arro Geo');
    expect(bidderCompanyLabel({ firstName: 'Anna', lastName: 'Arro', company: null })).toBe('Anna Arro');
    expect(bidderCompanyLabel({})).toBe('Unknown');
  });
});
