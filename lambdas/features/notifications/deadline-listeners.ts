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
import { interestedGeodesists, notifyAll } from './procurement-listeners';
import type { Language } from '../../domain/i18n/languages';
import { renderNotice, type Notice } from '../../domain/i18n/notices';

type Near = (typeof tenderDeadlineNear)['example'];

/** The notices about `e`'s deadline for `tender`: the poster's (bids' deadline only) and the geodesists'. */
export function deadlineNotices(e: Pick<Near, 'which' | 'deadline'>, tender: Pick<TenderItem, 'title' | 'bidCount'>): { poster?: Notice; geodesists: Notice } {
  const values = { title: tender.title, when: { date: e.deadline, form: 'dateTime' as const } };
  if (e.which === 'questions') return { geodesists: { key: 'notice.questionDeadlineNear', values } };
  return { poster: { key: 'notice.deadlineNear.poster', values: { ...values, bids: tender.bidCount } }, geodesists: { key: 'notice.deadlineNear.geodesists', values } };
}

/** The texts of those notices in `language` (English by default). */
export function deadlineNoticeTexts(e: Pick<Near, 'which' | 'deadline'>, tender: Pick<TenderItem, 'title' | 'bidCount'>, language?: Language): { poster?: string; geodesists: string } {
  const notices = deadlineNotices(e, tender);
  return { ...(notices.poster ? { poster: renderNotice(language, notices.poster) } : {}), geodesists: renderNotice(language, notices.geodesists) };
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
      const texts = deadlineNotices(e, tender);
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
