/**
 * Tender lifecycle and derived values (spec part 2, sections 3, 4 and 9). Pure module.
 */
import { formatEuros } from '../../../domain/money';
import { english } from '../../../domain/i18n/english';

/** Messages of tender loading and editing (spec part 2, 8 and "Edit tender"). */
export const tenderMessages = {
  notFound: english('error.tender.notFound'),
  forbidden: english('error.tender.forbidden'),
  editForbidden: english('error.tender.editForbidden'),
  deleteForbidden: english('error.tender.deleteForbidden'),
  notEditable: english('error.tender.notEditable'),
  notDeletable: english('error.tender.notDeletable'),
  beingDeleted: english('error.tender.beingDeleted'),
  changedMeanwhile: english('error.tender.changedMeanwhile'),
} as const;

/** Messages of the tender form fields beyond the spec's (part 2, 3 "budget"): the forms and the API say them alike. */
/**
 * The first instant no deadline may reach (a sane range). Stored deadlines are compared as text, which
 * holds for four-digit years only: a deadline in the year 10000, stored as '+010000-…', sorted before 2026.
 */
export const DEADLINE_LIMIT = '2100-01-01T00:00:00.000Z';

export const tenderFieldMessages = {
  budgetInvalid: english('error.tenderField.budgetInvalid'),
  deadlineTooFar: english('error.tenderField.deadlineTooFar'),
} as const;

/**
 * The labels of a tender's two codes, the same on every form, preview and detail (docs/decisions/spec-readings/project-code-and-client-reference.md,
 * "Project Code and Client Reference"): the derived code (projectCode, part 2, 9) and the poster's own reference.
 */
export const tenderLabels = {
  projectCode: 'Project Code',
  reference: 'Client Reference',
} as const;

/** What a tender without a location or budget shows, and the location stored when none is given (part 2, 2 and 3). */
export const NOT_SPECIFIED = 'Not specified';

/** Largest budget: 10,000,000.00 € (docs/decisions/spec-readings/requirements-location-budget.md, "Requirements, location and budget"). In cents. */
export const MAX_BUDGET_CENTS = 1_000_000_000;

/** Longest location text, in characters. */
export const MAX_LOCATION = 200;

/** Longest requirements text, in characters. */
export const MAX_REQUIREMENTS = 5_000;

/** Longest client reference (the poster's own reference), in characters. */
export const MAX_REFERENCE = 50;

/**
 * Tender statuses (part 2, 4). Finished counts as Completed in history and admin views. Cancelled: the poster or an
 * admin cancelled it with a reason (docs/decisions/procurement/cancellation.md); it joins the history group.
 */
export const TENDER_STATUSES = ['Open', 'In Progress', 'Completed', 'Finished', 'Cancelled'] as const;
export type TenderStatus = (typeof TENDER_STATUSES)[number];

/** Sort orders offered by the lists (part 2, 2 and 9); priceHigh and priceLow fall back to newest. */
export const TENDER_SORTS = ['newest', 'oldest', 'expiringSoon', 'priceHigh', 'priceLow'] as const;
export type TenderSort = (typeof TENDER_SORTS)[number];

/** Page size of tender lists (part 2, 9: default 10). */
export const TENDER_PAGE_SIZE = 10;

/** Project code: first 8 characters of the tender id, upper-cased (part 2, 9). */
export function projectCode(tenderId: string): string {
  return tenderId.slice(0, 8).toUpperCase();
}

/**
 * A tender's budget as shown (part 2, admin Status card): euros with two decimals in German format, or
 * 'Not specified' for 0 (the budget a tender has when the poster gave none). `cents` integer euro cents.
 */
export function budgetText(cents: number): string {
  return cents > 0 ? formatEuros(cents) : NOT_SPECIFIED;
}

/** Whether a status counts as completed (Completed plus Finished). A Cancelled tender is not: see isHistory. */
export function isClosed(status: TenderStatus): boolean {
  return status === 'Completed' || status === 'Finished';
}

/**
 * Whether a status belongs to the history group of the lists (a poster's History tab): completed (isClosed) or
 * Cancelled, the tenders nothing more happens to (docs/decisions/procurement/cancellation.md).
 */
export function isHistory(status: TenderStatus): boolean {
  return isClosed(status) || status === 'Cancelled';
}

/**
 * Progress value of the 3-stage indicator (part 2, poster detail): Open 10, In Progress 50 or 70, Completed
 * 100; a Finished tender counts as Completed (part 2, 4; isClosed). A Cancelled tender made no progress: 0.
 */
export function progressValue(status: TenderStatus, hasDeliveries: boolean): number {
  if (status === 'Cancelled') return 0;
  if (status === 'Open') return 10;
  if (status === 'In Progress') return hasDeliveries ? 70 : 50;
  return 100;
}

/** The effective sort of a list query: priceHigh and priceLow fall back to newest (part 2, 9). */
export function querySort(sort: TenderSort | undefined): 'newest' | 'oldest' | 'expiringSoon' {
  return sort === 'oldest' || sort === 'expiringSoon' ? sort : 'newest';
}

/**
 * Whether bidding on a tender has closed (part 2, 4 "Bids close at the deadline"; docs/decisions/server/bid-deadline.md,
 * "Bid deadline"). `expiryDate` is the stored ISO instant: the create and edit forms send the end
 * (23:59:59) of the picked day in the poster's time zone, so bids are taken up to and including that
 * instant. `now` in epoch ms (default Date.now()). An unreadable date counts as closed.
 */
export function isPastDeadline(expiryDate: string, now: number = Date.now()): boolean {
  const at = Date.parse(expiryDate);
  return Number.isNaN(at) || now > at;
}
