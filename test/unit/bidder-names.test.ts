import { describe, expect, it } from 'vitest';
import { anonymizedLabel, bidderCompanyLabel, bidderLabel } from '../../lambdas/features/bids/domain/bid';

describe('anonymizedLabel', () => {
  it('numbers the bids from 1 as "Geodesist #n"', () => {
    expect(anonymizedLabel(1)).toBe('Geodesist #1');
    expect(anonymizedLabel(12)).toBe('Geodesist #12');
  });
});

describe('bidderLabel (bid table after the tender left Open)', () => {
  it('joins the trimmed first and last name with one space', () => {
    expect(bidderLabel({ firstName: '  Anna ', lastName: ' Arro  ', company: 'Arro Geo' })).toBe('Anna Arro');
  });

  it('uses the one name given when the other is missing or blank', () => {
    expect(bidderLabel({ firstName: 'Anna', lastName: null })).toBe('Anna');
    expect(bidderLabel({ firstName: '   ', lastName: 'Arro' })).toBe('Arro');
  });

  it('falls back to the trimmed company, then to "Unknown"', () => {
    expect(bidderLabel({ firstName: ' ', lastName: null, company: '  Arro Geo  ' })).toBe('Arro Geo');
    expect(bidderLabel({ firstName: null, lastName: null, company: '   ' })).toBe('Unknown');
    expect(bidderLabel({})).toBe('Unknown');
  });
});

describe('bidderCompanyLabel (Accepted Bid card)', () => {
  it('prefers the trimmed company', () => {
    expect(bidderCompanyLabel({ firstName: 'Anna', lastName: 'Arro', company: '  Arro Geo ' })).toBe('Arro Geo');
  });

  it('falls back to the trimmed name when the company is missing or blank', () => {
    expect(bidderCompanyLabel({ firstName: ' Anna ', lastName: ' Arro ', company: '  ' })).toBe('Anna Arro');
    expect(bidderCompanyLabel({ firstName: null, lastName: 'Arro', company: null })).toBe('Arro');
    expect(bidderCompanyLabel({ firstName: 'Anna', lastName: '  ' })).toBe('Anna');
  });

  it('says "Unknown" for a missing or empty profile', () => {
    expect(bidderCompanyLabel(undefined)).toBe('Deleted user');
    expect(bidderCompanyLabel({ firstName: ' ', lastName: ' ', company: ' ' })).toBe('Unknown');
  });
});
