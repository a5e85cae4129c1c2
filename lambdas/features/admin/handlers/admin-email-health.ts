/**
 * `GET /admin/email/health` (admin): whether e-mail can go out (part 2, "Admin email test": the status
 * banner is online on an OK answer, offline otherwise). In AWS it reads the SES account's sending status;
 * the local cloud has no SES account, so there it checks the local mailbox (MAILBOX_HEALTH_URL).
 * Answers 200 `{online: true}` or 503 with the reason.
 */
import { GetAccountCommand } from '@aws-sdk/client-sesv2';
import { ses } from '../../../kernel/clients/ses';
import { HttpError } from '../../../kernel/errors';
import { httpHandler } from '../../../api/http-handler';

async function check(): Promise<string> {
  const mailbox = process.env.MAILBOX_HEALTH_URL;
  if (mailbox) {
    const res = await fetch(mailbox);
    if (!res.ok) throw new Error(`The local mailbox answered ${res.status}`);
    return 'The local mailbox accepts mail';
  }
  const account = await ses.send(new GetAccountCommand({}));
  if (!account.SendingEnabled) throw new Error('Sending is paused for this SES account');
  return account.ProductionAccessEnabled ? 'SES is sending' : 'SES is sending in the sandbox: only verified addresses receive mail';
}

export const handler = httpHandler('admin-email-health', async () => {
  try {
    return { online: true, detail: await check() };
  } catch (error) {
    throw new HttpError(503, `E-mail is offline: ${(error as Error).message}`);
  }
});
