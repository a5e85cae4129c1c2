/**
 * How new-tender e-mails reach a geodesist, and how any bulk e-mail is stopped with one click
 * (docs/decisions/server/digest-and-unsubscribe.md). Pure module shared by the handlers, the notification worker and
 * the web app (Account → Notifications, the unsubscribe page).
 *
 * - The e-mail of a new tender is `instant` (one e-mail per tender, the default) or `digest`: one e-mail a day at
 *   07:00 Tallinn time listing the tenders announced in the 24 hours before (DIGEST_HOUR, DIGEST_TIME_ZONE). A tender
 *   announced at instant t goes into the digest of the first 07:00 after t, named by that day's Tallinn date
 *   (`digestDateOf`).
 * - One-click unsubscribe (RFC 8058): an e-mail of a kind in UNSUBSCRIBE_KINDS carries a signed token naming its
 *   recipient and the kind, `<userId>.<kind>.<signature>`; the token's form is read here (`readUnsubscribeToken`),
 *   its signature checked by the server only (features/notifications/unsubscribe-token.ts).
 */
import type { NotificationType, PreferenceKind } from './notifications';
import type { Language } from '../../../domain/i18n/languages';
import { noticeText } from '../../../domain/i18n/notices';

/** How new-tender e-mails are sent: one each (`instant`, the default) or once a day (`digest`). */
export const NEW_TENDER_EMAIL_MODES = ['instant', 'digest'] as const;
export type NewTenderEmailMode = (typeof NEW_TENDER_EMAIL_MODES)[number];
export const DEFAULT_NEW_TENDER_EMAIL: NewTenderEmailMode = 'instant';

/** Labels of the choices in the settings card. */
export const NEW_TENDER_EMAIL_LABELS: Record<NewTenderEmailMode, string> = {
  instant: 'At once',
  digest: 'Daily digest at 07:00',
};

/** The time zone and local hour of the daily digest's send. */
export const DIGEST_TIME_ZONE = 'Europe/Tallinn';
export const DIGEST_HOUR = 7;

/** Most tenders one digest e-mail lists; more are summed up in one line with a link to the tender list. */
export const DIGEST_MAX_LINES = 50;

const wallParts = /* @__PURE__ */ new Intl.DateTimeFormat('en-CA', { timeZone: DIGEST_TIME_ZONE, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit' });

/** The Tallinn date (`yyyy-mm-dd`) and hour of instant `ms` (epoch ms). */
function tallinn(ms: number): { date: string; hour: number } {
  const p = Object.fromEntries(wallParts.formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, hour: Number(p.hour) };
}

/** The date `yyyy-mm-dd` one day after `date`. */
function nextDate(date: string): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/**
 * The digest a tender announced at `ms` (epoch ms, the event's origin time) goes into, named by its Tallinn date: the
 * first 07:00 Tallinn after `ms` (at 06:59 the same day's; from 07:00 on the next day's).
 */
export function digestDateOf(ms: number): string {
  const { date, hour } = tallinn(ms);
  return hour < DIGEST_HOUR ? date : nextDate(date);
}

/**
 * The instant (ISO) of 07:00 Tallinn on `date` (`yyyy-mm-dd`): Tallinn's offset that morning (+02:00 in winter,
 * +03:00 in summer; the clocks change at 03:00 and 04:00 local, before 07:00, so the hour is never ambiguous).
 */
export function digestDueAt(date: string): string {
  const wall = Date.parse(`${date}T${String(DIGEST_HOUR).padStart(2, '0')}:00:00Z`);
  // The offset at the wall time read as UTC is that morning's (the change happened hours before).
  const { date: d, hour } = tallinn(wall);
  const offsetHours = (Date.parse(`${d}T${String(hour).padStart(2, '0')}:00:00Z`) - wall) / 3_600_000;
  return new Date(wall - offsetHours * 3_600_000).toISOString();
}

/** The subject of a digest e-mail listing `count` tenders, in `language` (English by default). */
export const digestSubject = (count: number, language?: Language) => noticeText(language, 'notice.digest.subject', { count });

/** Preference kinds whose e-mails carry one-click unsubscribe (RFC 8058): the bulk ones. */
export const UNSUBSCRIBE_KINDS = ['new_tender'] as const satisfies readonly PreferenceKind[];
export type UnsubscribeKind = (typeof UNSUBSCRIBE_KINDS)[number];

/** The unsubscribe kind of notification `type`'s e-mails, or undefined when they carry no unsubscribe link. */
export function unsubscribeKindOf(type: NotificationType): UnsubscribeKind | undefined {
  return type === 'tender_posted' || type === 'admin_tender_posted' ? 'new_tender' : undefined;
}

/** What the e-mails of each unsubscribe kind are about, as a person reads it ("e-mails about …"). */
export const UNSUBSCRIBE_SUBJECTS: Record<UnsubscribeKind, string> = {
  new_tender: 'new tenders',
};

/** Messages of the unsubscribe route and page. */
export const unsubscribeMessages = {
  invalid: 'This unsubscribe link is not valid. Sign in and open Account → Notifications to choose which e-mails you get.',
  done: (kind: UnsubscribeKind) => `You will no longer receive e-mails about ${UNSUBSCRIBE_SUBJECTS[kind]}. Change this any time in Account → Notifications.`,
} as const;

/** Messages of the digest choice. */
export const digestMessages = {
  notForRole: 'Only geodesists choose between instant e-mails and a daily digest',
} as const;

/** The form of a token: `<userId>.<kind>.<signature>` (signature: 43 base64url characters of an HMAC-SHA256). */
export const UNSUBSCRIBE_TOKEN_PATTERN = /^([0-9a-f-]{36})\.([a-z_]{1,40})\.([A-Za-z0-9_-]{43})$/;

/**
 * The parts of an unsubscribe token of the right form and a known kind, or undefined. Says nothing of its signature:
 * only the server, which holds the key, knows whether it is genuine.
 */
export function readUnsubscribeToken(token: string): { userId: string; kind: UnsubscribeKind; signature: string } | undefined {
  const m = UNSUBSCRIBE_TOKEN_PATTERN.exec(token);
  if (!m || !(UNSUBSCRIBE_KINDS as readonly string[]).includes(m[2]!)) return undefined;
  return { userId: m[1]!, kind: m[2] as UnsubscribeKind, signature: m[3]! };
}
