/**
 * Deliverables picker (part 2, Deliver page): a file input labelled "Files", a drag-and-drop area with the
 * hint listing PDF, DOCX, ZIP, DWG, KML and DXF with maximum 100MB per file, and the chosen files with a
 * progress bar each, their status and the message of a refused file. Uploads run in useFileUploads.
 */
import { useId, useRef, useState, type DragEvent } from 'react';
import { Button, Flex, Loader, Text } from '@aws-amplify/ui-react';
import { ACCEPT_ATTRIBUTE, formatBytes } from '@domain/files';
import { CheckIcon, FileIcon, UploadIcon, XIcon } from '@/components/ui/icons';
import type { UploadItem } from '@/features/tenders/hooks/use-file-uploads';

/** The deliver page's hint (part 2, Deliver page). */
export const DELIVERABLES_HINT = 'Accepted formats: PDF, DOCX, ZIP, DWG, KML, DXF (maximum 100MB per file). Files upload as soon as you add them.';

const STATUS_TEXT: Record<UploadItem['status'], string> = { uploading: 'Uploading...', verifying: 'Verifying...', ready: 'Uploaded', failed: 'Failed' };

export interface DeliverablesDropZoneProps {
  items: UploadItem[];
  onFiles: (files: File[]) => void;
  onRemove: (id: string) => void;
  disabled?: boolean;
}

export function DeliverablesDropZone({ items, onFiles, onRemove, disabled }: DeliverablesDropZoneProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const id = useId();

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    if (disabled) return;
    const files = [...e.dataTransfer.files];
    if (files.length) onFiles(files);
  };

  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        Files <span aria-hidden="true">*</span>
      </label>
      <div
        className={`drop-zone${dragging ? ' is-dragging' : ''}`}
        data-testid="drop-zone"
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <UploadIcon size={28} />
        <p>
          <strong>Drag and drop files here</strong> or{' '}
          <button type="button" className="link-button" onClick={() => inputRef.current?.click()} disabled={disabled}>
            browse your computer
          </button>
        </p>
        <p className="muted small" id={`${id}-hint`}>
          {DELIVERABLES_HINT}
        </p>
        <input
          ref={inputRef}
          id={id}
          type="file"
          multiple
          accept={ACCEPT_ATTRIBUTE}
          className="sr-only"
          aria-describedby={`${id}-hint`}
          disabled={disabled}
          onChange={(e) => {
            const files = [...(e.target.files ?? [])];
            e.target.value = '';
            if (files.length) onFiles(files);
          }}
        />
      </div>
      {items.length > 0 && (
        <ul className="upload-list" aria-label="Chosen files">
          {items.map((item) => (
            <li key={item.id} className={`upload-item upload-${item.status}`} data-testid="upload-item" data-status={item.status}>
              <Flex alignItems="center" gap="0.5rem">
                {item.status === 'ready' ? <CheckIcon size={18} className="upload-ok" /> : <FileIcon size={18} />}
                <div className="upload-meta" style={{ flex: 1 }}>
                  <div className="file-name">{item.file.name}</div>
                  <Text as="div" fontSize="small" color="font.tertiary">
                    {formatBytes(item.file.size)} · <span role="status">{STATUS_TEXT[item.status]}</span>
                  </Text>
                </div>
                <Button size="small" variation="link" aria-label={`Remove ${item.file.name}`} onClick={() => onRemove(item.id)}>
                  <XIcon size={16} />
                </Button>
              </Flex>
              {item.status !== 'failed' && (
                <div role="progressbar" aria-label={`Upload progress for ${item.file.name}`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(item.progress)}>
                  <Loader variation="linear" isDeterminate percentage={Math.round(item.progress)} isPercentageTextHidden aria-hidden="true" />
                </div>
              )}
              {item.error && (
                <p className="field-error" role="alert">
                  {item.error}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
