/**
 * `POST /contact` (public): a message to the GeoTender team, stored and e-mailed to every admin
 * (spec part 1, 2.10).
 */
import { randomUUID } from 'node:crypto';
import { createContactMessage } from '../data/contact-messages';
import { listProfilesByRole } from '../data/profiles';
import { created, httpHandler } from '../lib/http-handler';
import { enqueueEmail } from '../lib/mail-queue';
import { logger } from '../lib/logger';

export const handler = httpHandler('contact-create', async ({ body }) => {
  const stored = await createContactMessage({ messageId: randomUUID(), ...body });
  const admins = (await listProfilesByRole('admin')).map((a) => a.email).filter(Boolean);
  if (admins.length > 0) {
    await enqueueEmail({
      to: admins,
      subject: `Contact form: ${body.subject}`,
      text: `From: ${body.name} <${body.email}>\nSubject: ${body.subject}\n\n${body.message}`,
    });
  } else {
    logger.warn('No admin to e-mail a contact message to', { messageId: stored.messageId });
  }
  return created({ messageId: stored.messageId, receivedAt: stored.createdAt });
});
