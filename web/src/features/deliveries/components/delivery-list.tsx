/**
 * Deliveries in round order (part 2, deliverables on the poster, admin, status and deliver pages; issue
 * 9): each with its round number, status badge, date, notes, the poster's change request, and its files
 * with Preview (FilePreviewDialog with an inline link) and Download (a fresh 60-second link), and under each geodata
 * file its quality check (FileCheckReport). `actions`
 * adds controls per delivery (Request Changes on the status page).
 */
import { Fragment, useState, type ReactNode } from 'react';
import { Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { toast } from 'sonner';
import type { Delivery, DeliveryFile } from '@features/deliveries/domain/dto';
import { inRounds } from '@features/deliveries/domain/delivery';
import { DeliveryStatusBadge } from '@/components/status-badge';
import { FilePreviewDialog } from '@/components/files/file-preview-dialog';
import { FileRow } from '@/components/files/file-row';
import { toastDownloadFailed } from '@/components/files/file-messages';
import { startDownload } from '@/lib/download';
import { getDeliveryFileLink } from '../api/get-delivery-file-link';
import { FileCheckReport } from './file-check-report';
import { loadParts, useT } from '@/i18n/i18n';
import { useFormat } from '@/i18n/format';

await loadParts('work');

export interface DeliveryListProps {
  tenderId: string;
  deliveries: readonly Delivery[];
  /** Newest round first (default: oldest first, rounds in order). */
  newestFirst?: boolean;
  actions?: (delivery: Delivery) => ReactNode;
}

export function DeliveryList({ tenderId, deliveries, newestFirst = false, actions }: DeliveryListProps) {
  const t = useT();
  const rounds = inRounds(deliveries).map((d, i) => ({ delivery: d, round: i + 1 }));
  if (newestFirst) rounds.reverse();
  return (
    <ol className="delivery-list" aria-label={t('deliveries.list')}>
      {rounds.map(({ delivery, round }) => (
        <li key={delivery.deliveryId}>
          <DeliveryItem tenderId={tenderId} delivery={delivery} round={round} actions={actions?.(delivery)} />
        </li>
      ))}
    </ol>
  );
}

/** One delivery with its files. */
export function DeliveryItem({ tenderId, delivery, round, actions }: { tenderId: string; delivery: Delivery; round?: number; actions?: ReactNode }) {
  const t = useT();
  const fmt = useFormat();
  return (
    <Card variation="outlined" data-testid="delivery" data-status={delivery.status} className="delivery-item">
      <Flex direction="column" gap="0.5rem">
        <Flex justifyContent="space-between" alignItems="center" wrap="wrap" gap="0.5rem">
          <Flex alignItems="center" gap="0.5rem">
            <Heading level={4}>{round ? t('delivery.round', { round }) : t('delivery.title')}</Heading>
            <DeliveryStatusBadge status={delivery.status} />
          </Flex>
          <Text fontSize="small" color="font.tertiary">
            {t('delivery.submitted', { date: fmt.dateTime(delivery.submittedAt), name: delivery.geodesistName })}
          </Text>
        </Flex>
        <div>
          <Text fontSize="small" fontWeight="600">
            {t('delivery.notes')}
          </Text>
          <Text className="prewrap" data-testid="delivery-notes">
            {delivery.notes || t('delivery.noNotes')}
          </Text>
        </div>
        {delivery.changeRequest && (
          <div className="change-request" data-testid="change-request">
            <Text fontSize="small" fontWeight="600">
              {t('delivery.changesRequested', { date: fmt.date(delivery.changeRequest.requestedAt) })}
            </Text>
            <Text className="prewrap">{delivery.changeRequest.comment}</Text>
          </div>
        )}
        <DeliveryFiles tenderId={tenderId} delivery={delivery} />
        {actions && <Flex gap="0.5rem">{actions}</Flex>}
      </Flex>
    </Card>
  );
}

/** A delivery's files with Preview and Download. */
export function DeliveryFiles({ tenderId, delivery }: { tenderId: string; delivery: Delivery }) {
  const t = useT();
  const fmt = useFormat();
  const [previewing, setPreviewing] = useState<DeliveryFile | null>(null);
  const [active, setActive] = useState<string | null>(null);
  const ref = (f: DeliveryFile) => ({ tenderId, deliveryId: delivery.deliveryId, fileId: f.fileId });

  const onDownload = async (f: DeliveryFile) => {
    setActive(f.fileId);
    try {
      startDownload(await getDeliveryFileLink(ref(f), 'attachment'));
      toast.info(t('delivery.downloadStarted'), { description: f.filename });
    } catch (error) {
      toastDownloadFailed(error);
    } finally {
      setActive(null);
    }
  };

  if (delivery.files.length === 0) return <Text color="font.tertiary">{t('delivery.noFiles')}</Text>;
  return (
    <>
      <ul className="file-list" aria-label={t('delivery.files', { date: fmt.dateTime(delivery.submittedAt) })}>
        {delivery.files.map((f) => (
          <Fragment key={f.fileId}>
            <FileRow testId="delivery-file" filename={f.filename} size={f.size} downloading={active === f.fileId} onPreview={() => setPreviewing(f)} onDownload={() => void onDownload(f)} />
            {f.check && (
              <li className="file-check-item">
                <FileCheckReport filename={f.filename} check={f.check} />
              </li>
            )}
          </Fragment>
        ))}
      </ul>
      <FilePreviewDialog
        file={previewing}
        onClose={() => setPreviewing(null)}
        getUrl={(disposition) => {
          if (!previewing) return Promise.reject(new Error('No file'));
          return getDeliveryFileLink(ref(previewing), disposition);
        }}
      />
    </>
  );
}
