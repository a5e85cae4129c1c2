/**
 * Limits of the public contact form (spec part 1, 2.10; abuse of the public contact route).
 * Pure module shared by the handler and the web form.
 */
import { english } from '../../../domain/i18n/english';

/** Messages one source address may send per clock hour; a person writing once or twice never meets it. */
export const CONTACT_MESSAGES_PER_SOURCE_PER_HOUR = 10;

/**
 * Messages one sender's e-mail address (as given in the form, case aside) may send per clock hour, whatever
 * address they come from; with the source limit it holds back one sender without holding back the others.
 */
export const CONTACT_MESSAGES_PER_EMAIL_PER_HOUR = 5;

/** Contact e-mails the admins get per clock hour; later messages of that hour go out in one digest. */
export const CONTACT_ADMIN_MAILS_PER_HOUR = 30;

/** Answer to a source address over its limit (429). */
export const contactMessages = {
  tooMany: english('error.contact.tooMany'),
} as const;

/**
 * The hourly counter keys of one sender: by source address and by the e-mail address given, the latter as its
 * SHA-256 (lower case, trimmed) so the counter holds no address. `hash` is the caller's SHA-256 hex function
 * (node:crypto in the handler; this module stays free of Node for the web form).
 */
export function contactSenderKeys(sender: { sourceIp: string; email: string }, hour: string, hash: (text: string) => string): { source: string; email: string } {
  return { source: `contact-source#${sender.sourceIp || 'unknown'}#${hour}`, email: `contact-email#${hash(sender.email.trim().toLowerCase())}#${hour}` };
}

/** The clock hour of `date` in UTC as `YYYY-MM-DDTHH` (the key of hourly counters and digests). */
export function hourOf(date: Date): string {
  return date.toISOString().slice(0, 13);
}

/** Seconds from `date` to the end of its UTC clock hour (at least 1). */
export function secondsLeftInHour(date: Date): number {
  const end = new Date(date);
  end.setUTCMinutes(60, 0, 0);
  return Math.max(1, Math.ceil((end.getTime() - date.getTime()) / 1000));
}
