/**
 * Description card (part 2, detail pages): the Project Code (first 8 characters of the id, upper-cased;
 * part 2, 9), the poster's Client Reference when given (docs/decisions/spec-readings/project-code-and-client-reference.md, "Project Code and Client
 * Reference"), the location and budget ('Not specified' when none; part 2, 3), the description and the
 * requirements when given. `children` adds more inside the card (the admin's attachments and contact info).
 */
import type { ReactNode } from 'react';
import { Card, Heading, Text } from '@aws-amplify/ui-react';
import type { TenderDetail } from '@features/tenders/domain/dto';
import { projectCode } from '@features/tenders/domain/tender';
import { locationText } from './location-text';
import { useT } from '@/i18n/i18n';
import { useFormat } from '@/i18n/format';

export function TenderDescriptionCard({ tender, children }: { tender: TenderDetail; children?: ReactNode }) {
  const t = useT();
  const fmt = useFormat();
  return (
    <Card variation="outlined" as="section" aria-label={t('detail.title')} className="detail-card">
      <Heading level={3}>{t('detail.title')}</Heading>
      <dl className="detail-list detail-list-inline">
        <div>
          <dt>{t('detail.projectCode')}</dt>
          <dd className="mono" data-testid="project-code">
            {projectCode(tender.tenderId)}
          </dd>
        </div>
        {tender.reference && (
          <div>
            <dt>{t('detail.reference')}</dt>
            <dd data-testid="tender-reference">{tender.reference}</dd>
          </div>
        )}
        <div>
          <dt>{t('detail.location')}</dt>
          <dd data-testid="tender-location">{locationText(tender.location, t)}</dd>
        </div>
        <div>
          <dt>{t('detail.budget')}</dt>
          <dd data-testid="tender-budget">{tender.budgetCents > 0 ? fmt.money(tender.budgetCents) : t('detail.notSpecified')}</dd>
        </div>
      </dl>
      <Heading level={4} className="subheading">
        {t('detail.description')}
      </Heading>
      <Text className="prewrap" data-testid="tender-description">
        {tender.description}
      </Text>
      {tender.requirements && (
        <>
          <Heading level={4} className="subheading">
            {t('detail.requirements')}
          </Heading>
          <Text className="prewrap" data-testid="tender-requirements">
            {tender.requirements}
          </Text>
        </>
      )}
      {children}
    </Card>
  );
}
