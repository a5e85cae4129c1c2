/**
 * A tender's bids as the tender sees them (spec part 2, 4 and 9): the statuses a bid can have, the status it reads as
 * on a tender that left Open, and how its bidder is named. A tender's bids are stored in its partition and its views
 * show them (the geodesist's own bid, the Accepted Bid card), so these belong to the tender; the bids feature
 * (bids/domain/bid.ts) re-exports them beside its own rules. Pure module shared by the handlers and the web app.
 */
import { DELETED_USER } from '../../../domain/roles';
import type { TenderSummary } from './dto';

/**
 * Bid statuses (part 2, 4): Pending on create, then Accepted or Rejected; Cancelled when its tender was cancelled
 * (a Pending or Accepted bid; docs/decisions/procurement/cancellation.md).
 */
export const BID_STATUSES = ['Pending', 'Accepted', 'Rejected', 'Cancelled'] as const;
export type BidStatus = (typeof BID_STATUSES)[number];

/**
 * The status a bid reads as (part 2, 4 "other bids Rejected"): a Pending bid on a tender that has
 * left Open was not chosen, so it reads Rejected at once, while queued work writes Rejected on it. On a Cancelled
 * tender a Pending or Accepted bid reads Cancelled at once, while queued work writes Cancelled on it.
 */
export function effectiveBidStatus(bidStatus: BidStatus, tenderStatus: string): BidStatus {
  if (tenderStatus === 'Cancelled' && (bidStatus === 'Pending' || bidStatus === 'Accepted')) return 'Cancelled';
  return bidStatus === 'Pending' && tenderStatus !== 'Open' ? 'Rejected' : bidStatus;
}

/** Bidder label after the tender left Open (part 2, poster detail): name, else company, else 'Unknown'; 'Deleted user' without a profile (erased). */
export function bidderLabel(p: { firstName?: string | null; lastName?: string | null; company?: string | null } | undefined): string {
  if (!p) return DELETED_USER;
  const name = [p?.firstName?.trim(), p?.lastName?.trim()].filter(Boolean).join(' ');
  return name || p?.company?.trim() || 'Unknown';
}

/** Accepted Bid card name (part 2, "Accepted Bid card"): company, else name, else 'Unknown'; 'Deleted user' without a profile. */
export function bidderCompanyLabel(p: { firstName?: string | null; lastName?: string | null; company?: string | null } | undefined): string {
  if (!p) return DELETED_USER;
  const name = [p?.firstName?.trim(), p?.lastName?.trim()].filter(Boolean).join(' ');
  return p?.company?.trim() || name || 'Unknown';
}

/** The summary of a tender with the geodesist's own bid on it (part 2, 3 "hasBid, bidStatus, bidAmount"); unchanged without one. */
export function withOwnBid(summary: TenderSummary, bid: { status: BidStatus; amountCents: number } | undefined): TenderSummary {
  return bid ? { ...summary, hasBid: true, bidStatus: effectiveBidStatus(bid.status, summary.status), bidAmountCents: bid.amountCents } : summary;
}
