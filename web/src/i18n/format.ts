/**
 * Locale formats of the active language (docs/decisions/web/languages.md): English keeps the formats the specs show
 * ('Nov 25, 2026', '1.234,56 €' from domain/money.ts); Estonian writes dates '25.11.2026', times on the 24-hour clock,
 * euros '1 234,50 €' and numbers with the decimal comma, thousands grouped from 1 000 (Intl's et-EE groups only from
 * 10 000 by default); date-fns's et locale for month names.
 * `useFormat()` re-renders on a change of language like `useT()`.
 */
import { format as formatWithPattern, isValid } from 'date-fns';
import { et as etLocale } from 'date-fns/locale/et';
import { formatEuros } from '@domain/money';
import { LOCALES, type Language } from '@domain/i18n/languages';
import { formatDate } from '@/lib/format';
import { useLanguage } from './i18n';

/** The formats of one language. */
export interface Formats {
  /** A date (ISO text); `fallback` when missing or invalid. */
  date(iso: string | null | undefined, fallback?: string): string;
  /** A date and time on the language's clock. */
  dateTime(iso: string | null | undefined, fallback?: string): string;
  /** Euro cents as money. */
  money(cents: number): string;
  /** A number with the language's separators (`digits` decimals at most). */
  number(n: number, digits?: number): string;
}

const numberFormats = new Map<string, Intl.NumberFormat>();
const numberFormat = (language: Language, digits: number): Intl.NumberFormat => {
  const id = `${language}:${digits}`;
  let f = numberFormats.get(id);
  if (!f) numberFormats.set(id, (f = new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: digits, useGrouping: 'always' })));
  return f;
};
const euroEt = () => new Intl.NumberFormat('et-EE', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: 'always' });
let euroEtFormat: Intl.NumberFormat | undefined;

const inPattern = (iso: string | null | undefined, pattern: string, fallback: string) => {
  if (!iso) return fallback;
  const date = new Date(iso);
  return isValid(date) ? formatWithPattern(date, pattern, { locale: etLocale }) : fallback;
};

/** The formats of `language`. */
export function formatsOf(language: Language): Formats {
  if (language === 'et') {
    return {
      date: (iso, fallback = '–') => inPattern(iso, 'dd.MM.yyyy', fallback),
      dateTime: (iso, fallback = '–') => inPattern(iso, 'dd.MM.yyyy HH:mm', fallback),
      money: (cents) => (euroEtFormat ??= euroEt()).format(cents / 100),
      number: (n, digits = 2) => numberFormat('et', digits).format(n),
    };
  }
  return {
    date: (iso, fallback = 'N/A') => formatDate(iso, 'MMM d, yyyy', fallback),
    dateTime: (iso, fallback = 'N/A') => formatDate(iso, 'MMM d, yyyy HH:mm', fallback),
    money: formatEuros,
    number: (n, digits = 2) => numberFormat('en', digits).format(n),
  };
}

/** The formats of the active language. */
export function useFormat(): Formats {
  return formatsOf(useLanguage());
}
