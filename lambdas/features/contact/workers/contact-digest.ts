/**
 * Hourly contact digest: the contact messages held back because the hour's e-mail cap was
 * reached (contact-create) go to the admins in one e-mail per hour, then are marked sent. Runs on a
 * schedule (EventBridge in the stack, a timer in the local cloud); reads the two hours before the
 * current one, so a missed run is caught up by the next.
 */
import { listHeldForDigest, markDigestSent } from '../data/contact-messages';
import { hourOf } from '../domain/contact';
import { logger } from '../../../kernel/logger';
import { emailAdmins } from '../../account/public';
import type { Language } from '../../../domain/i18n/languages';
import { noticeText } from '../../../domain/i18n/notices';

const HOUR_MS = 3_600_000;

/** Sends the digest of each finished hour that has held messages. Returns the number of messages sent. */
export const handler = async (): Promise<{ sent: number }> => {
  const now = Date.now();
  let sent = 0;
  for (const hour of [hourOf(new Date(now - 2 * HOUR_MS)), hourOf(new Date(now - HOUR_MS))]) {
    const held = await listHeldForDigest(hour);
    if (held.length === 0) continue;
    const count = { count: held.length, hour };
    const text = (language: Language) =>
      [
        noticeText(language, 'notice.contactDigest.intro', count),
        ...held.map((m) => noticeText(language, 'notice.contactDigest.entry', { name: m.name, email: m.email, subject: m.subject, received: m.createdAt, message: m.message })),
      ].join('\n\n');
    const addressed = await emailAdmins((language) => noticeText(language, 'notice.contactDigest.subject', count), text);
    if (addressed === 0) {
      logger.warn('Contact digest not sent; the messages stay held', { hour, count: held.length });
      continue;
    }
    await markDigestSent(held.map((m) => m.messageId));
    sent += held.length;
  }
  return { sent };
};
