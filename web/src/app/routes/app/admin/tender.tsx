/**
 * /admin/tender/{id}: the admin's tender detail (part 2, "Admin tender detail"): the Tender Details
 * card (description, project code, attachments, contact info with fallbacks), the Status card, the
 * bids table and the deliveries section.
 */
import { Heading } from '@aws-amplify/ui-react';
import { useParams } from 'react-router';
import { paths } from '@/config/paths';
import { ProcurementSection } from '@/features/procurement/components/procurement-section';
import { MessagesCard } from '@/features/messages/components/messages-card';
import { BidsTable } from '@/features/bids/components/bids-table';
import { DeliveriesSection } from '@/features/deliveries/components/deliveries-section';
import { RatingsCard } from '@/features/ratings/components/ratings-card';
import { AttachmentsCard } from '@/features/tenders/components/attachments-card';
import { ContactList, NO_CONTACT } from '@/features/tenders/components/contact-card';
import { TenderDescriptionCard } from '@/features/tenders/components/tender-description-card';
import { TenderDetailView } from '@/features/tenders/components/tender-detail-view';
import { TenderStatusCard } from '@/features/tenders/components/tender-status-card';
import { loadParts, useT } from '@/i18n/i18n';

// The tender lists, search bar and detail shown here are the tender screens' texts.
await loadParts('tenders');

/** The /admin/tender/{id} page. */
export default function AdminTenderRoute() {
  const t = useT();
  const { id = '' } = useParams();
  return (
    <TenderDetailView
      after={(tender) => (
        <>
          <MessagesCard tender={tender} />
          <ProcurementSection tender={tender} />
        </>
      )}
      tenderId={id}
      backHref={paths.admin.tenders.getHref()}
      main={(tender) => (
        <>
          <TenderDescriptionCard tender={tender}>
            <AttachmentsCard tenderId={tender.tenderId} attachments={tender.attachments} bare />
            <section aria-label={t('tenderContact.title')}>
              <Heading level={4}>{t('tenderContact.title')}</Heading>
              <ContactList contact={tender.contact ?? NO_CONTACT} />
            </section>
          </TenderDescriptionCard>
          <BidsTable tender={tender} view="admin" />
          <DeliveriesSection tender={tender} view="admin" />
          <RatingsCard tender={tender} role="admin" />
        </>
      )}
      aside={(tender) => <TenderStatusCard tender={tender} />}
    />
  );
}
