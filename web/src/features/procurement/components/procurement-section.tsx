/**
 * The procurement cards of a tender's page, for every role that may read the tender: what a public buyer's
 * procurement shows around a published tender (its timeline, questions and answers, versions, cancellation).
 * Each card loads its own data; the section follows the main column of the tender's page.
 */
import type { TenderDetail } from '@features/tenders/domain/dto';
import { VersionsCard } from './versions-card';

export interface ProcurementSectionProps {
  tender: TenderDetail;
}

export function ProcurementSection({ tender }: ProcurementSectionProps) {
  return (
    <>
      <VersionsCard tender={tender} />
    </>
  );
}
