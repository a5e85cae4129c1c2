/**
 * /geodesist/tender/{id}: the geodesist's tender detail (part 2, "Geodesist tender detail"): tender
 * details with the project code, attachments with preview, download and Save All, the contact card
 * (details for the contractor, the rule `seesContact`), and the bid panel with the geodesist's own bid on
 * every state of the tender, or the contractor's panel. The contractor of an In Progress tender goes at
 * once to the deliver page, which shows the tender too.
 */
import { Navigate, useParams } from 'react-router';
import type { TenderDetail } from '@features/tenders/domain/dto';
import { paths } from '@/config/paths';
import { ProcurementSection } from '@/features/procurement/components/procurement-section';
import { MessagesCard } from '@/features/messages/components/messages-card';
import { BidPanel } from '@/features/bids/components/bid-panel';
import { ContractorPanel } from '@/features/deliveries/components/contractor-panel';
import { AttachmentsCard } from '@/features/tenders/components/attachments-card';
import { ContactCard, viewerOf } from '@/features/tenders/components/contact-card';
import { TenderDescriptionCard } from '@/features/tenders/components/tender-description-card';
import { TenderDetailView } from '@/features/tenders/components/tender-detail-view';
import { ProfileLink } from '@/features/profiles/components/profile-link';
import { RatingsCard } from '@/features/ratings/components/ratings-card';
import { useAuth } from '@/lib/auth';
import { loadParts, useT } from '@/i18n/i18n';

await loadParts('tenders');

function GeodesistTender({ tender, userId }: { tender: TenderDetail; userId: string }) {
  const t = useT();
  const isContractor = tender.contractorId === userId;
  if (isContractor && tender.status === 'In Progress') return <Navigate to={paths.geodesist.deliver.getHref(tender.tenderId)} replace />;
  return (
    <>
      <TenderDescriptionCard tender={tender} />
      <AttachmentsCard tenderId={tender.tenderId} attachments={tender.attachments} />
      {isContractor ? <ContractorPanel tender={tender} /> : <BidPanel tender={tender} userId={userId} />}
      {isContractor && tender.creatorId && (
        <ProfileLink userId={tender.creatorId} tenderId={tender.tenderId}>
          {t('geodesistTender.posterProfile')}
        </ProfileLink>
      )}
      {isContractor && <RatingsCard tender={tender} role="geodesist" />}
    </>
  );
}

export default function GeodesistTenderRoute() {
  const { id = '' } = useParams();
  const { session } = useAuth();
  return (
    <TenderDetailView
      after={(t) => (
        <>
          <MessagesCard tender={t} />
          <ProcurementSection tender={t} />
        </>
      )}
      tenderId={id}
      backHref={paths.geodesist.dashboard.getHref()}
      main={(tender) => (session ? <GeodesistTender tender={tender} userId={session.userId} /> : null)}
      aside={(tender) => <ContactCard tender={tender} viewer={viewerOf(session)} />}
    />
  );
}
