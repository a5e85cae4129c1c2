/**
 * `POST /admin/email/test {to}` (admin): queues a test e-mail through the same queue and worker as every other (part 2,
 * "Admin email test"), in the language of the admin who sends it (the address may be anybody's).
 */
import { httpHandler } from '../../../api/http-handler';
import { enqueueEmail } from '../../../kernel/mail-queue';
import { noticeText } from '../../../domain/i18n/notices';

export const handler = httpHandler('admin-email-test', async ({ auth, body }) => {
  const language = auth.profile?.language;
  await enqueueEmail({
    to: body.to,
    subject: noticeText(language, 'notice.emailTest.subject'),
    text: noticeText(language, 'notice.emailTest.text', { sender: auth.email ?? noticeText(language, 'notice.emailTest.anAdmin') }),
  });
  return { queued: true as const, to: body.to };
});
