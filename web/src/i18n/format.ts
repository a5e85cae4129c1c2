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
  /** An area in m²: whole m² under 1 ha, hectares with 2 decimals from 1 ha. */
  area(m2: number): string;
  /** A length in metres: 'm' to the centimetre at most, 'km' with 1 decimal. */
  length(m: number, unit?: LengthUnit): string;
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
      area: (m2) => areaOf('et', m2),
      length: (m, unit = 'm') => lengthOf('et', m, unit),
    };
  }
  return {
    date: (iso, fallback = 'N/A') => formatDate(iso, 'MMM d, yyyy', fallback),
    dateTime: (iso, fallback = 'N/A') => formatDate(iso, 'MMM d, yyyy HH:mm', fallback),
    money: formatEuros,
    number: (n, digits = 2) => numberFormat('en', digits).format(n),
    area: (m2) => areaOf('en', m2),
    length: (m, unit = 'm') => lengthOf('en', m, unit),
  };
}

/** The formats of the active language. */
export function useFormat(): Formats {
  return formatsOf(useLanguage());
}

/** The unit of a length: metres, or kilometres with 1 decimal. */
export type LengthUnit = 'm' | 'km';

/**
 * Number formats of areas and lengths: English keeps the app's German digits for areas and metres ('1.234 m²',
 * '12,35 ha', '6.588.964,12 m', as money) and writes km with a dot ('3.4 km'); Estonian groups with a space from 1 000
 * and writes the decimal comma ('1 234 m²', '12,35 ha', '1 234,5 m', '3,4 km').
 */
const measureFormats = new Map<string, Intl.NumberFormat>();
function measureFormat(id: 'whole' | 'hectares' | 'metres' | 'km', language: Language): Intl.NumberFormat {
  const key = `${language}:${id}`;
  let f = measureFormats.get(key);
  if (!f) {
    const locale = language === 'et' ? 'et-EE' : id === 'km' ? 'en-GB' : 'de-DE';
    const digits = { whole: [0, 0], hectares: [2, 2], metres: [language === 'et' ? 0 : 2, 2], km: [1, 1] }[id];
    f = new Intl.NumberFormat(locale, { minimumFractionDigits: digits[0], maximumFractionDigits: digits[1], useGrouping: language === 'et' ? 'always' : 'auto' });
    measureFormats.set(key, f);
  }
  return f;
}

/** An area in m² as text: whole m² under 10 000 m², else hectares with 2 decimals. */
function areaOf(language: Language, m2: number): string {
  return m2 < 10_000 ? `${measureFormat('whole', language).format(m2)} m²` : `${measureFormat('hectares', language).format(m2 / 10_000)} ha`;
}

/** A length in metres as text in `unit`. */
function lengthOf(language: Language, m: number, unit: LengthUnit): string {
  return unit === 'km' ? `${measureFormat('km', language).format(m / 1000)} km` : `${measureFormat('metres', language).format(m)} m`;
}
