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
import { reviewDateText, reviewDueAt, REVIEW_DAYS } from '../deliveries/domain/review-timers';
import { completionAmounts } from '../deliveries/domain/delivery';
import { formatEuros } from '../../domain/money';
import type { Listener } from './event-listeners';
import type { NotificationOrigin } from './data/notifications';
import { notifyUsers } from './notify-users';

/** The poster's reminder at `stage` for deliverables of `title` submitted at `submittedAt`. */
export function reviewReminderText(stage: 'reminder' | 'warning', title: string, submittedAt: string): string {
  const waited = `The deliverables for "${title}" have waited ${REVIEW_DAYS[stage]} days for your review.`;
  if (stage === 'reminder') return `${waited} Accept them or request changes.`;
  return `${waited} Unless you accept them or request changes, they will be accepted automatically on ${reviewDateText(reviewDueAt(submittedAt, 'accept'))}.`;
}

/** The messages of an automatic acceptance to the poster and the contractor, with the fee summary (euro cents in). */
export function automaticAcceptanceTexts(title: string, amountCents: number): { poster: string; contractor: string } {
  const { bidCents, feeCents, totalCents } = completionAmounts(amountCents);
  const days = REVIEW_DAYS.accept;
  return {
    poster: `The deliverables for "${title}" were accepted automatically after ${days} days without a review: bid ${formatEuros(bidCents)}, platform fee ${formatEuros(feeCents)}, total ${formatEuros(totalCents)}.`,
    contractor: `Your deliverables for "${title}" were accepted automatically after ${days} days without the poster's review.`,
  };
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
        { type: 'delivery_review_reminder', message: reviewReminderText(e.stage, e.title, e.submittedAt), referenceId: e.tenderId, referenceType: 'tender', tenderTitle: e.title },
        origin ? { origin } : {},
      );
    },
  } satisfies Listener<typeof deliveryReviewDue>,
] as const;
