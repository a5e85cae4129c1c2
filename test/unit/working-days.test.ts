import { describe, expect, it } from 'vitest';
import { addWorkingDays, isWorkingDay, publicHolidays } from '../../lambdas/features/procurement/domain/working-days';

/** A Tallinn wall-clock time as the instant it is (winter UTC+2, summer UTC+3). */
const tallinn = (local: string, offset: '+02:00' | '+03:00') => new Date(`${local}${offset}`).toISOString();

describe('working days on the Estonian calendar', () => {
  it('lists the public holidays of Estonia, not the observances', () => {
    const days = publicHolidays(2026);
    for (const d of ['2026-01-01', '2026-02-24', '2026-04-03', '2026-05-01', '2026-06-23', '2026-06-24', '2026-08-20', '2026-12-24', '2026-12-25', '2026-12-26']) expect(days.has(d), d).toBe(true);
    expect(days.has('2026-06-04')).toBe(false); // the flag day is an observance
  });

  it('counts weekdays and skips the weekend, keeping the time of day', () => {
    // Friday 9 October 2026 17:00 in Tallinn: Monday, Tuesday.
    expect(addWorkingDays(tallinn('2026-10-09T17:00:00', '+03:00'), 2)).toBe(tallinn('2026-10-13T17:00:00', '+03:00'));
    // Tuesday to Thursday.
    expect(addWorkingDays(tallinn('2026-10-06T12:00:00', '+03:00'), 2)).toBe(tallinn('2026-10-08T12:00:00', '+03:00'));
  });

  it('skips Victory Day (23 June) and Midsummer Day (24 June)', () => {
    // Monday 22 June 2026: Tuesday and Wednesday are holidays, so Thursday 25 and Friday 26.
    expect(addWorkingDays(tallinn('2026-06-22T10:00:00', '+03:00'), 2)).toBe(tallinn('2026-06-26T10:00:00', '+03:00'));
  });

  it('skips Christmas Eve, Christmas and Boxing Day', () => {
    // Wednesday 23 December 2026: 24, 25, 26 are holidays, 27 is Sunday: Monday 28 and Tuesday 29.
    expect(addWorkingDays(tallinn('2026-12-23T15:00:00', '+02:00'), 2)).toBe(tallinn('2026-12-29T15:00:00', '+02:00'));
  });

  it('skips New Year across the year end', () => {
    // Wednesday 30 December 2026: Thursday 31, then 1 January (holiday), 2–3 weekend, Monday 4.
    expect(addWorkingDays(tallinn('2026-12-30T09:00:00', '+02:00'), 2)).toBe(tallinn('2027-01-04T09:00:00', '+02:00'));
  });

  it('keeps the Tallinn time of day across the change to summer time', () => {
    // Friday 27 March 2026 12:00 (UTC+2); clocks go forward on Sunday 29 March: Tuesday 31 March 12:00 (UTC+3).
    expect(addWorkingDays(tallinn('2026-03-27T12:00:00', '+02:00'), 2)).toBe(tallinn('2026-03-31T12:00:00', '+03:00'));
  });

  it('counts days in Tallinn, not in UTC', () => {
    // Friday 23:30 in Tallinn is still Friday 20:30 UTC, and Saturday 00:30 in Tallinn is Friday 21:30 UTC.
    expect(addWorkingDays(tallinn('2026-10-09T23:30:00', '+03:00'), 1)).toBe(tallinn('2026-10-12T23:30:00', '+03:00'));
    expect(addWorkingDays(tallinn('2026-10-10T00:30:00', '+03:00'), 1)).toBe(tallinn('2026-10-12T00:30:00', '+03:00'));
  });

  it('tells working days from weekends and holidays', () => {
    expect(isWorkingDay(Date.UTC(2026, 5, 24))).toBe(false);
    expect(isWorkingDay(Date.UTC(2026, 5, 25))).toBe(true);
    expect(isWorkingDay(Date.UTC(2026, 5, 27))).toBe(false);
  });
});
