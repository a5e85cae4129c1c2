/**
 * The 07:00 send of the daily digests of new tenders (domain/digest.ts; docs/decisions/server/digest-and-unsubscribe.md).
 * The day's timer (digestDue, set by digest-collect.ts, fired by the timer relay at 07:00 Tallinn: EventBridge in the
 * cloud, the local cloud's clock locally) reaches `sendDigests`, which queues one page message per shard of the day
 * (16) on the events queue. Each page (`sendDigestPage`) reads up to DIGEST_PAGE_LINES lines of its shard (one
 * Query), and for each recipient there who is still an approved geodesist taking new-tender e-mail queues ONE e-mail
 * listing the tenders still open (one BatchGetItem of profiles, preferences and tenders each), keyed
 * `digest:<userId>:<date>` so the e-mail worker sends it once however often a page runs; then deletes the lines it
 * handled and, when the shard holds more, queues the next page. Work grows with the recipients in pages, never in one
 * long invocation.
 */
import { SendMessageBatchCommand } from '@aws-sdk/client-sqs';
import * as z from 'zod/mini';
import { getProfiles } from '../account/public';
import type { Profile } from '../account/domain/dto';
import { getTenders } from '../tenders/public';
import { displayName } from '../../domain/roles';
import { languageOf } from '../../domain/i18n/languages';
import { noticeText, type NoticeKey } from '../../domain/i18n/notices';
import { sqs } from '../../kernel/clients/sqs';
import { config } from '../../kernel/config';
import { eventType, type EventOf } from '../../kernel/events';
import { logger } from '../../kernel/logger';
import { encodeEmailBody as encodeAscii, newEmailBody, type EmailMessage } from '../../kernel/mail-queue';
import { DIGEST_SHARDS, deleteDigestLines, digestLinesPage, userDigestLines, type DigestLine } from './data/digests';
import { getPreferencesOf } from './data/notification-preferences';
import { DIGEST_MAX_LINES, digestSubject } from './domain/digest';
import { channelsFor, notificationHref } from './domain/notifications';
import { escapeHtml } from './notify-users';
import type { Listener } from './event-listeners';
import { digestDue } from './events';
import { signUnsubscribeToken, unsubscribeHeaders, unsubscribeKey, unsubscribeLinks } from './unsubscribe-token';

/** Lines read a page (one Query): at most 100 recipients, so their profiles, preferences and tenders are one BatchGetItem each. */
export const DIGEST_PAGE_LINES = 100;

/**
 * One page of a day's digests as queued on the events queue (`digest_page`): the day and the shard whose lines to
 * send. Declared like the marketplace events so the listener table dispatches it; never recorded in the outbox.
 */
export const digestPage = /* @__PURE__ */ eventType(
  'digest_page',
  () => z.object({ date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)), shard: z.string().check(z.regex(/^[0-9a-f]$/)) }),
  (p) => `digest_page:${p.date}:${p.shard}`,
  { date: '2026-03-02', shard: '3' },
);

export type DigestPage = EventOf<typeof digestPage>;

/** Queues `pages` on the events queue (10 a SendMessageBatch); without a queue (tests) sends each here. */
async function queuePages(pages: DigestPage[]): Promise<void> {
  const queueUrl = config.eventsQueueUrl;
  if (!queueUrl) {
    for (const page of pages) await sendDigestPage(page);
    return;
  }
  for (let i = 0; i < pages.length; i += 10) {
    const entries = pages.slice(i, i + 10).map((p, j) => ({ Id: String(j), MessageBody: encodeAscii({ ...p }) }));
    const out = await sqs.send(new SendMessageBatchCommand({ QueueUrl: queueUrl, Entries: entries }));
    if (out.Failed?.length) throw new Error(`${out.Failed.length} digest pages were not queued`);
  }
}

/** The digests of `date` are due: one page message per shard. Returns the number of pages queued. Throws when SQS refuses. */
export async function sendDigests(date: string): Promise<number> {
  await queuePages(DIGEST_SHARDS.map((shard) => ({ type: digestPage.type, date, shard })));
  return DIGEST_SHARDS.length;
}

/** The lines of `lines` grouped by recipient, in their order. */
function byRecipient(lines: DigestLine[]): Map<string, DigestLine[]> {
  const groups = new Map<string, DigestLine[]>();
  for (const line of lines) groups.set(line.userId, [...(groups.get(line.userId) ?? []), line]);
  return groups;
}

/**
 * The e-mail of one digest in the recipient's language: the tenders listed with their links (at most DIGEST_MAX_LINES),
 * the settings and unsubscribe links.
 */
