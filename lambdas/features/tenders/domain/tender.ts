/**
 * Tender lifecycle and derived values (spec part 2, sections 3, 4 and 9). Pure module.
 */

/** Messages of tender loading and editing (spec part 2, 8 and "Edit tender"). */
export const tenderMessages = {
  notFound: 'Tender not found',
  forbidden: 'You do not have access to this tender',
  editForbidden: "You don't have permission to edit this tender.",
  deleteForbidden: "You don't have permission to delete this tender.",
  notEditable: 'Only an Open tender can be edited',
  notDeletable: 'Only an Open tender can be deleted',
  beingDeleted: 'This tender is being deleted',
  changedMeanwhile: 'The tender was changed meanwhile; please reload and try again',
} as const;

/** Tender statuses (part 2, 4). Finished counts as Completed in history and admin views. */
export const TENDER_STATUSES = ['Open', 'In Progress', 'Completed', 'Finished'] as const;
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

/** Whether a status belongs to the history group (Completed plus Finished). */
export function isClosed(status: TenderStatus): boolean {
  return status === 'Completed' || status === 'Finished';
}

/** Progress value of the 3-stage indicator (part 2, poster detail): Open 10, In Progress 50 or 70, Completed 100. */
export function progressValue(status: TenderStatus, hasDeliveries: boolean): number {
  if (status === 'Open') return 10;
  if (status === 'In Progress') return hasDeliveries ? 70 : 50;
  if (status === 'Completed') return 100;
  return 0;
}

/** The effective sort of a list query: priceHigh and priceLow fall back to newest (part 2, 9). */
export function querySort(sort: TenderSort | undefined): 'newest' | 'oldest' | 'expiringSoon' {
  return sort === 'oldest' || sort === 'expiringSoon' ? sort : 'newest';
}

/**
 * Whether bidding on a tender has closed (part 2, 4 "Bids close at the deadline"; docs/decisions.md,
 * "Bid deadline"). `expiryDate` is the stored ISO instant: the create and edit forms send the end
 * (23:59:59) of the picked day in the poster's time zone, so bids are taken up to and including that
 * instant. `now` in epoch ms (default Date.now()). An unreadable date counts as closed.
 */
export function isPastDeadline(expiryDate: string, now: number = Date.now()): boolean {
  const at = Date.parse(expiryDate);
  return Number.isNaN(at) || now > at;
}
