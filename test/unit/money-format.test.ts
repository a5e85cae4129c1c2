import { describe, expect, it } from 'vitest';
import { formatEuros, fromCents, platformFeeCents, PLATFORM_FEE_RATE, toCents } from '../../lambdas/domain/money';
import { budgetText } from '../../lambdas/features/tenders/domain/tender';

/** Intl puts a no-break space before the euro sign; compare with a plain space. */
const plain = (s: string) => s.replace(/\s/g, ' ');

describe('toCents', () => {
  it('refuses NaN and both infinities with a message', () => {
    for (const euros of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      expect(() => toCents(euros)).toThrow(new RangeError('Amount must be a finite number'));
    }
  });

  it('rounds half a cent up and keeps whole cents', () => {
    expect(toCents(0.005)).toBe(1);
    expect(toCents(0.004)).toBe(0);
    expect(toCents(1234.56)).toBe(123456);
  });
});

describe('fromCents', () => {
  it('divides by 100', () => {
    expect(fromCents(123456)).toBe(1234.56);
    expect(fromCents(5)).toBe(0.05);
    expect(fromCents(toCents(19.99))).toBe(19.99);
  });
});

describe('formatEuros', () => {
  it('shows German format with exactly two decimals', () => {
    expect(plain(formatEuros(0))).toBe('0,00 €');
    expect(plain(formatEuros(5))).toBe('0,05 €');
    expect(plain(formatEuros(100))).toBe('1,00 €');
    expect(plain(formatEuros(1_000_000_000))).toBe('10.000.000,00 €');
  });
});

describe('platformFeeCents', () => {
  it('is 8 percent of the bid, rounded to the nearest cent', () => {
    expect(PLATFORM_FEE_RATE).toBe(0.08);
    expect(platformFeeCents(0)).toBe(0);
    expect(platformFeeCents(6)).toBe(0); // 0.48 cent
    expect(platformFeeCents(7)).toBe(1); // 0.56 cent
    expect(platformFeeCents(12345)).toBe(988); // 987.6 cents
    expect(platformFeeCents(1_000_000_000)).toBe(80_000_000);
  });
});

describe('budgetText (the admin Status card)', () => {
  it('shows a budget in euros, and "Not specified" for none (0)', () => {
    expect(plain(budgetText(123456))).toBe('1.234,56 €');
    expect(plain(budgetText(1))).toBe('0,01 €');
    expect(budgetText(0)).toBe('Not specified');
  });
});