export function digestEmail(recipient: Profile, tenders: { tenderId: string; title: string }[], unsubscribe: { oneClick: string; page: string }): EmailMessage {
  const language = languageOf(recipient.language);
  const t = (key: NoticeKey, values?: Record<string, string | number>) => noticeText(language, key, values);
  const shown = tenders.slice(0, DIGEST_MAX_LINES);
  const linkOf = (tenderId: string) => `${config.siteUrl}${notificationHref('tender_posted', tenderId, recipient.role)}`;
  const more = tenders.length - shown.length;
  const browse = `${config.siteUrl}/geodesist/browse`;
  const settings = `${config.siteUrl}/account/notifications`;
  const greeting = t('notice.email.greeting', { name: displayName(recipient) });
  const intro = t('notice.digest.intro');
  const text = [
    greeting,
    intro,
    shown.map((t) => `- ${t.title}\n  ${linkOf(t.tenderId)}`).join('\n'),
    ...(more > 0 ? [t('notice.digest.more', { count: more, link: browse })] : []),
    t('notice.email.settings', { link: settings }),
    t('notice.email.unsubscribe', { link: unsubscribe.page }),
  ].join('\n\n');
  const html = [
    '<html><body style="font-family:Arial,sans-serif;color:#1f2937">',
    `<h2>${escapeHtml(t('notice.digest.heading'))}</h2>`,
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<ul>${shown.map((t) => `<li><a href="${escapeHtml(linkOf(t.tenderId))}">${escapeHtml(t.title)}</a></li>`).join('')}</ul>`,
    ...(more > 0 ? [`<p><a href="${escapeHtml(browse)}">${escapeHtml(t('notice.digest.moreLink', { count: more }))}</a></p>`] : []),
    `<p style="color:#6b7280;font-size:12px"><a href="${escapeHtml(settings)}">${escapeHtml(t('notice.email.settingsLink'))}</a> · <a href="${escapeHtml(unsubscribe.page)}">${escapeHtml(t('notice.email.unsubscribeLink'))}</a></p>`,
    '</body></html>',
  ].join('');
  return { to: [recipient.email], subject: digestSubject(tenders.length, language), text, html, headers: unsubscribeHeaders(unsubscribe.oneClick) };
}

/**
 * Sends the digests of one page of `page.date`'s lines in `page.shard` (see the module docstring); a recipient whose
 * lines run past the page is left for the next page, unless they fill it alone (then all their lines are read). Returns
 * how many e-mails were queued. Throws when a read or write fails (the page is retried; the e-mail keys keep it to one
 * e-mail each).
 */
export async function sendDigestPage(page: Pick<DigestPage, 'date' | 'shard'>): Promise<number> {
  const { lines, more } = await digestLinesPage(page.date, page.shard, DIGEST_PAGE_LINES);
  const groups = byRecipient(lines);
  if (more && groups.size > 1) groups.delete([...groups.keys()].pop()!);
  else if (more) for (const userId of groups.keys()) groups.set(userId, await userDigestLines(page.date, userId));
  const userIds = [...groups.keys()];
  if (userIds.length === 0) return 0;

  const [profiles, preferences, tenders] = await Promise.all([getProfiles(userIds), getPreferencesOf(userIds), getTenders([...new Set([...groups.values()].flat().map((l) => l.tenderId))])]);
  // Listed: a tender still open, under its title now; a recipient still an approved geodesist taking new-tender e-mail.
  const open = new Map(tenders.filter((t) => t.status === 'Open' && !t.deletingAt).map((t) => [t.tenderId, t.title]));
  const recipients = profiles.filter((p) => p.role === 'geodesist' && p.approvalStatus === 'approved' && !p.erasingAt && p.email && channelsFor('tender_posted', preferences.get(p.userId)).email);
  const key = recipients.length ? await unsubscribeKey('notification-worker') : undefined;
  const mails = recipients.flatMap((r) => {
    const listed = groups.get(r.userId)!.flatMap((l) => (open.has(l.tenderId) ? [{ tenderId: l.tenderId, title: open.get(l.tenderId)! }] : []));
    if (listed.length === 0) return [];
    const links = unsubscribeLinks(signUnsubscribeToken(key!, r.userId, 'new_tender'));
    return [{ ...digestEmail(r, listed, links), dedupeKey: `digest:${r.userId}:${page.date}` }];
  });
  for (let i = 0; i < mails.length; i += 10) {
    const entries = mails.slice(i, i + 10).map((m, j) => ({ Id: String(j), MessageBody: newEmailBody(m) }));
    const out = await sqs.send(new SendMessageBatchCommand({ QueueUrl: config.emailQueueUrl, Entries: entries }));
    if (out.Failed?.length) throw new Error(`${out.Failed.length} digest e-mails were not queued`);
  }
  // Their e-mails are queued (or they get none): the lines go, so a page run again sends nothing new.
  await deleteDigestLines([...groups.values()].flat());
  if (more) await queuePages([{ type: digestPage.type, ...page }]);
  logger.info('Digests queued', { date: page.date, shard: page.shard, recipients: userIds.length, emails: mails.length, more });
  return mails.length;
}

/** The listeners of the digest (event-listeners.ts): the day's timer queues the pages; each page sends its digests. */
export const digestListeners = [
  { event: digestDue, handle: async (e) => void (await sendDigests(e.date)) } satisfies Listener<typeof digestDue>,
  { event: digestPage, handle: async (p) => void (await sendDigestPage(p)) } satisfies Listener<typeof digestPage>,
] as const;
