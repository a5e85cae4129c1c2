/**
 * The review timers of a delivery (domain/review-timers.ts): set in the submission's transaction, one per stage
 * (key `<deliveryId>:<stage>`), and cancelled in the transaction of the poster's decision (acceptance or a request for
 * changes). The listener (notifications/review-listeners.ts) still checks that the delivery waits when one fires.
 */
import { cancelTimerItem, timerItem } from '../../table/timers';
import type { TransactItem } from '../../table/model-table';
import { deliveryReviewDue, REVIEW_STAGES } from './events';
import { reviewDueAt } from './domain/review-timers';

/** What every stage's event carries about the delivery. */
export interface ReviewSubject {
  tenderId: string;
  title: string;
  creatorId: string;
  contractorId: string;
  deliveryId: string;
  submittedAt: string;
}

const keyOf = (deliveryId: string, stage: string) => `${deliveryId}:${stage}`;

/** The three timers of a delivery submitted at `subject.submittedAt`, for its transaction. */
export function reviewTimerItems(subject: ReviewSubject): TransactItem[] {
  return REVIEW_STAGES.map((stage) => timerItem(deliveryReviewDue, { ...subject, stage }, { key: keyOf(subject.deliveryId, stage), dueAt: reviewDueAt(subject.submittedAt, stage) }));
}

/** The cancels of the three timers of `deliveryId`, for the transaction of the poster's decision. */
export function cancelReviewTimerItems(deliveryId: string): TransactItem[] {
  return REVIEW_STAGES.map((stage) => cancelTimerItem(deliveryReviewDue, keyOf(deliveryId, stage)));
}
