/**
 * What GeoTender tells people outside the screens, in the recipient's language (docs/decisions/web/languages.md,
 * "Notifications and e-mails"): the sender names what happened, a `Notice` (a key of the `notices` part and its
 * values), and the text is made per recipient with `noticeText`. Values that read differently by language are given as
 * they are and formatted here: euro cents (`{ euros }`: '1.234,56 €' in English as the specs show, '1 234,56 €' in
 * Estonian) and instants (`{ date, form }`, in Tallinn's time: '26 June 2026 at 10:00' or '26.06.2026 kell 10:00').
 * Loads only the `notices` part, compiled, in both languages: the functions that send never load a screen's texts.
 */
import type noticesSource from './catalogue/en/notices';
import en from './compiled/notices.en';
import et from './compiled/notices.et';
import { languageOf, type Language } from './languages';
import { formatMessage, type CompiledMessages, type MessageValues } from './translate';
import { formatEuros } from '../money';

/** A key of the notices part. */
export type NoticeKey = keyof typeof noticesSource;

/**
 * How an instant is written: `dateTime` (day and time in Tallinn), `date` (the day in Tallinn) or `dateUtc` (the day in
 * UTC, for dates stored as days).
 */
export type DateForm = 'dateTime' | 'date' | 'dateUtc';

/** A value of a notice: text or a number as it is, euro cents, or an instant in one of the date forms. */
export type NoticeValue = string | number | { euros: number } | { date: string; form: DateForm };

/** What happened, in no language yet: a key of the notices part and its values. */
export interface Notice {
  key: NoticeKey;
  values?: Record<string, NoticeValue>;
}

const COMPILED: Record<Language, CompiledMessages> = { en, et };
const ZONE = 'Europe/Tallinn';

const formats = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
/** A format built at its first use (building one loads locale data; a function that never formats should not pay). */
function cached<F extends Intl.DateTimeFormat | Intl.NumberFormat>(id: string, make: () => F): F {
  let format = formats.get(id) as F | undefined;
  if (!format) formats.set(id, (format = make()));
  return format;
}

const longDay = (timeZone: string) => ({ timeZone, day: 'numeric', month: 'long', year: 'numeric' }) as const;
const numericDay = (timeZone: string) => ({ timeZone, day: '2-digit', month: '2-digit', year: 'numeric' }) as const;

/** Instant `iso` written in `form` for `language` (English: '26 June 2026 at 10:00'; Estonian: '26.06.2026 kell 10:00'). */
export function noticeDate(iso: string, form: DateForm, language: Language): string {
  const date = new Date(iso);
  const zone = form === 'dateUtc' ? 'UTC' : ZONE;
  if (language === 'et') {
    const day = cached(`et:day:${zone}`, () => new Intl.DateTimeFormat('et-EE', numericDay(zone))).format(date);
    if (form !== 'dateTime') return day;
    const time = cached('et:time', () => new Intl.DateTimeFormat('et-EE', { timeZone: ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })).format(date);
    return `${day} kell ${time}`;
  }
  if (form !== 'dateTime') return cached(`en:day:${zone}`, () => new Intl.DateTimeFormat('en-GB', longDay(zone))).format(date);
  return cached('en:dateTime', () => new Intl.DateTimeFormat('en-GB', { ...longDay(ZONE), hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })).format(date);
}

/** Euro cents as money in `language`: English '1.234,56 €' (domain/money.ts, the specs' format), Estonian '1 234,56 €'. */
export function noticeEuros(cents: number, language: Language): string {
  if (language !== 'et') return formatEuros(cents);
  const format = cached('et:euro', () => new Intl.NumberFormat('et-EE', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: 'always' }));
  return format.format(cents / 100);
}

function valueIn(value: NoticeValue, language: Language): string | number {
  if (typeof value !== 'object') return value;
  return 'euros' in value ? noticeEuros(value.euros, language) : noticeDate(value.date, value.form, language);
}

/**
 * The text of `key` with `values` in `language` (a code read leniently: absent or unknown is English). A key missing
 * from a language gives the English text; never throws.
 */
export function noticeText(language: Language | string | null | undefined, key: NoticeKey, values: Record<string, NoticeValue> = {}): string {
  const lang = languageOf(language);
  const own = COMPILED[lang][key];
  const message = own ?? COMPILED.en[key];
  if (!message) return key;
  const formatted: MessageValues = {};
  for (const [name, value] of Object.entries(values)) formatted[name] = valueIn(value, own ? lang : 'en');
  return formatMessage(message, formatted, own ? lang : 'en');
}

/** The text of `notice` in `language`. */
export const renderNotice = (language: Language | string | null | undefined, notice: Notice): string => noticeText(language, notice.key, notice.values);
