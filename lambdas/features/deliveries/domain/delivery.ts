/**
 * Deliveries (spec part 2, sections 3, 4, 5 and 9). Pure module shared by the handlers and the web app.
 */
import { platformFeeCents } from '../../../domain/money';
import { DELETED_USER } from '../../../domain/roles';
import { english } from '../../../domain/i18n/english';

/**
 * Delivery statuses: Submitted on create, Accepted when the poster accepts the deliverables (part 2, 4),
 * and 'Changes Requested' when the poster returns it with a comment (beyond the spec).
 */
export const DELIVERY_STATUSES = ['Submitted', 'Changes Requested', 'Accepted'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** Longest delivery note, in characters (docs/decisions/spec-readings/delivery-files.md, "Files of a delivery"). */
export const MAX_DELIVERY_NOTES = 5000;

/** Longest change-request comment, in characters. */
export const MAX_CHANGE_REQUEST_COMMENT = 2000;

/** Files per delivery. */
export const MAX_DELIVERY_FILES = 20;

/**
 * Most deliveries (rounds) one tender may have. Accepting the deliverables updates the tender and every
 * delivery in ONE DynamoDB transaction (at most 100 items), so the count is capped well below that
 * (docs/decisions/spec-readings/at-most-50-deliveries.md, "At most 50 deliveries per tender").
 */
export const MAX_DELIVERIES_PER_TENDER = 50;

/** Messages of delivering, requesting changes and accepting deliverables (part 2, 5 and 8). */
export const deliveryMessages = {
  /** Part 2, deliver page: anyone but the assigned contractor. */
  notAuthorized: english('error.delivery.notAuthorized'),
  notInProgress: english('error.delivery.notInProgress'),
  completed: english('error.delivery.completed'),
  tooManyDeliveries: english('error.delivery.tooManyDeliveries', { max: MAX_DELIVERIES_PER_TENDER }),
  notVisible: english('error.delivery.notVisible'),
  deliveryNotFound: english('error.delivery.deliveryNotFound'),
  notesTooLong: english('error.delivery.notesTooLong', { max: MAX_DELIVERY_NOTES }),
  fileNotFound: english('error.delivery.fileNotFound'),
  onlyPoster: english('error.delivery.onlyPoster'),
  changesNotSubmitted: english('error.delivery.changesNotSubmitted'),
  changesNotInProgress: english('error.delivery.changesNotInProgress'),
  acceptNotInProgress: english('error.delivery.acceptNotInProgress'),
  alreadyCompleted: english('error.delivery.alreadyCompleted'),
  nothingToAccept: english('error.delivery.nothingToAccept'),
  /** The deliverable's upload belongs to someone else's staging area. */
  foreignUpload: english('error.delivery.foreignUpload'),
} as const;

/** The fields of a delivery these rules read. */
export interface DeliveryLike {
  deliveryId: string;
  status: DeliveryStatus;
  submittedAt: string;
}

/** Deliveries in the order they were submitted (oldest first = rounds in order); ties by id. Returns a new array. */
export function inRounds<D extends DeliveryLike>(deliveries: readonly D[]): D[] {
  return [...deliveries].sort((a, b) => a.submittedAt.localeCompare(b.submittedAt) || a.deliveryId.localeCompare(b.deliveryId));
}

/** The most recently submitted delivery still waiting for review (status Submitted), or undefined. */
export function latestSubmitted<D extends DeliveryLike>(deliveries: readonly D[]): D | undefined {
  return inRounds(deliveries)
    .filter((d) => d.status === 'Submitted')
    .at(-1);
}

/**
 * Amounts of the accept-deliverables summary (part 2, 1 and 9): the accepted bid, the 8 % platform fee
 * on top (rounded half-up to the cent, domain/money.ts) and the total. All integer euro cents.
 */
export function completionAmounts(bidCents: number): { bidCents: number; feeCents: number; totalCents: number } {
  const feeCents = platformFeeCents(bidCents);
  return { bidCents, feeCents, totalCents: bidCents + feeCents };
}

/**
 * The name shown with a delivery (part 2, 3 "geodesist profile"): first and last name, else the company,
 * else 'Unknown'; 'Deleted user' when no profile exists (the geodesist erased their account).
 */
export function geodesistNameOf(profile: { firstName?: string | null; lastName?: string | null; company?: string | null } | undefined): string {
  if (!profile) return DELETED_USER;
  const name = [profile?.firstName?.trim(), profile?.lastName?.trim()].filter(Boolean).join(' ');
  return name || profile?.company?.trim() || 'Unknown';
}
