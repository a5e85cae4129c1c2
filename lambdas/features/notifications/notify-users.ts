/**
 * Delivers one notification to many users through every channel (spec part 1, 4.3 and 9):
 * the in-app record (an event's: once, under a condition; see notifyUsers), a realtime push to each recipient's open tabs, and an e-mail per
 * recipient's preferences, read with BatchGetItem (subject: label, tender title, "— GeoTender"; text and HTML
 * parts with a deep link to the page the bell opens and a link to the notification settings; a bulk kind's also with
 * one-click unsubscribe). When the preference lookup fails or finds nothing, both channels are used. A new tender's
 * e-mail to a geodesist who chose the daily digest becomes a line of it (digest-collect.ts).
 */
import { SendMessageBatchCommand } from '@aws-sdk/client-sqs';
import { getPreferencesOf } from './data/notification-preferences';
import { createNotifications, createNotificationsOnce, notifiedAlready, type NewNotification, type NotificationOrigin } from './data/notifications';
import type { Profile } from '../account/domain/dto';
import type { Notification } from './domain/dto';
import { channelsFor, notificationHref, notificationSubject } from './domain/notifications';
import { languageOf } from '../../domain/i18n/languages';
import { noticeText, renderNotice, type Notice, type NoticeKey } from '../../domain/i18n/notices';
import { unsubscribeKindOf } from './domain/digest';
import type { StoredChoices } from './data/notification-preferences';
import { collectForDigest } from './digest-collect';
import { signUnsubscribeToken, unsubscribeHeaders, unsubscribeKey, unsubscribeLinks } from './unsubscribe-token';
import { displayName } from '../../domain/roles';
import { sqs } from '../../kernel/clients/sqs';
import { config } from '../../kernel/config';
import { logger } from '../../kernel/logger';
import { type EmailMessage, newEmailBody } from '../../kernel/mail-queue';
import { pushToConnections, pushToUser } from './realtime';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text made safe to put into HTML (user text such as names and titles never becomes markup). */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

/**
 * What a notification says: one text for everyone (`message`, as a test or script gives it) or a `notice` (a key of the
 * catalogue's notices part and its values), made in each recipient's language.
 */
export type Announced = Omit<NewNotification, 'message' | 'messages'> & { tenderTitle?: string | null } & ({ message: string; notice?: undefined } | { notice: Notice; message?: undefined });

/** The text of `n` for `recipient`: in their profile's language (absent or unknown: English). */
export function textFor(recipient: Pick<Profile, 'language'> | undefined, n: Announced): string {
  return n.notice ? renderNotice(recipient?.language, n.notice) : n.message;
}

/**
 * The e-mail of one notification to one recipient, in their language: text and HTML, both with the deep link and the
 * settings link. With `unsubscribe` (the links of the recipient's signed token, unsubscribe-token.ts) a bulk e-mail also
 * carries RFC 8058's one-click header fields and, at the bottom, the link of the unsubscribe page.
 */
export function notificationEmail(recipient: Profile, n: Announced, unsubscribe?: { oneClick: string; page: string }): EmailMessage {
  const language = languageOf(recipient.language);
  const t = (key: NoticeKey, values?: Record<string, string>) => noticeText(language, key, values);
  const link = `${config.siteUrl}${notificationHref(n.type, n.referenceId ?? null, recipient.role)}`;
  const settings = `${config.siteUrl}/account/notifications`;
  const greeting = t('notice.email.greeting', { name: displayName(recipient) });
  const message = textFor(recipient, n);
  const text = [
    greeting,
    message,
    t('notice.email.open', { link }),
    t('notice.email.settings', { link: settings }),
    ...(unsubscribe ? [t('notice.email.unsubscribe', { link: unsubscribe.page })] : []),
  ].join('\n\n');
  const html = [
    '<html><body style="font-family:Arial,sans-serif;color:#1f2937">',
    `<h2>${escapeHtml(t(`notice.label.${n.type}`))}</h2>`,
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(message)}</p>`,
    `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#0e7490;color:#fff;text-decoration:none;border-radius:6px">${escapeHtml(t('notice.email.openButton'))}</a></p>`,
    `<p style="color:#6b7280;font-size:12px"><a href="${escapeHtml(settings)}">${escapeHtml(t('notice.email.settingsLink'))}</a>${unsubscribe ? ` · <a href="${escapeHtml(unsubscribe.page)}">${escapeHtml(t('notice.email.unsubscribeLink'))}</a>` : ''}</p>`,
    '</body></html>',
  ].join('');
  return {
    to: [recipient.email],
    subject: notificationSubject(n.type, n.tenderTitle, language),
    text,
    html,
    ...(unsubscribe ? { headers: unsubscribeHeaders(unsubscribe.oneClick) } : {}),
  };
}

