/**
 * The admins' e-mail about a registration (spec part 1, 4.2 and 4.3: "New Geodesist registration: {name}"), sent by
 * the user_registered listener (event-listeners.ts) from the event's payload (account/events.ts): one e-mail per 50
 * admins (SES's recipients per message), each keyed by the event, so the event handled again, however often it
 * arrives, sends nothing again (the e-mail worker sends a dedupeKey once).
 */
import { SendMessageBatchCommand } from '@aws-sdk/client-sqs';
import type { Profile } from '../account/domain/dto';
import type { userRegistered } from '../account/public';
import { sqs } from '../../kernel/clients/sqs';
import { config } from '../../kernel/config';
import type { PayloadOf } from '../../kernel/events';
import { logger } from '../../kernel/logger';
import { type EmailMessage, MAX_RECIPIENTS, newEmailBody } from '../../kernel/mail-queue';

/**
 * The e-mail about registration `event`: subject "New {role} registration: {name}"; text "{name} ({email})
 * registered as {role}." and, for an account awaiting approval, a link to the admin page, else "No approval is needed."
 */
export function registrationEmail(event: PayloadOf<typeof userRegistered>): { subject: string; text: string } {
  const text = [`${event.name} (${event.email}) registered as ${event.role}.`, event.needsApproval ? `The account is awaiting your approval: ${config.siteUrl}/admin` : 'No approval is needed.'].join(
    '\n\n',
  );
  return { subject: `New ${event.role} registration: ${event.name}`, text };
}

/**
 * Queues the e-mail about registration `event` to `admins` (those with an address), one e-mail per 50 admins in
 * one SendMessageBatch per 10 e-mails. With `eventId`, e-mail i carries the dedupeKey
 * `{eventId}:admin_registration:{i}`. Returns the number of admins addressed. Throws when SQS refuses any e-mail
 * (the event is then retried; the keys keep each e-mail once).
 */
export async function emailRegistration(admins: Profile[], event: PayloadOf<typeof userRegistered>, eventId?: string): Promise<number> {
  const to = admins.map((a) => a.email).filter(Boolean);
  if (to.length === 0) logger.warn('No admin to e-mail');
  const mail = registrationEmail(event);
  const mails: EmailMessage[] = [];
  for (let i = 0; i < to.length; i += MAX_RECIPIENTS) {
    mails.push({ to: to.slice(i, i + MAX_RECIPIENTS), ...mail, ...(eventId ? { dedupeKey: `${eventId}:admin_registration:${mails.length}` } : {}) });
  }
  for (let i = 0; i < mails.length; i += 10) {
    const entries = mails.slice(i, i + 10).map((m, j) => ({ Id: String(j), MessageBody: newEmailBody(m) }));
    const out = await sqs.send(new SendMessageBatchCommand({ QueueUrl: config.emailQueueUrl, Entries: entries }));
    if (out.Failed?.length) throw new Error(`${out.Failed.length} registration e-mails were not queued`);
  }
  return to.length;
}
