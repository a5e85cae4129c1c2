/** The Accepted Bid card (part 2, poster detail). Slot: filled by the bids feature. */
import type { TenderDetail } from '@domain/dto';

export function AcceptedBidCard({ tender }: { tender: TenderDetail }) {
  if (!tender.acceptedBid) return null;
  return <section aria-label="Accepted Bid" data-slot="accepted-bid-card" />;
}
