/** A tender's bids: the poster's Submitted Bids (while Open) or the admin's bids table (part 2). Slot: filled by the bids feature. */
import type { TenderDetail } from '@domain/dto';

export function BidsTable({ tender, view }: { tender: TenderDetail; view: 'poster' | 'admin' }) {
  return <section aria-label="Bids" data-slot="bids-table" data-view={view} data-tender={tender.tenderId} />;
}
