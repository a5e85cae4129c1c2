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
import { loadParts, useT } from '@/i18n/i18n';

await loadParts('work');

export function OpenDataCard({ tender }: { tender: Pick<TenderDetail, 'tenderId' | 'projectCode'> }) {
  const t = useT();
  const download = useDownloadTenderOcds();
  return (
    <Card
      level={3}
      title={t('openData.title')}
      description={t('openData.description')}
      action={
        <Button
          variant="outline"
          size="sm"
          busy={download.isPending}
          busyText={t('openData.preparing')}
          onClick={() => download.mutate({ tenderId: tender.tenderId, projectCode: tender.projectCode })}
        >
          {t('openData.download')}
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
