/** `POST /admin/email/test {to}` (admin): queues a test e-mail through the same queue and worker as every other (part 2, "Admin email test"). */
import { httpHandler } from '../../../api/http-handler';
import { enqueueEmail } from '../../../kernel/mail-queue';

export const handler = httpHandler('admin-email-test', async ({ auth, body }) => {
  await enqueueEmail({
    to: body.to,
    subject: 'GeoTender test e-mail',
    text: `This is a test e-mail sent from the GeoTender admin area by ${auth.email ?? 'an admin'}. If you can read it, e-mail works.`,
  });
  return { queued: true as const, to: body.to };
});
