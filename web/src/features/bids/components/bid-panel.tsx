/** The geodesist's bid panel on an Open tender (part 2, geodesist detail). Slot: filled by the bids feature. */
import type { TenderDetail } from '@domain/dto';

export function BidPanel({ tender }: { tender: TenderDetail }) {
  return <section aria-label="Your bid" data-slot="bid-panel" data-tender={tender.tenderId} />;
}
