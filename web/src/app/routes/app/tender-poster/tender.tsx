/** Tender poster tender detail (part 2), first cut: header, details with project code, attachments, counts. */
import { useParams } from 'react-router';
import { paths } from '@/config/paths';
import { TenderDetailView } from '@/features/tenders/components/tender-detail-view';

export default function PosterTenderRoute() {
  const { id = '' } = useParams();
  return <TenderDetailView tenderId={id} backHref={paths.tenderPoster.dashboard.getHref()} />;
}
