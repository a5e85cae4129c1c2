/** The poster's details card (part 2, poster detail side column): Posted, Deadline, Status. */
import { Card, Heading } from '@aws-amplify/ui-react';
import type { TenderDetail } from '@features/tenders/domain/dto';
import { TenderStatusBadge } from '@/components/status-badge';
import { format, isValid } from 'date-fns';
import { et } from 'date-fns/locale/et';
import { formatDate } from '@/lib/format';
import { useLanguage, useT } from '@/i18n/i18n';

/** A date written out ('November 25, 2026'; Estonian '25. november 2026'). */
export function useLongDate(): (iso: string) => string {
  const language = useLanguage();
  if (language !== 'et') return (iso) => formatDate(iso, 'MMMM d, yyyy');
  return (iso) => (isValid(new Date(iso)) ? format(new Date(iso), 'd. MMMM yyyy', { locale: et }) : '–');
}

export function TenderFactsCard({ tender }: { tender: TenderDetail }) {
  const t = useT();
  const longDate = useLongDate();
  return (
    <Card variation="outlined" as="section" aria-label={t('facts.title')} className="detail-card">
      <Heading level={3}>{t('facts.title')}</Heading>
      <dl className="detail-list">
        <div>
          <dt>{t('facts.posted')}</dt>
          <dd>{longDate(tender.createdAt)}</dd>
        </div>
        <div>
          <dt>{t('facts.deadline')}</dt>
          <dd>{longDate(tender.expiryDate)}</dd>
        </div>
        <div>
          <dt>{t('facts.status')}</dt>
          <dd>
            <TenderStatusBadge status={tender.status} />
          </dd>
        </div>
      </dl>
    </Card>
  );
}