/**
 * E-mail requests (ten e-mails each) one call has in flight: ten pages of an announcement handled at once stay
 * within the SDK's 50 sockets, and the records, which people see first, keep most of the work.
 */
const MAIL_REQUESTS_AT_ONCE = 2;

/** Up to `limit` calls of `fn` at a time over `items`. */
async function eachLimited<T>(items: T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await fn(items[next++]!);
    }),
  );
}

/** The stored choices of each recipient (one BatchGetItem per 100); none, with a warning, when they cannot be read. */
async function preferencesOf(userIds: string[]): Promise<Map<string, StoredChoices>> {
  try {
    return await getPreferencesOf(userIds);
  } catch (error) {
    logger.warn('Could not read notification preferences; sending in both channels', { recipients: userIds.length, error });
    return new Map();
  }
}

/**
 * Sends notification `n` to each of `recipients` in the channels their preferences allow
 * (`bypassPreferences`: both channels, as the admin's test does; `inAppOnly`: no e-mail; `origin`: the event,
 * see below; `connections`: the recipients' open WebSocket connections when the caller has read them already, as
 * an announcement does, else each recipient's are looked up). The preferences are read in batches of 100.
 *
 * With `origin` (every event) the event counts once however often it comes:
 * recipients who have its record already, or its tombstone, get no record and no push (one BatchGetItem per 100);
 * the others' records are written, each only if absent (100 a TransactWriteItems), and only a record written now is
 * pushed. Its e-mails are queued beside them, each keyed by event, recipient and kind: the e-mail worker sends a
 * key once for 18 days, so a repeat sends nothing again, and a run that stopped after the records still e-mails.
 * Without `origin` the records are written 25 a request and the e-mails queued beside them.
 *
 * With `digest` (a new tender's announcement) a geodesist whose new-tender e-mail is the daily digest gets, instead of
 * the e-mail, a line of their digest for the event's day (digest-collect.ts, idempotent by the origin; needs `origin`).
 * E-mails of a bulk kind (domain/digest.ts `unsubscribeKindOf`) carry the recipient's one-click unsubscribe (RFC 8058).
 *
 * Returns how many in-app notifications were written and how many e-mails queued now (`inAppOnly`: no e-mail,
 * when it went another way). Throws when the records or the e-mails cannot be written (the worker's queue then
 * retries the event); a failed push is only logged.
 */
