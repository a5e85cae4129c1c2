/**
 * The procurement cards of a tender's page, for every role that may read the tender: what a public buyer's
 * procurement shows around a published tender (its timeline, questions and answers, versions, cancellation, its open data).
 * Each card loads its own data; the section follows the main column of the tender's page.
 */
import type { TenderDetail } from '@features/tenders/domain/dto';
import { HistoryCard } from './history-card';
import { OpenDataCard } from './open-data-card';
import { VersionsCard } from './versions-card';
import { CancellationCard } from './cancellation-card';
import { CancelTenderButton } from './cancel-tender-dialog';
import { useAuth } from '@/lib/auth';
import type { UploadRequests } from '@/hooks/use-file-uploads';
import { QuestionsCard } from './questions-card';

export interface ProcurementSectionProps {
  tender: TenderDetail;
  /** The upload calls of files the poster attaches here (an answer's file); the poster's page passes them. */
  uploadRequests?: UploadRequests;
}

export function ProcurementSection({ tender, uploadRequests }: ProcurementSectionProps) {
  const { role } = useAuth();
  return (
    <>
      {tender.status === 'Cancelled' ? <CancellationCard tenderId={tender.tenderId} /> : <CancelTenderButton tender={tender} />}
      {role && <QuestionsCard tender={tender} role={role} uploadRequests={uploadRequests} />}
      <VersionsCard tender={tender} />
      <HistoryCard tenderId={tender.tenderId} />
      <OpenDataCard tender={tender} />
    </>
  );
}
