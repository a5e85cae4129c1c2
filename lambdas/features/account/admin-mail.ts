/**
 * E-mail to the admins (spec part 1, 4.3 and part 2, "Contact"): the account feature keeps the roster of admins, so
 * every feature that must tell them something by e-mail (the contact form, registrations) goes through here.
 * Sent after the change it reports is saved, so it never throws: a failure is logged (spec part 2, 7: "failures
 * only warned or logged").
 */
import { logger } from '../../kernel/logger';
import { enqueueEmail, MAX_RECIPIENTS } from '../../kernel/mail-queue';
import { listProfilesByRole } from './data/profiles';
import { LANGUAGES, languageOf, type Language } from '../../domain/i18n/languages';

/** A text for every admin alike, or one made in each admin's language. */
export type AdminText = string | ((language: Language) => string);

/**
 * E-mails every admin (found with a Query of the role index, never a Scan) one message, in each admin's language
 * when `subject` and `text` are made per language (their profiles are at hand: no read more), queued as one e-mail per
 * language and 50 admins. Returns the number of admins addressed: 0 when there is none or when the e-mail could not
 * be queued.
 */
export async function emailAdmins(subject: AdminText, text: AdminText): Promise<number> {
  try {
    const admins = (await listProfilesByRole('admin')).filter((a) => a.email);
    if (admins.length === 0) {
      logger.warn('No admin to e-mail');
      return 0;
    }
    const inLanguage = (t: AdminText, language: Language) => (typeof t === 'string' ? t : t(language));
    for (const language of LANGUAGES) {
      const to = admins.filter((a) => languageOf(a.language) === language).map((a) => a.email);
      for (let i = 0; i < to.length; i += MAX_RECIPIENTS) {
        await enqueueEmail({ to: to.slice(i, i + MAX_RECIPIENTS), subject: inLanguage(subject, language), text: inLanguage(text, language) });
      }
    }
    return admins.length;
  } catch (error) {
    logger.error('Could not e-mail the admins', { error });
    return 0;
  }
}
