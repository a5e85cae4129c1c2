/**
 * Who hears of a delivery waiting for review (deliveries' `delivery_review_due`, docs/decisions/after-award/
 * review-timers.md), once per stage however often the event comes (notifyUsers with the event's origin):
 * - at 7 days (`reminder`) the poster is reminded, at 12 days (`warning`) again with the date of the automatic
 *   acceptance, in the app, realtime and by e-mail under their `reminders` preference, while the delivery still waits;
 * - at 14 days (`accept`) the deliverables are accepted as if the poster had (deliveries' acceptAutomatically); its
 *   `deliverables_accepted` event, marked automatic, then tells both sides with the fee summary (event-listeners.ts).
 */
import { getProfiles } from '../account/public';
import { acceptAutomatically, deliveryReviewDue, reviewWaiting } from '../deliveries/public';
import { reviewDueAt, REVIEW_DAYS } from '../deliveries/domain/review-timers';
import { completionAmounts } from '../deliveries/domain/delivery';
import type { Language } from '../../domain/i18n/languages';
import { renderNotice, type Notice } from '../../domain/i18n/notices';
import type { Listener } from './event-listeners';
import type { NotificationOrigin } from './data/notifications';
import { notifyUsers } from './notify-users';

/** The poster's reminder at `stage` for deliverables of `title` submitted at `submittedAt`, as a notice. */
export function reviewReminderNotice(stage: 'reminder' | 'warning', title: string, submittedAt: string): Notice {
  if (stage === 'reminder') return { key: 'notice.reviewReminder', values: { title, days: REVIEW_DAYS[stage] } };
  return { key: 'notice.reviewWarning', values: { title, days: REVIEW_DAYS[stage], date: { date: reviewDueAt(submittedAt, 'accept'), form: 'date' } } };
}

/** The poster's reminder at `stage`, in `language` (English by default). */
export function reviewReminderText(stage: 'reminder' | 'warning', title: string, submittedAt: string, language?: Language): string {
  return renderNotice(language, reviewReminderNotice(stage, title, submittedAt));
}

/** The notices of an automatic acceptance to the poster and the contractor, with the fee summary (euro cents in). */
export function automaticAcceptanceNotices(title: string, amountCents: number): { poster: Notice; contractor: Notice } {
  const { bidCents, feeCents, totalCents } = completionAmounts(amountCents);
  const days = REVIEW_DAYS.accept;
  return {
    poster: { key: 'notice.automaticAcceptance.poster', values: { title, days, bid: { euros: bidCents }, fee: { euros: feeCents }, total: { euros: totalCents } } },
    contractor: { key: 'notice.automaticAcceptance.contractor', values: { title, days } },
  };
}

/** The texts of an automatic acceptance in `language` (English by default). */
export function automaticAcceptanceTexts(title: string, amountCents: number, language?: Language): { poster: string; contractor: string } {
  const notices = automaticAcceptanceNotices(title, amountCents);
  return { poster: renderNotice(language, notices.poster), contractor: renderNotice(language, notices.contractor) };
}

/** The listener of `delivery_review_due`, added to the listener table (event-listeners.ts). */
export const reviewListeners = [
  {
    event: deliveryReviewDue,
    handle: async (e, origin?: NotificationOrigin) => {
      if (e.stage === 'accept') {
        await acceptAutomatically(e.tenderId, e.deliveryId, new Date().toISOString());
        return;
      }
      if (!(await reviewWaiting(e.tenderId, e.deliveryId))) return;
      const posters = (await getProfiles([e.creatorId])).filter((p) => !p.erasingAt);
      await notifyUsers(
        posters,
        { type: 'delivery_review_reminder', notice: reviewReminderNotice(e.stage, e.title, e.submittedAt), referenceId: e.tenderId, referenceType: 'tender', tenderTitle: e.title },
        origin ? { origin } : {},
      );
    },
  } satisfies Listener<typeof deliveryReviewDue>,
] as const;
