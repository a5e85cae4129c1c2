/**
 * Deliveries (spec part 2, sections 3, 4, 5 and 9; issue 9). Pure module shared by the handlers and the web app.
 */

/**
 * Delivery statuses: Submitted on create, Accepted when the poster accepts the deliverables (part 2, 4),
 * and 'Changes Requested' when the poster returns it with a comment (beyond the spec, issue 9).
 */
export const DELIVERY_STATUSES = ['Submitted', 'Changes Requested', 'Accepted'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** Longest delivery note, in characters (docs/decisions.md, "Deliveries"). */
export const MAX_DELIVERY_NOTES = 5000;

/** Longest change-request comment, in characters. */
export const MAX_CHANGE_REQUEST_COMMENT = 2000;

/** Largest deliverable file: 100 MB as the deliver page says (issue 9; docs/decisions.md). Bytes. */
export const MAX_DELIVERABLE_BYTES = 100 * 1024 * 1024;

/** Files per delivery. */
export const MAX_DELIVERY_FILES = 20;
