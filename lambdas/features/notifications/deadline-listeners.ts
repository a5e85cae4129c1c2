/**
 * Who hears that 24 hours are left before an Open tender's deadline (tenders' `tender_deadline_near`, a timer's event;
 * docs/decisions/after-award/deadline-notices.md), in the app, realtime and by e-mail under the `reminders`
 * preference, once per deadline however often the event comes (notifyUsers with the event's origin):
 * - the bids' deadline (`deadline`): the poster (with the count of bids so far) and every geodesist who bid on or
 *   asked about the tender;
 * - the question deadline (`questions`): every geodesist who bid on or asked about the tender.
 * Nothing is sent unless the tender is still Open, not being deleted, and the deadline the timer was set for is still
 * the tender's (an edit that moved it set a new timer). The geodesists are read here, in the notification worker, and
 * notified a page at a time (procurement-listeners.ts notifyAll).
 */
import { getProfiles } from '../account/public';
import { getTenders, tenderDeadlineNear, type TenderItem } from '../tenders/public';
import type { Listener } from './event-listeners';
import type { NotificationOrigin } from './data/notifications';
import type { NotificationType } from './domain/notifications';
import { deadlineText, interestedGeodesists, notifyAll } from './procurement-listeners';

type Near = (typeof tenderDeadlineNear)['example'];

/** The texts of a notice about `e`'s deadline for `tender`: the poster's (bids' deadline only) and the geodesists'. */
export function deadlineNoticeTexts(e: Pick<Near, 'which' | 'deadline'>, tender: Pick<TenderItem, 'title' | 'bidCount'>): { poster?: string; geodesists: string } {
  const when = deadlineText(e.deadline);
  if (e.which === 'questions') return { geodesists: `Questions about "${tender.title}" can be asked for 24 more hours, until ${when}.` };
  const bids = tender.bidCount === 1 ? '1 bid' : `${tender.bidCount} bids`;
  return {
    poster: `Bidding on your tender "${tender.title}" closes in 24 hours, on ${when}. It has ${bids} so far.`,
    geodesists: `Bidding on "${tender.title}" closes in 24 hours, on ${when}.`,
  };
}

/** Whether the notice of `e` is still due: the tender Open, not being deleted, with the same deadline. */
export function noticeStillDue(e: Pick<Near, 'which' | 'deadline'>, tender: TenderItem | undefined): tender is TenderItem {
  if (!tender || tender.status !== 'Open' || tender.deletingAt) return false;
  return (e.which === 'deadline' ? tender.expiryDate : tender.questionDeadline) === e.deadline;
}

/** The notification type of each deadline's notice. */
const TYPE_OF: Record<Near['which'], NotificationType> = { deadline: 'deadline_near', questions: 'question_deadline_near' };

/** The listener of `tender_deadline_near`, added to the listener table (event-listeners.ts). */
export const deadlineListeners = [
  {
    event: tenderDeadlineNear,
    handle: async (e, origin?: NotificationOrigin) => {
      const [tender] = await getTenders([e.tenderId]);
      if (!noticeStillDue(e, tender)) return;
      const texts = deadlineNoticeTexts(e, tender);
      const about = { tenderId: e.tenderId, title: tender.title };
      if (texts.poster)
        await notifyAll(
          (await getProfiles([tender.creatorId])).filter((p) => !p.erasingAt),
          TYPE_OF[e.which],
          texts.poster,
          about,
          origin,
        );
      await notifyAll(await interestedGeodesists(e.tenderId), TYPE_OF[e.which], texts.geodesists, about, origin);
    },
  } satisfies Listener<typeof tenderDeadlineNear>,
] as const;
