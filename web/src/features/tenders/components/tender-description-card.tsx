/**
 * Description card (part 2, detail pages): the Project Code (first 8 characters of the id, upper-cased;
 * part 2, 9), the poster's Client Reference when given (docs/decisions/spec-readings/project-code-and-client-reference.md, "Project Code and Client
 * Reference"), the location and budget ('Not specified' when none; part 2, 3), the description and the
 * requirements when given. `children` adds more inside the card (the admin's attachments and contact info).
 */
import type { ReactNode } from 'react';
import { Card, Heading, Text } from '@aws-amplify/ui-react';
import type { TenderDetail } from '@features/tenders/domain/dto';
import { budgetText, projectCode, tenderLabels } from '@features/tenders/domain/tender';

export function TenderDescriptionCard({ tender, children }: { tender: TenderDetail; children?: ReactNode }) {
  return (
    <Card variation="outlined" as="section" aria-label="Tender Details" className="detail-card">
      <Heading level={3}>Tender Details</Heading>
      <dl className="detail-list detail-list-inline">
        <div>
          <dt>{tenderLabels.projectCode}</dt>
          <dd className="mono" data-testid="project-code">
            {projectCode(tender.tenderId)}
          </dd>
        </div>
        {tender.reference && (
          <div>
            <dt>{tenderLabels.reference}</dt>
            <dd data-testid="tender-reference">{tender.reference}</dd>
          </div>
        )}
        <div>
          <dt>Location</dt>
          <dd data-testid="tender-location">{tender.location}</dd>
        </div>
        <div>
          <dt>Budget</dt>
          <dd data-testid="tender-budget">{budgetText(tender.budgetCents)}</dd>
        </div>
      </dl>
      <Heading level={4} className="subheading">
        Description
      </Heading>
      <Text className="prewrap" data-testid="tender-description">
        {tender.description}
      </Text>
      {tender.requirements && (
        <>
          <Heading level={4} className="subheading">
            Requirements
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
