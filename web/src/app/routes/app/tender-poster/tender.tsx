/**
 * /tender-poster/tender/{id}: the poster's tender detail (part 2, "Tender poster tender detail"):
 * progress and status tracker, tender details, Submitted Bids (only while Open), the Accepted Bid card,
 * attachments and deliverables; side column with counts, Tender Actions, details and timeline. The
 * contact section is not shown to the poster.
 */
import { useParams } from 'react-router';
import { paths } from '@/config/paths';
import { ProcurementSection } from '@/features/procurement/components/procurement-section';
import { MessagesCard } from '@/features/messages/components/messages-card';
import { AcceptedBidCard } from '@/features/bids/components/accepted-bid-card';
import { BidsTable } from '@/features/bids/components/bids-table';
import { DeliveriesSection } from '@/features/deliveries/components/deliveries-section';
import { ProfileLink } from '@/features/profiles/components/profile-link';
import { BidderSummary } from '@/features/profiles/components/bidder-summary';
import { RatingsCard } from '@/features/ratings/components/ratings-card';
import { AttachmentsCard } from '@/features/tenders/components/attachments-card';
import { TenderActionsCard } from '@/features/tenders/components/tender-actions-card';
import { TenderDescriptionCard } from '@/features/tenders/components/tender-description-card';
import { TenderDetailView } from '@/features/tenders/components/tender-detail-view';
import { TenderFactsCard } from '@/features/tenders/components/tender-facts-card';
import { TenderProgress } from '@/features/tenders/components/tender-progress';
import { TenderTimeline } from '@/features/tenders/components/tender-timeline';
import { uploadRequests } from '@/features/tenders/hooks/upload-requests';
import { useAuth } from '@/lib/auth';
import { loadParts, useT } from '@/i18n/i18n';

await loadParts('tenders');

export default function PosterTenderRoute() {
  const t = useT();
  const { session } = useAuth();
  const { id = '' } = useParams();
  return (
    <TenderDetailView
      after={(shown) => (
        <>
          <MessagesCard tender={shown} />
          <ProcurementSection tender={shown} uploadRequests={uploadRequests} />
        </>
      )}
      tenderId={id}
      backHref={paths.tenderPoster.dashboard.getHref()}
      main={(tender) => (
        <>
          <TenderProgress tender={tender} />
          <TenderDescriptionCard tender={tender} />
          {tender.status === 'Open' && <BidsTable tender={tender} view="poster" rowExtra={(bidId) => <BidderSummary tenderId={tender.tenderId} bidId={bidId} />} />}
          <AcceptedBidCard tender={tender} />
          {tender.contractorId && (
            <ProfileLink userId={tender.contractorId} tenderId={tender.tenderId}>
              {t('posterTender.contractorProfile')}
            </ProfileLink>
          )}
          <AttachmentsCard tenderId={tender.tenderId} attachments={tender.attachments} />
          <DeliveriesSection tender={tender} view="poster" />
          <RatingsCard tender={tender} role="tenderPoster" />
        </>
      )}
      aside={(tender) => (
        <>
          <TenderActionsCard tender={tender} userId={session?.userId ?? ''} />
          <TenderFactsCard tender={tender} />
          <TenderTimeline tender={tender} />
        </>
      )}
    />
  );
}
