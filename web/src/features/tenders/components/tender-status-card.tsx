/**
 * The admin's Status card (part 2, admin detail): status, Posted By (company, else name, else
 * 'Unknown' — `postedBy` from the server), Posted Date, Deadline, Budget (the poster's budget in euros
 * with 2 decimals, 'Not specified' when 0: budgetText) and the Contractor ID when set.
 */
import { Card, Heading } from '@aws-amplify/ui-react';
import type { TenderDetail } from '@features/tenders/domain/dto';
import { TenderStatusBadge } from '@/components/status-badge';
import { useT } from '@/i18n/i18n';
import { useFormat } from '@/i18n/format';
import { useLongDate } from './tender-facts-card';

export function TenderStatusCard({ tender }: { tender: TenderDetail }) {
  const t = useT();
  const fmt = useFormat();
  const longDate = useLongDate();
  return (
    <Card variation="outlined" as="section" aria-label={t('statusCard.title')} className="detail-card">
      <Heading level={3}>{t('statusCard.title')}</Heading>
      <dl className="detail-list" data-testid="status-card">
        <div>
          <dt>{t('statusCard.status')}</dt>
          <dd>
            <TenderStatusBadge status={tender.status} />
          </dd>
        </div>
        <div>
          <dt>{t('statusCard.postedBy')}</dt>
          <dd>{tender.postedBy || t('statusCard.unknown')}</dd>
        </div>
        <div>
          <dt>{t('statusCard.postedDate')}</dt>
          <dd>{longDate(tender.createdAt)}</dd>
        </div>
        <div>
          <dt>{t('statusCard.deadline')}</dt>
          <dd>{longDate(tender.expiryDate)}</dd>
        </div>
        <div>
          <dt>{t('statusCard.budget')}</dt>
          <dd data-testid="status-budget">{tender.budgetCents > 0 ? fmt.money(tender.budgetCents) : t('detail.notSpecified')}</dd>
        </div>
        {tender.contractorId && (
          <div>
            <dt>{t('statusCard.contractorId')}</dt>
            <dd className="mono">{tender.contractorId}</dd>
          </div>
        )}
      </dl>
    </Card>
  );
}
