/**
 * Who hears of procurement's events (lambdas/features/procurement/events.ts), in the app, realtime and by e-mail per
 * their preferences (kind `questions`), once per event however often it comes (notifyUsers with the event's origin):
 * - question_asked: the tender's poster (the asker is never named);
 * - question_answered: every geodesist who bid on or asked about the tender;
 * - deadline_moved: the same geodesists, with the new deadline.
 * The recipients are read here, in the notification worker (queued work, never inside the request): the tender's
 * bidders (one Query of its bids) and askers (one Query of its questions), then notified in pages of
 * RECIPIENTS_PER_CALL (one BatchGetItem of their profiles and one of their preferences each).
 */
import { getProfiles } from '../account/public';
import { listBidderIds } from '../tenders/public';
import { deadlineMoved, listAskerIds, questionAnswered, questionAsked } from '../procurement/public';
import type { Profile } from '../account/domain/dto';
import type { NotificationOrigin } from './data/notifications';
import type { NotificationType } from './domain/notifications';
import { notifyUsers } from './notify-users';

/** Recipients notified per notifyUsers call. */
export const RECIPIENTS_PER_CALL = 100;

/** The geodesists who bid on or asked about `tenderId`, as profiles (erased and unknown users left out). */
export async function interestedGeodesists(tenderId: string): Promise<Profile[]> {
  const [bidders, askers] = await Promise.all([listBidderIds(tenderId), listAskerIds(tenderId)]);
  const ids = [...new Set([...bidders, ...askers])];
  const profiles: Profile[] = [];
  for (let i = 0; i < ids.length; i += RECIPIENTS_PER_CALL) profiles.push(...(await getProfiles(ids.slice(i, i + RECIPIENTS_PER_CALL))));
  return profiles.filter((p) => p.role === 'geodesist' && !p.erasingAt);
}

/** Notifies `recipients` of `type` about tender `e`, a page at a time, once per event (`origin`). */
export async function notifyAll(recipients: Profile[], type: NotificationType, message: string, e: { tenderId: string; title: string }, origin?: NotificationOrigin): Promise<void> {
  for (let i = 0; i < recipients.length; i += RECIPIENTS_PER_CALL) {
    await notifyUsers(recipients.slice(i, i + RECIPIENTS_PER_CALL), { type, message, referenceId: e.tenderId, referenceType: 'tender', tenderTitle: e.title }, origin ? { origin } : {});
  }
}

/** The deadline as a person reads it in Estonia (e.g. "26 June 2026 at 10:00"). */
export function deadlineText(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Tallinn', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
}

/** The listeners of procurement's events, for the listener table (event-listeners.ts). */
export const procurementListeners = {
  questionAsked: async (e: (typeof questionAsked)['example'], origin?: NotificationOrigin) => {
    const posters = (await getProfiles([e.creatorId])).filter((p) => !p.erasingAt);
    await notifyAll(posters, 'question_asked', `A question was asked about your tender "${e.title}"`, e, origin);
  },
  questionAnswered: async (e: (typeof questionAnswered)['example'], origin?: NotificationOrigin) => {
    await notifyAll(await interestedGeodesists(e.tenderId), 'question_answered', `A question about "${e.title}" has been answered`, e, origin);
  },
  deadlineMoved: async (e: (typeof deadlineMoved)['example'], origin?: NotificationOrigin) => {
    const message = `The deadline of "${e.title}" moved to ${deadlineText(e.to)}: a question was unanswered at the question deadline`;
    await notifyAll(await interestedGeodesists(e.tenderId), 'deadline_moved', message, e, origin);
  },
};
