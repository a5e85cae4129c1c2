/**
 * E-mail to the admins (spec part 1, 4.3 and part 2, "Contact"): the account feature keeps the roster of admins, so
 * every feature that must tell them something by e-mail (the contact form, registrations) goes through here.
 * Sent after the change it reports is saved, so it never throws: a failure is logged (spec part 2, 7: "failures
 * only warned or logged").
 */
import { logger } from '../../kernel/logger';
import { enqueueEmail, MAX_RECIPIENTS } from '../../kernel/mail-queue';
import { listProfilesByRole } from './data/profiles';

/**
 * E-mails every admin (found with a Query of the role index, never a Scan) one message, queued as one
 * e-mail per 50 admins. Returns the number of
 * admins addressed: 0 when there is none or when the e-mail could not be queued.
 */
export async function emailAdmins(subject: string, text: string): Promise<number> {
  try {
    const admins = (await listProfilesByRole('admin')).map((a) => a.email).filter(Boolean);
    if (admins.length === 0) {
      logger.warn('No admin to e-mail');
      return 0;
    }
    for (let i = 0; i < admins.length; i += MAX_RECIPIENTS) await enqueueEmail({ to: admins.slice(i, i + MAX_RECIPIENTS), subject, text });
    return admins.length;
  } catch (error) {
    logger.error('Could not e-mail the admins', { error });
    return 0;
  }
}
