/**
 * A tender's question deadline (docs/decisions/procurement/questions.md): the last instant approved geodesists may ask
 * the poster about an Open tender. Set by the poster on create and edit; by default QUESTION_DEADLINE_DAYS before the
 * tender's deadline (`expiryDate`), never after it. A tender stored before the question deadline existed has none and
 * reads as its deadline minus QUESTION_DEADLINE_DAYS (`questionDeadlineOf`). Pure module, shared with the web forms.
 */
import { english } from '../../../domain/i18n/english';

/** Days before the tender's deadline the question deadline falls by default. */
export const QUESTION_DEADLINE_DAYS = 3;

const DAY_MS = 86_400_000;

/** Messages of the question deadline field, the same in the API's 400 and in the forms. */
export const questionDeadlineMessages = {
  invalid: english('error.questionDeadline.invalid'),
  afterDeadline: english('error.questionDeadline.afterDeadline'),
  past: english('error.questionDeadline.past'),
} as const;

/** The default question deadline of a tender whose deadline is `expiryDate` (a date string): that instant minus QUESTION_DEADLINE_DAYS, ISO. */
export function defaultQuestionDeadline(expiryDate: string): string {
  return new Date(Date.parse(expiryDate) - QUESTION_DEADLINE_DAYS * DAY_MS).toISOString();
}

/** The question deadline of a stored tender (ISO instant): its own, or the default of its deadline when it has none (older tenders). */
export function questionDeadlineOf(tender: { expiryDate: string; questionDeadline?: string | null }): string {
  return tender.questionDeadline ?? defaultQuestionDeadline(tender.expiryDate);
}

/**
 * Why `questionDeadline` may not be the question deadline of a tender whose deadline is `expiryDate`, or null when it
 * may. Both date strings; `current` the stored question deadline on an edit (it may be kept even once passed), null on
 * a create; `now` epoch ms. It must be a date, not after the deadline, and (unless kept) in the future.
 */
export function questionDeadlineRefusal(questionDeadline: string, expiryDate: string, current: string | null = null, now: number = Date.now()): string | null {
  const at = Date.parse(questionDeadline);
  if (Number.isNaN(at)) return questionDeadlineMessages.invalid;
  if (at > Date.parse(expiryDate)) return questionDeadlineMessages.afterDeadline;
  if (current !== null && at === Date.parse(current)) return null;
  return at <= now ? questionDeadlineMessages.past : null;
}
