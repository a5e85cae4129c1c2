/** Locale formats (web/src/i18n/format.ts): Estonian dates, times, money and numbers; English as the specs show them. */
import { describe, expect, it } from 'vitest';
import { formatsOf } from './format';

describe('locale formats', () => {
  it('writes Estonian dates, 24-hour times, euros and decimal commas', () => {
    const et = formatsOf('et');
    expect(et.date('2026-11-25T10:00:00Z')).toBe('25.11.2026');
    expect(et.dateTime('2026-11-25T16:05:00')).toBe('25.11.2026 16:05');
    expect(et.money(123_450)).toBe('1\u00a0234,50\u00a0€');
    expect(et.number(1234.5)).toBe('1\u00a0234,5');
    expect(et.number(12345.678, 1)).toBe('12\u00a0345,7');
    expect(et.date(undefined)).toBe('–');
  });

  it('keeps the English formats', () => {
    const en = formatsOf('en');
    expect(en.date('2026-11-25T10:00:00Z')).toBe('Nov 25, 2026');
    expect(en.money(123_450)).toBe('1.234,50\u00a0€');
    expect(en.number(1234.5)).toBe('1,234.5');
    expect(en.date(null)).toBe('N/A');
  });
});

describe('areas and lengths', () => {
  it('writes Estonian areas and lengths with the decimal comma and space grouping', () => {
    const et = formatsOf('et');
    expect(et.area(1234.4)).toBe('1\u00a0234 m²');
    expect(et.area(123_456.78)).toBe('12,35 ha');
    expect(et.area(1_234_567_890)).toBe('123\u00a0456,79 ha');
    expect(et.length(1234.5)).toBe('1\u00a0234,5 m');
    expect(et.length(3_420, 'km')).toBe('3,4 km');
    expect(et.length(6_588_964.12)).toBe('6\u00a0588\u00a0964,12 m');
  });

  it('keeps the English areas and lengths', () => {
    const en = formatsOf('en');
    expect(en.area(1234.4)).toBe('1.234 m²');
    expect(en.area(123_456.78)).toBe('12,35 ha');
    expect(en.length(3_420, 'km')).toBe('3.4 km');
    expect(en.length(1234.5)).toBe('1.234,50 m');
    expect(en.length(6_588_964.12)).toBe('6.588.964,12 m');
    expect(en.length(1234, 'km')).toBe('1.2 km');
  });
});
