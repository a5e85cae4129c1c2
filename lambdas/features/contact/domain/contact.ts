/**
 * Limits of the public contact form (spec part 1, 2.10; issue 12 "Abuse of the public contact route").
 * Pure module shared by the handler and the web form.
 */

/** Messages one source address may send per clock hour; a person writing once or twice never meets it. */
export const CONTACT_MESSAGES_PER_SOURCE_PER_HOUR = 10;

/** Contact e-mails the admins get per clock hour; later messages of that hour go out in one digest. */
export const CONTACT_ADMIN_MAILS_PER_HOUR = 30;

/** Answer to a source address over its limit (429). */
export const contactMessages = {
  tooMany: 'You have sent several messages in a short time. Please wait an hour before sending another.',
} as const;

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
