/**
 * Collecting the daily digest of new tenders (domain/digest.ts): an announcement page hands the geodesists who chose
 * the digest here instead of e-mailing them (notify-users.ts). Each gets one line of the tender in the digest of the
 * day its event falls in, and that day's send is set as a timer (digestDue, keyed by the date, so every page sets the
 * same one). Idempotent by the event's origin: the same announcement handled again writes the same lines.
 */
import { setTimer } from '../../table/timers';
import { appendToDigests } from './data/digests';
import type { NotificationOrigin } from './data/notifications';
import { digestDateOf, digestDueAt } from './domain/digest';
import { digestDue } from './events';

/**
 * Adds tender `line` to the digests of `userIds` for the day of `origin.atMs`, and sets that day's send. A page handled
 * after that day's 07:00 (a retry that crossed it) puts the lines in the next day's digest, so none waits for a send
 * that already ran. Throws when a write fails (the page is retried).
 */
export async function collectForDigest(userIds: readonly string[], line: { tenderId: string; title: string }, origin: NotificationOrigin, nowMs = Date.now()): Promise<void> {
  let date = digestDateOf(origin.atMs);
  if (nowMs >= Date.parse(digestDueAt(date))) date = digestDateOf(nowMs);
  await appendToDigests(userIds, date, { ...line, announcedAt: new Date(origin.atMs).toISOString() });
  await setTimer(digestDue, { date }, { key: date, dueAt: digestDueAt(date) });
}
