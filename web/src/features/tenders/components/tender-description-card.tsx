/** Description card with the project code (first 8 characters of the id, upper-cased; part 2, 9) and the poster's reference. */
import type { TenderDetail } from '@domain/dto';
import { projectCode } from '@domain/tender';
import { Card } from '@/components/ui/card';

export function TenderDescriptionCard({ tender }: { tender: TenderDetail }) {
  return (
    <Card title="Tender Details">
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
      <h3 className="subheading">Description</h3>
      <p className="prewrap" data-testid="tender-description">
        {tender.description}
      </p>
    </Card>
  );
}
