/**
 * `POST /contact` (public): a message to the GeoTender team, stored and e-mailed to every admin
 * (spec part 1, 2.10). Abuse limits (lambdas/features/contact/domain/contact.ts), per sender:
 * one source address may send CONTACT_MESSAGES_PER_SOURCE_PER_HOUR messages an hour and one e-mail address
 * CONTACT_MESSAGES_PER_EMAIL_PER_HOUR (then 429 with Retry-After, nothing stored); the admins get at
 * most CONTACT_ADMIN_MAILS_PER_HOUR contact e-mails an hour, and later messages of that hour are stored
 * for the hourly digest (features/contact/workers/contact-digest.ts) instead, so none is lost.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createContactMessage } from '../data/contact-messages';
import { countWithin } from '../../limits/public';
import {
  CONTACT_ADMIN_MAILS_PER_HOUR,
  CONTACT_MESSAGES_PER_EMAIL_PER_HOUR,
  CONTACT_MESSAGES_PER_SOURCE_PER_HOUR,
  contactMessages,
  contactSenderKeys,
  hourOf,
  secondsLeftInHour,
} from '../domain/contact';
import { TooManyRequestsError } from '../../../kernel/errors';
import { created, httpHandler } from '../../../api/http-handler';
import { logger } from '../../../kernel/logger';
import { emailAdmins } from '../../account/public';
import { noticeText } from '../../../domain/i18n/notices';

export const handler = httpHandler('contact-create', async ({ body, event }) => {
  const now = new Date();
  const hour = hourOf(now);
  // Counters live a little past their hour, then TTL removes them.
  const expiresAt = Math.floor(now.getTime() / 1000) + secondsLeftInHour(now) + 3600;
  const keys = contactSenderKeys({ sourceIp: event.requestContext.http.sourceIp, email: body.email }, hour, (text) => createHash('sha256').update(text).digest('hex'));
  // Source first: a sender over the source limit spends nothing of the e-mail address it gives.
  if (!(await countWithin(keys.source, CONTACT_MESSAGES_PER_SOURCE_PER_HOUR, expiresAt)) || !(await countWithin(keys.email, CONTACT_MESSAGES_PER_EMAIL_PER_HOUR, expiresAt))) {
    throw new TooManyRequestsError(contactMessages.tooMany, secondsLeftInHour(now));
  }
  const mailNow = await countWithin(`contact-admin-mail#${hour}`, CONTACT_ADMIN_MAILS_PER_HOUR, expiresAt);
  const stored = await createContactMessage({ messageId: randomUUID(), ...body, ...(mailNow ? {} : { digestHour: hour }) });
  if (mailNow) {
    // The message is stored; an e-mail that cannot be queued is logged and the sender still gets 201.
    await emailAdmins(
      (language) => noticeText(language, 'notice.contact.subject', { subject: body.subject }),
      (language) => noticeText(language, 'notice.contact.text', { name: body.name, email: body.email, subject: body.subject, message: body.message }),
    );
  } else {
    logger.info('Contact message held for the hourly digest', { messageId: stored.messageId, hour });
  }
  return created({ messageId: stored.messageId, receivedAt: stored.createdAt });
});
