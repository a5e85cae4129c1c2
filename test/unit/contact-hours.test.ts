/**
 * The clock hours of the contact form's limits (spec part 1, 2.10): the counter key of an hour
 * and the seconds until it ends, which the 429 answer and the counters' expiry are built from.
 */
import { describe, expect, it } from 'vitest';
import { hourOf, secondsLeftInHour } from '../../lambdas/features/contact/domain/contact';

describe('hourOf', () => {
  it('is the UTC clock hour as YYYY-MM-DDTHH, whatever the minutes and the time zone of the input', () => {
    expect(hourOf(new Date('2026-11-24T12:00:00.000Z'))).toBe('2026-11-24T12');
    expect(hourOf(new Date('2026-11-24T12:59:59.999Z'))).toBe('2026-11-24T12');
    expect(hourOf(new Date('2026-11-24T13:30:00+02:00'))).toBe('2026-11-24T11');
    expect(hourOf(new Date('2026-12-31T23:59:00.000Z'))).toBe('2026-12-31T23');
  });
});

describe('secondsLeftInHour', () => {
  it('counts the seconds to the end of the UTC clock hour, rounding a part second up', () => {
    expect(secondsLeftInHour(new Date('2026-11-24T12:00:00.000Z'))).toBe(3600);
    expect(secondsLeftInHour(new Date('2026-11-24T12:30:00.000Z'))).toBe(1800);
    expect(secondsLeftInHour(new Date('2026-11-24T12:30:00.001Z'))).toBe(1800);
    expect(secondsLeftInHour(new Date('2026-11-24T12:59:58.000Z'))).toBe(2);
    expect(secondsLeftInHour(new Date('2026-11-24T23:59:59.000Z'))).toBe(1);
  });

  it('is at least 1 in the last moment of an hour', () => {
    expect(secondsLeftInHour(new Date('2026-11-24T12:59:59.999Z'))).toBe(1);
  });

  it('does not change the date it is given', () => {
    const date = new Date('2026-11-24T12:10:00.000Z');
    secondsLeftInHour(date);
    expect(date.toISOString()).toBe('2026-11-24T12:10:00.000Z');
  });
});
