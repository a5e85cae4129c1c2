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
