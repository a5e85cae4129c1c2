/**
 * A delivery's review timers (lambdas/features/deliveries/review-timers.ts, domain/review-timers.ts) and what the
 * poster and contractor are told (notifications/review-listeners.ts): three timers due 7, 12 and 14 days after the
 * submission, cancelled together; the reminder, the warning with the date of the automatic acceptance, and the fee
 * summary of an automatic acceptance.
 */
import './env';
import { describe, expect, it } from 'vitest';
import { cancelReviewTimerItems, reviewTimerItems } from '../../lambdas/features/deliveries/review-timers';
import { reviewDueAt } from '../../lambdas/features/deliveries/domain/review-timers';
import { automaticAcceptanceTexts, reviewReminderText } from '../../lambdas/features/notifications/review-listeners';
import { ids } from './support';

const SUBMITTED = '2026-03-01T10:00:00.000Z';
const DAY = 86_400_000;
const subject = { tenderId: ids.tender, title: 'Survey', creatorId: ids.poster, contractorId: ids.geodesist, deliveryId: 'e4b8a1d7-6c2f-4a9e-9f3b-7d5c0e2a8b16', submittedAt: SUBMITTED };

describe('the review timers of a delivery', () => {
  it('are three Puts, due 7, 12 and 14 days after the submission, each carrying its stage', () => {
    const timers = reviewTimerItems(subject).map((i) => i.Put!.Item!);
    expect(timers.map((t) => [t.type, t.key, (Date.parse(t.dueAt as string) - Date.parse(SUBMITTED)) / DAY])).toEqual([
      ['delivery_review_due', `${subject.deliveryId}:reminder`, 7],
      ['delivery_review_due', `${subject.deliveryId}:warning`, 12],
      ['delivery_review_due', `${subject.deliveryId}:accept`, 14],
    ]);
    expect(timers.map((t) => JSON.parse(t.payload as string).stage)).toEqual(['reminder', 'warning', 'accept']);
  });

  it('are cancelled together by the key of each', () => {
    const puts = reviewTimerItems(subject).map((i) => ({ pk: i.Put!.Item!.pk, sk: i.Put!.Item!.sk }));
    expect(cancelReviewTimerItems(subject.deliveryId).map((i) => i.Delete!.Key)).toEqual(puts);
  });
});

describe('what the review timers tell', () => {
  it('reminds at 7 days, and at 12 warns of the date of the automatic acceptance', () => {
    expect(reviewReminderText('reminder', 'Survey', SUBMITTED)).toBe('The deliverables for "Survey" have waited 7 days for your review. Accept them or request changes.');
    expect(reviewDueAt(SUBMITTED, 'accept')).toBe('2026-03-15T10:00:00.000Z');
    expect(reviewReminderText('warning', 'Survey', SUBMITTED)).toBe(
      'The deliverables for "Survey" have waited 12 days for your review. Unless you accept them or request changes, they will be accepted automatically on 15 March 2026.',
    );
  });

  it('gives both sides the automatic acceptance, the poster with the bid, the 8 % fee and the total', () => {
    const texts = automaticAcceptanceTexts('Survey', 123_456);
    expect(texts.poster).toBe('The deliverables for "Survey" were accepted automatically after 14 days without a review: bid 1.234,56\u00a0€, platform fee 98,76\u00a0€, total 1.333,32\u00a0€.');
    expect(texts.contractor).toBe('Your deliverables for "Survey" were accepted automatically after 14 days without the poster\'s review.');
  });
});
