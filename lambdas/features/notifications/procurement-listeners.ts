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
import type { Language } from '../../domain/i18n/languages';
import { noticeDate, type Notice } from '../../domain/i18n/notices';

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

/** Notifies `recipients` of `type` about tender `e` with `notice` (in each one's language), a page at a time, once per event (`origin`). */
export async function notifyAll(recipients: Profile[], type: NotificationType, notice: Notice, e: { tenderId: string; title: string }, origin?: NotificationOrigin): Promise<void> {
  for (let i = 0; i < recipients.length; i += RECIPIENTS_PER_CALL) {
    await notifyUsers(recipients.slice(i, i + RECIPIENTS_PER_CALL), { type, notice, referenceId: e.tenderId, referenceType: 'tender', tenderTitle: e.title }, origin ? { origin } : {});
  }
}

/** The deadline in Tallinn's time, in `language` (English by default: "26 June 2026 at 10:00"; Estonian "26.06.2026 kell 10:00"). */
export function deadlineText(iso: string, language: Language = 'en'): string {
  return noticeDate(iso, 'dateTime', language);
}

/** The listeners of procurement's events, for the listener table (event-listeners.ts). */
export const procurementListeners = {
  questionAsked: async (e: (typeof questionAsked)['example'], origin?: NotificationOrigin) => {
    const posters = (await getProfiles([e.creatorId])).filter((p) => !p.erasingAt);
    await notifyAll(posters, 'question_asked', { key: 'notice.questionAsked', values: { title: e.title } }, e, origin);
  },
  questionAnswered: async (e: (typeof questionAnswered)['example'], origin?: NotificationOrigin) => {
    await notifyAll(await interestedGeodesists(e.tenderId), 'question_answered', { key: 'notice.questionAnswered', values: { title: e.title } }, e, origin);
  },
  deadlineMoved: async (e: (typeof deadlineMoved)['example'], origin?: NotificationOrigin) => {
    const notice = { key: 'notice.deadlineMoved', values: { title: e.title, when: { date: e.to, form: 'dateTime' } } } as const;
    await notifyAll(await interestedGeodesists(e.tenderId), 'deadline_moved', notice, e, origin);
  },
};
