/**
 * One stored file in a list (part 2, attachments and deliverables): icon, name and size, Preview, and
 * Download (busy while its link is fetched). Used by the attachments card and the deliveries list.
 */
import { Button, Flex } from '@aws-amplify/ui-react';
import { formatBytes } from '@domain/files';
import { DownloadIcon, EyeIcon, FileIcon } from '@/components/ui/icons';
import { loadParts, useT } from '@/i18n/i18n';

await loadParts('maps');

export interface FileRowProps {
  filename: string;
  /** Bytes. */
  size: number;
  /** True while the download link is being fetched. */
  downloading: boolean;
  onPreview: () => void;
  onDownload: () => void;
  testId: string;
}

export function FileRow({ filename, size, downloading, onPreview, onDownload, testId }: FileRowProps) {
  const t = useT();
  return (
    <li className="file-item" data-testid={testId}>
      <FileIcon size={20} className="file-icon" />
      <div className="file-meta">
        <div className="file-name">{filename}</div>
        <div className="muted small">{formatBytes(size)}</div>
      </div>
      <Flex gap="0.25rem">
        <Button size="small" variation="link" aria-label={t('files.previewOf', { filename })} onClick={onPreview}>
          <EyeIcon size={16} /> {t('files.preview')}
        </Button>
        <Button size="small" aria-label={t('files.downloadOf', { filename })} isLoading={downloading} loadingText={t('files.download')} onClick={onDownload}>
          <DownloadIcon size={16} /> {t('files.download')}
        </Button>
      </Flex>
    </li>
  );
}
