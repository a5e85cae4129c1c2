/** A tender's deliveries for the poster's detail page and the admin's (part 2). Slot: filled by the deliveries feature. */
import type { TenderDetail } from '@domain/dto';

export function DeliveriesSection({ tender, view }: { tender: TenderDetail; view: 'poster' | 'admin' }) {
  return <section aria-label="Deliverables" data-slot="deliveries-section" data-view={view} data-tender={tender.tenderId} />;
}
