/** The poster's details card (part 2, poster detail side column): Posted, Deadline, Status. */
import { Card, Heading } from '@aws-amplify/ui-react';
import type { TenderDetail } from '@features/tenders/domain/dto';
import { TenderStatusBadge } from '@/components/status-badge';
import { formatDate } from '@/lib/format';

export function TenderFactsCard({ tender }: { tender: TenderDetail }) {
  return (
    <Card variation="outlined" as="section" aria-label="Details" className="detail-card">
      <Heading level={3}>Details</Heading>
      <dl className="detail-list">
        <div>
          <dt>Posted</dt>
          <dd>{formatDate(tender.createdAt, 'MMMM d, yyyy')}</dd>
        </div>
        <div>
          <dt>Deadline</dt>
          <dd>{formatDate(tender.expiryDate, 'MMMM d, yyyy')}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            <TenderStatusBadge status={tender.status} />
          </dd>
        </div>
      </dl>
    </Card>
  );
}
