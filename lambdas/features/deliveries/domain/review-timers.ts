/**
 * How long a delivery waits for the poster before work moves along by itself (docs/decisions/after-award/
 * review-timers.md, after the marketplaces' 14 days of silence): a reminder at 7 days, a reminder with a warning at 12,
 * acceptance as if the poster had accepted at 14. Days of 24 hours from the submission. Pure: the web app shows the
 * date of the automatic acceptance from the same numbers.
 */
/** The stages of a delivery's review timer. */
export const REVIEW_STAGES = ['reminder', 'warning', 'accept'] as const;
export type ReviewStage = (typeof REVIEW_STAGES)[number];

/** Days after the submission at which each stage is due. */
export const REVIEW_DAYS: Record<ReviewStage, number> = { reminder: 7, warning: 12, accept: 14 };

const DAY_MS = 86_400_000;

/** When `stage` is due for a delivery submitted at `submittedAt` (ISO instants). */
export function reviewDueAt(submittedAt: string, stage: ReviewStage): string {
  return new Date(Date.parse(submittedAt) + REVIEW_DAYS[stage] * DAY_MS).toISOString();
}

/** The date a person reads for `iso` in Estonia, e.g. '15 March 2026'. */
export function reviewDateText(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Tallinn', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));
}
