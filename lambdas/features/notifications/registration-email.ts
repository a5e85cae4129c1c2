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
import { LANGUAGES, languageOf, type Language } from '../../domain/i18n/languages';
import { noticeText } from '../../domain/i18n/notices';
import { type Role } from '../../domain/roles';
import { ROLE_LABELS } from '../../domain/role-labels';

/** The code of a role the registration event names by its English label ('Tender Poster': tenderPoster); else the text itself. */
export function roleCodeOf(label: string): string {
  return (Object.keys(ROLE_LABELS) as Role[]).find((role) => ROLE_LABELS[role] === label) ?? label;
}

/**
 * The e-mail about registration `event` in `language` (English by default): subject "New {role} registration: {name}";
 * text "{name} ({email}) registered as {role}." and, for an account awaiting approval, a link to the admin page, else
 * "No approval is needed."
 */
export function registrationEmail(event: PayloadOf<typeof userRegistered>, language: Language = 'en'): { subject: string; text: string } {
  const values = { name: event.name, email: event.email, role: event.role, roleCode: roleCodeOf(event.role) };
  const text = [
    noticeText(language, 'notice.registration.text', values),
    event.needsApproval ? noticeText(language, 'notice.registration.awaiting', { link: `${config.siteUrl}/admin` }) : noticeText(language, 'notice.registration.noApproval'),
  ].join('\n\n');
  return { subject: noticeText(language, 'notice.registration.subject', values), text };
}

/**
 * Queues the e-mail about registration `event` to `admins` (those with an address), in each admin's language (their
 * profiles are at hand): one e-mail per language and 50 admins, in one SendMessageBatch per 10 e-mails. With `eventId`, e-mail i carries the dedupeKey
 * `{eventId}:admin_registration:{i}`. Returns the number of admins addressed. Throws when SQS refuses any e-mail
 * (the event is then retried; the keys keep each e-mail once).
 */
export async function emailRegistration(admins: Profile[], event: PayloadOf<typeof userRegistered>, eventId?: string): Promise<number> {
  const addressed = admins.filter((a) => a.email);
  if (addressed.length === 0) logger.warn('No admin to e-mail');
  const mails: EmailMessage[] = [];
  for (const language of LANGUAGES) {
    const to = addressed.filter((a) => languageOf(a.language) === language).map((a) => a.email);
    const mail = to.length ? registrationEmail(event, language) : undefined;
    for (let i = 0; mail && i < to.length; i += MAX_RECIPIENTS) {
      mails.push({ to: to.slice(i, i + MAX_RECIPIENTS), ...mail, ...(eventId ? { dedupeKey: `${eventId}:admin_registration:${mails.length}` } : {}) });
    }
  }
  for (let i = 0; i < mails.length; i += 10) {
    const entries = mails.slice(i, i + 10).map((m, j) => ({ Id: String(j), MessageBody: newEmailBody(m) }));
    const out = await sqs.send(new SendMessageBatchCommand({ QueueUrl: config.emailQueueUrl, Entries: entries }));
    if (out.Failed?.length) throw new Error(`${out.Failed.length} registration e-mails were not queued`);
  }
  return addressed.length;
}
