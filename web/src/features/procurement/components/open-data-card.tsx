/**
 * The tender's open data (docs/decisions/procurement/open-data.md): a small card with an 'Open data (OCDS)' button
 * that downloads the tender's OCDS 1.1 release package as JSON (GET /tenders/{tenderId}/ocds), for every role that
 * may read the tender. A refusal is said in the card.
 */
import type { TenderDetail } from '@features/tenders/domain/dto';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-client';
import { useDownloadTenderOcds } from '../api/get-ocds';

export function OpenDataCard({ tender }: { tender: Pick<TenderDetail, 'tenderId' | 'projectCode'> }) {
  const download = useDownloadTenderOcds();
  return (
    <Card
      level={3}
      title="Open data"
      description="This tender as an OCDS 1.1 release (Open Contracting Data Standard): bids stay sealed while it is Open."
      action={
        <Button variant="outline" size="sm" busy={download.isPending} busyText="Preparing…" onClick={() => download.mutate({ tenderId: tender.tenderId, projectCode: tender.projectCode })}>
          Open data (OCDS)
        </Button>
      }
    >
      {download.isError ? (
        <p role="alert" className="muted">
          {errorMessage(download.error)}
        </p>
      ) : null}
    </Card>
  );
}
