/**
 * Listeners of the messages' events (messages/events.ts; docs/decisions/after-award/messages.md):
 * - message_posted: each recipient's open connections get `{ type: 'message', tenderId, messageId, unread }` at once
 *   (an open thread reloads its newest page; the tender's badge shows `unread`). No notification record per
 *   message: the unread count kept on the thread is the signal.
 * - message_hidden: the author is told, in the app and by e-mail as their `messages` preference says (an erased
 *   author is nobody to tell).
 * - message_unread (the timer a post set, UNREAD_EMAIL_DELAY_MINUTES later): the recipient is e-mailed only when
 *   they still have not read up to that message, their `messages` preference allows e-mail, and the thread's last
 *   e-mail to them is over EMAIL_GAP_MINUTES old (claimEmail, a conditional write, so two firings send one).
 * Each is keyed on the event's origin, so an event handled again sends nothing again.
 */
import { getProfile } from '../account/public';
import { claimEmail, ERASED_AUTHOR, getThread, lastReadField, messageHidden, messagePosted, messageUnread, unreadField } from '../messages/public';
import { EMAIL_GAP_MINUTES } from '../messages/domain/messages';
import { enqueueEmail } from '../../kernel/mail-queue';
import { config } from '../../kernel/config';
import { logger } from '../../kernel/logger';
import type { PayloadOf } from '../../kernel/events';
import type { NotificationOrigin } from './data/notifications';
import { getPreferences } from './data/notification-preferences';
import { channelsFor, notificationSubject } from './domain/notifications';
import { notifyUsers } from './notify-users';
import { pushToUser } from './realtime';
import type { Language } from '../../domain/i18n/languages';
import { noticeText } from '../../domain/i18n/notices';

/** The e-mail about unread messages of `title`'s thread, in `language` (English by default). */
export function unreadEmail(title: string, tenderId: string, language?: Language | string): { subject: string; text: string } {
  return {
    subject: notificationSubject('messages_unread', title, language),
    text: noticeText(language, 'notice.unread.text', { title, link: config.siteUrl, tenderId }),
  };
}

/** message_posted: the recipients' open threads and badges, over the WebSocket. */
export async function pushPosted(e: PayloadOf<typeof messagePosted>): Promise<void> {
  const thread = await getThread(e.tenderId);
  await Promise.all(e.recipients.map((r) => pushToUser(r.userId, { type: 'message', tenderId: e.tenderId, messageId: e.messageId, unread: thread?.[unreadField(r.side)] ?? 0 })));
}

/** message_hidden: the author hears of it once. */
export async function tellHidden(e: PayloadOf<typeof messageHidden>, origin?: NotificationOrigin): Promise<void> {
  if (e.authorId === ERASED_AUTHOR) return;
  const author = await getProfile(e.authorId);
  if (!author || author.erasingAt) return;
  const notice = { key: 'notice.messageHidden', values: { title: e.title, reason: e.reason } } as const;
  await notifyUsers([author], { type: 'message_hidden', notice, referenceId: e.tenderId, referenceType: 'tender', tenderTitle: e.title }, origin ? { origin } : {});
}

/** message_unread: the e-mail, when the messages are still unread and no e-mail of this thread reached them in the hour. */
export async function emailUnread(e: PayloadOf<typeof messageUnread>, origin?: NotificationOrigin): Promise<boolean> {
  const thread = await getThread(e.tenderId, { consistent: true });
  const lastRead = thread?.[lastReadField(e.side)] ?? '';
  if (!thread || lastRead >= e.messageId || (thread[unreadField(e.side)] ?? 0) === 0) return false;
  const recipient = await getProfile(e.recipientId);
  if (!recipient?.email || recipient.erasingAt) return false;
  const preferences = await getPreferences(e.recipientId).catch(() => undefined);
  if (!channelsFor('messages_unread', preferences).email) return false;
  const at = new Date(origin?.atMs ?? Date.now()).toISOString();
  const notAfter = new Date(Date.parse(at) - EMAIL_GAP_MINUTES * 60_000).toISOString();
  if (!(await claimEmail(e.tenderId, e.side, at, notAfter))) {
    logger.info('Unread messages e-mailed within the hour already', { tenderId: e.tenderId });
    return false;
  }
  await enqueueEmail({
    to: recipient.email,
    ...unreadEmail(e.title, e.tenderId, recipient.language),
    dedupeKey: `${origin?.eventId ?? `message_unread:${e.tenderId}:${e.recipientId}:${e.messageId}`}:messages_unread`,
  });
  return true;
}

/** The listener table's entries of the messages' events (event-listeners.ts). */
export const messageListeners = {
  messagePosted: async (e: PayloadOf<typeof messagePosted>) => pushPosted(e),
  messageHidden: async (e: PayloadOf<typeof messageHidden>, origin?: NotificationOrigin) => tellHidden(e, origin),
  messageUnread: async (e: PayloadOf<typeof messageUnread>, origin?: NotificationOrigin) => void (await emailUnread(e, origin)),
};
