/**
 * `POST /contact` (public): a message to the GeoTender team, stored and e-mailed to every admin
 * (spec part 1, 2.10).
 */
import { randomUUID } from 'node:crypto';
import { createContactMessage } from '../data/contact-messages';
import { created, httpHandler } from '../lib/http-handler';
import { emailAdmins } from '../lib/notify';

export const handler = httpHandler('contact-create', async ({ body }) => {
  const stored = await createContactMessage({ messageId: randomUUID(), ...body });
  // The message is stored; an e-mail that cannot be queued is logged and the sender still gets 201.
  await emailAdmins(`Contact form: ${body.subject}`, `From: ${body.name} <${body.email}>\nSubject: ${body.subject}\n\n${body.message}`);
  return created({ messageId: stored.messageId, receivedAt: stored.createdAt });
});
