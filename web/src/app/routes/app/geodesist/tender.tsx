/** Geodesist tender detail (part 2), first cut: header, details with project code, attachments, counts. */
import { useParams } from 'react-router';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { TenderDetailView } from '@/features/tenders/components/tender-detail-view';

export default function GeodesistTenderRoute() {
  const { id = '' } = useParams();
  return (
    <TenderDetailView
      tenderId={id}
      backHref={paths.geodesist.dashboard.getHref()}
      aside={(tender) =>
        !tender.contact && (
          <Card title="Contact Information" level={3}>
            <p className="muted small">Contact details become available after your bid is accepted.</p>
          </Card>
        )
      }
    />
  );
}
