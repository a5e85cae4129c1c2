/**
 * /geodesist/tender/{id}: the geodesist's tender detail (part 2, "Geodesist tender detail"): tender
 * details with the project code, attachments with preview, download and Save All, the contact card
 * (details only when the server sends `contact`, i.e. to the contractor), and the bid panel on an Open
 * tender or the contractor's panel. The contractor of an In Progress tender goes at once to the
 * deliver page.
 */
import { Navigate, useParams } from 'react-router';
import type { TenderDetail } from '@features/tenders/domain/dto';
import { paths } from '@/config/paths';
import { BidPanel } from '@/features/bids/components/bid-panel';
import { ContractorPanel } from '@/features/deliveries/components/contractor-panel';
import { AttachmentsCard } from '@/features/tenders/components/attachments-card';
import { ContactCard } from '@/features/tenders/components/contact-card';
import { TenderDescriptionCard } from '@/features/tenders/components/tender-description-card';
import { TenderDetailView } from '@/features/tenders/components/tender-detail-view';
import { useAuth } from '@/lib/auth';

function GeodesistTender({ tender, userId }: { tender: TenderDetail; userId: string | undefined }) {
  const isContractor = !!userId && tender.contractorId === userId;
  if (isContractor && tender.status === 'In Progress') return <Navigate to={paths.geodesist.deliver.getHref(tender.tenderId)} replace />;
  return (
    <>
      <TenderDescriptionCard tender={tender} />
      <AttachmentsCard tenderId={tender.tenderId} attachments={tender.attachments} />
      {isContractor ? <ContractorPanel tender={tender} /> : tender.status === 'Open' && <BidPanel tender={tender} />}
    </>
  );
}

export default function GeodesistTenderRoute() {
  const { id = '' } = useParams();
  const { session } = useAuth();
  return (
    <TenderDetailView
      tenderId={id}
      backHref={paths.geodesist.dashboard.getHref()}
      main={(tender) => <GeodesistTender tender={tender} userId={session?.userId} />}
      aside={(tender) => <ContactCard contact={tender.contact} />}
    />
  );
}
