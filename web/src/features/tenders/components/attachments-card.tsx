/**
 * A tender's attachments (part 2, detail pages, 8 and 9): each file with Preview (images and PDF
 * inline, through FilePreviewDialog) and Download (a fresh 60-second link; 'Download started', or
 * 'Download failed' with 'There was a problem downloading the file' and 'Could not generate signed URL'),
 * and Save All for every file.
 */
import { useState } from 'react';
import { Button, Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { toast } from 'sonner';
import type { Attachment } from '@features/tenders/domain/dto';
import { DownloadIcon } from '@/components/ui/icons';
import { getDownloadLink, useDownloadAttachment } from '../api/get-download-link';
import { useSaveAll } from '../hooks/use-save-all';
import { FilePreviewDialog } from '@/components/files/file-preview-dialog';
import { FileRow } from '@/components/files/file-row';
import { toastDownloadFailed } from '@/components/files/file-messages';
import { useT } from '@/i18n/i18n';

export interface AttachmentsCardProps {
  tenderId: string;
  attachments: Attachment[];
  /** Offer Save All (default true). */
  saveAll?: boolean;
  /** Render without the card frame, inside another card (admin Tender Details). */
  bare?: boolean;
}

export function AttachmentsCard({ tenderId, attachments, saveAll = true, bare = false }: AttachmentsCardProps) {
  const t = useT();
  const download = useDownloadAttachment();
  const all = useSaveAll(tenderId);
  const [active, setActive] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState<Attachment | null>(null);

  const onDownload = (a: Attachment) => {
    setActive(a.attachmentId);
    download.mutate(
      { tenderId, attachmentId: a.attachmentId },
      {
        onSuccess: () => toast.info(t('attachments.downloadStarted'), { description: a.filename }),
        onError: toastDownloadFailed,
        onSettled: () => setActive(null),
      },
    );
  };

  const body = (
    <Flex direction="column" gap="0.75rem">
      <Flex justifyContent="space-between" alignItems="center" wrap="wrap" gap="0.5rem">
        <Heading level={bare ? 4 : 3}>{t('attachments.title', { n: attachments.length })}</Heading>
        {saveAll && attachments.length > 0 && (
          <Button size="small" onClick={() => void all.saveAll(attachments)} isLoading={all.saving} loadingText={t('attachments.saving')}>
            <DownloadIcon size={16} /> {t('attachments.saveAll')}
          </Button>
        )}
      </Flex>
      {attachments.length === 0 ? (
        <Text color="font.tertiary">{t('attachments.none')}</Text>
      ) : (
        <ul className="file-list" aria-label={t('attachments.label')}>
          {attachments.map((a) => (
            <FileRow
              key={a.attachmentId}
              testId="attachment"
              filename={a.filename}
              size={a.size}
              downloading={active === a.attachmentId}
              onPreview={() => setPreviewing(a)}
              onDownload={() => onDownload(a)}
            />
          ))}
        </ul>
      )}
      <FilePreviewDialog
        file={previewing}
        onClose={() => setPreviewing(null)}
        getUrl={async (disposition) => {
          if (!previewing) throw new Error('No file');
          return (await getDownloadLink({ tenderId, attachmentId: previewing.attachmentId, disposition })).url;
        }}
      />
    </Flex>
  );

  if (bare) return <section aria-label={t('attachments.label')}>{body}</section>;
  return (
    <Card variation="outlined" as="section" aria-label={t('attachments.label')} className="detail-card">
      {body}
    </Card>
  );
}
