/**
 * The admin's Status card (part 2, admin detail): status, Posted By (company, else name, else
 * 'Unknown' — `postedBy` from the server), Posted Date, Deadline, Budget (the poster's budget in euros
 * with 2 decimals, 'Not specified' when 0: budgetText) and the Contractor ID when set.
 */
import { Card, Heading } from '@aws-amplify/ui-react';
import type { TenderDetail } from '@features/tenders/domain/dto';
import { budgetText } from '@features/tenders/domain/tender';
import { TenderStatusBadge } from '@/components/status-badge';
import { formatDate } from '@/lib/format';

export function TenderStatusCard({ tender }: { tender: TenderDetail }) {
  return (
    <Card variation="outlined" as="section" aria-label="Status" className="detail-card">
      <Heading level={3}>Status</Heading>
      <dl className="detail-list" data-testid="status-card">
        <div>
          <dt>Status</dt>
          <dd>
            <TenderStatusBadge status={tender.status} />
          </dd>
        </div>
        <div>
          <dt>Posted By</dt>
          <dd>{tender.postedBy || 'Unknown'}</dd>
        </div>
        <div>
          <dt>Posted Date</dt>
          <dd>{formatDate(tender.createdAt, 'MMMM d, yyyy')}</dd>
        </div>
        <div>
          <dt>Deadline</dt>
          <dd>{formatDate(tender.expiryDate, 'MMMM d, yyyy')}</dd>
        </div>
        <div>
          <dt>Budget</dt>
          <dd data-testid="status-budget">{budgetText(tender.budgetCents)}</dd>
        </div>
        {tender.contractorId && (
          <div>
            <dt>Contractor ID</dt>
            <dd className="mono">{tender.contractorId}</dd>
          </div>
        )}
      </dl>
    </Card>
  );
}
