/**
 * The contractor's status panel on the geodesist tender page (part 2, geodesist detail): 'Your Bid Was
 * Accepted', bid amount, completion date and deliveries. Slot: filled by the deliveries feature.
 */
import type { TenderDetail } from '@domain/dto';

export function ContractorPanel({ tender }: { tender: TenderDetail }) {
  return <section aria-label="Your contract" data-slot="contractor-panel" data-tender={tender.tenderId} />;
}
