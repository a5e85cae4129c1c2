/**
 * Description card (part 2, detail pages): the project code (first 8 characters of the id,
 * upper-cased; part 2, 9), the poster's own reference when given, and the description. `children`
 * adds more inside the card (the admin's attachments and contact info).
 */
import type { ReactNode } from 'react';
import { Card, Heading, Text } from '@aws-amplify/ui-react';
import type { TenderDetail } from '@features/tenders/domain/dto';
import { projectCode } from '@features/tenders/domain/tender';

export function TenderDescriptionCard({ tender, children }: { tender: TenderDetail; children?: ReactNode }) {
  return (
    <Card variation="outlined" as="section" aria-label="Tender Details" className="detail-card">
      <Heading level={3}>Tender Details</Heading>
      <dl className="detail-list detail-list-inline">
        <div>
          <dt>Project Code</dt>
          <dd className="mono" data-testid="project-code">
            {projectCode(tender.tenderId)}
          </dd>
        </div>
        {tender.reference && (
          <div>
            <dt>Reference</dt>
            <dd data-testid="tender-reference">{tender.reference}</dd>
          </div>
        )}
      </dl>
      <Heading level={4} className="subheading">
        Description
      </Heading>
      <Text className="prewrap" data-testid="tender-description">
        {tender.description}
      </Text>
      {children}
    </Card>
  );
}
