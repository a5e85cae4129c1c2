/** Bids as rows of the bid table (`GET /tenders/{tenderId}/bids`, and the accepted bid of an award). */
import type { BidItem } from './data/bids';
import type { TenderItem } from '../tenders/public';
import { anonymizedLabel, bidderLabel, effectiveBidStatus } from './domain/bid';
import type { BidRow } from './domain/dto';
import type { Profile } from '../account/domain/dto';
import { needsConfirmation } from '../tenders/domain/versions';

/**
 * One bid as a row of the bid table; `n` is its 1-based newest-first position. `bidder` is the bidder's
 * profile, or 'anonymous' for 'Geodesist #n' without id, name or company. The status is the one the bid reads
 * as (effectiveBidStatus: Pending on an awarded tender reads Rejected).
 */
export function toBidRow(bid: BidItem, tender: Pick<TenderItem, 'contractorId' | 'status' | 'termsVersion'>, n: number, bidder: Profile | undefined | 'anonymous'): BidRow {
  const status = effectiveBidStatus(bid.status, tender.status);
  const common = {
    bidId: bid.bidId,
    amountCents: bid.amountCents,
    comment: bid.comment ?? null,
    status,
    isContractor: tender.contractorId === bid.bidderId,
    createdAt: bid.createdAt,
    updatedAt: bid.updatedAt,
    predatesAmendment: status === 'Pending' && tender.status === 'Open' && needsConfirmation(bid.tenderVersion, tender),
  };
  if (bidder === 'anonymous') return { ...common, label: anonymizedLabel(n), anonymized: true, bidderId: null, bidderName: null, bidderCompany: null };
  const name = [bidder?.firstName, bidder?.lastName].filter(Boolean).join(' ');
  return { ...common, label: bidderLabel(bidder), anonymized: false, bidderId: bid.bidderId, bidderName: name || null, bidderCompany: bidder?.company || null };
}