export async function notifyUsers(
  recipients: Profile[],
  n: Announced,
  opts: { bypassPreferences?: boolean; inAppOnly?: boolean; origin?: NotificationOrigin; connections?: ReadonlyMap<string, string[]>; digest?: boolean } = {},
): Promise<{ inApp: number; emails: number }> {
  const unique = [...new Map(recipients.map((r) => [r.userId, r])).values()];
  // Each recipient's text in their language (their profile is at hand: no read more); English for anyone else.
  const english = textFor(undefined, n);
  const messages = n.notice ? new Map(unique.map((r) => [r.userId, textFor(r, n)])) : undefined;
  const record: NewNotification = { type: n.type, message: english, referenceId: n.referenceId ?? null, referenceType: n.referenceType ?? null, ...(messages ? { messages } : {}) };
  const preferences = opts.bypassPreferences ? new Map<string, StoredChoices>() : await preferencesOf(unique.map((r) => r.userId));
  const all = unique.map((r) => ({ r, ...(opts.bypassPreferences ? { inApp: true, email: true } : channelsFor(n.type, preferences.get(r.userId))) }));
  // A new tender's e-mail to a geodesist who chose the daily digest becomes a line of that digest (digest-collect.ts).
  const digestOrigin = opts.digest && !opts.inAppOnly && opts.origin && n.referenceId ? opts.origin : undefined;
  const digested = digestOrigin ? all.filter((c) => c.email && c.r.email && c.r.role === 'geodesist' && preferences.get(c.r.userId)?.newTenderEmail === 'digest') : [];
  const channels = digested.length ? all.map((c) => (digested.includes(c) ? { ...c, email: false } : c)) : all;
  const collect = async () => {
    if (digested.length && digestOrigin)
      await collectForDigest(
        digested.map((c) => c.r.userId),
        { tenderId: n.referenceId!, title: n.tenderTitle ?? english },
        digestOrigin,
      );
  };

  const origin = opts.origin;
  // A repeat of the event: whoever has its record (or its tombstone) was served by an earlier delivery.
  const done = origin
    ? await notifiedAlready(
        channels.filter((c) => c.inApp).map((c) => c.r.userId),
        n.type,
        origin,
      )
    : new Set<string>();
  const due = channels.filter((c) => !done.has(c.r.userId));

  const push = async (stored: Map<string, Notification>) =>
    eachLimited([...stored.entries()], 16, async ([userId, notification]) => {
      const message = { type: 'notification' as const, notificationType: n.type, message: notification.message, referenceId: n.referenceId ?? null, notification };
      if (opts.connections) await pushToConnections(opts.connections.get(userId) ?? [], message);
      else await pushToUser(userId, message);
    });
  // Each e-mail of an event carries the key the e-mail worker sends it once by: event, kind, recipient; a bulk one the
  // recipient's unsubscribe links (the key read once per container).
  const unsubscribeKind = unsubscribeKindOf(n.type);
  const mailing = (origin ? channels : due).filter((c) => c.email && c.r.email);
  const key = unsubscribeKind && !opts.inAppOnly && mailing.length ? await unsubscribeKey('notification-worker') : undefined;
  const linksOf = (userId: string) => (key && unsubscribeKind ? unsubscribeLinks(signUnsubscribeToken(key, userId, unsubscribeKind)) : undefined);
  const mailsOf = (group: typeof due) =>
    opts.inAppOnly
      ? []
      : group.filter((c) => c.email && c.r.email).map((c) => ({ ...notificationEmail(c.r, n, linksOf(c.r.userId)), ...(origin ? { dedupeKey: `${origin.eventId}:${n.type}:${c.r.userId}` } : {}) }));
  const enqueue = async (mails: EmailMessage[]) => {
    if (mails.length === 0) return;
    const out = await sqs.send(new SendMessageBatchCommand({ QueueUrl: config.emailQueueUrl, Entries: mails.map((m, j) => ({ Id: String(j), MessageBody: newEmailBody(m) })) }));
    if (out.Failed?.length) throw new Error(`${out.Failed.length} notification e-mails were not queued`);
  };
  // An event's e-mails go to every recipient its channels name, also on a repeat: the e-mail worker sends each key
  // once (18 days), so none is sent twice, and none is lost when a run stopped after the records, before the e-mails.
  const mails = mailsOf(origin ? channels : due);
  const batches = Array.from({ length: Math.ceil(mails.length / 10) }, (_, i) => mails.slice(i * 10, i * 10 + 10));
  const inAppIds = due.filter((c) => c.inApp).map((c) => c.r.userId);
  let inApp = 0;
  if (origin) {
    // The records (each only if absent, 100 a transaction) and the pushes of those written now, beside the e-mails.
    const writeOnce = async () => {
      const stored = await createNotificationsOnce(inAppIds, record, origin);
      inApp = stored.size;
      await push(stored);
    };
    await Promise.all([writeOnce(), eachLimited(batches, MAIL_REQUESTS_AT_ONCE, enqueue), collect()]);
    return { inApp, emails: mails.length };
  }
  const writeAndPush = async () => {
    const stored = await createNotifications(inAppIds, record);
    inApp = stored.size;
    await push(stored);
  };
  await Promise.all([writeAndPush(), eachLimited(batches, MAIL_REQUESTS_AT_ONCE, enqueue)]);
  return { inApp, emails: mails.length };
}
