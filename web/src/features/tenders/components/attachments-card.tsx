/** Attachments with a Download button each, through a 60-second signed link (part 2, detail pages, 8 and 9). */
import { useState } from 'react';
import { toast } from 'sonner';
import type { Attachment } from '@domain/dto';
import { formatBytes } from '@domain/files';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DownloadIcon, FileIcon } from '@/components/ui/icons';
import { useDownloadAttachment } from '../api/get-download-link';

export function AttachmentsCard({ tenderId, attachments }: { tenderId: string; attachments: Attachment[] }) {
  const download = useDownloadAttachment();
  const [active, setActive] = useState<string | null>(null);

  const onDownload = (a: Attachment) => {
    setActive(a.attachmentId);
    download.mutate(
      { tenderId, attachmentId: a.attachmentId },
      {
        onSuccess: () => toast.info('Download started', { description: a.filename }),
        onError: () => toast.error('Download failed', { description: 'There was a problem downloading the file' }),
        onSettled: () => setActive(null),
      },
    );
  };

  return (
    <Card title={`Attachments (${attachments.length})`}>
      {attachments.length === 0 ? (
        <p className="muted">No attachments.</p>
      ) : (
        <ul className="file-list" aria-label="Attachments">
          {attachments.map((a) => (
            <li key={a.attachmentId} className="file-item" data-testid="attachment">
              <FileIcon size={20} className="file-icon" />
              <div className="file-meta">
                <div className="file-name">{a.filename}</div>
                <div className="muted small">{formatBytes(a.size)}</div>
              </div>
              <Button variant="outline" size="sm" icon={<DownloadIcon size={16} />} aria-label={`Download ${a.filename}`} busy={active === a.attachmentId} onClick={() => onDownload(a)}>
                Download
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
