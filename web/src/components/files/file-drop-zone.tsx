/**
 * File picker for attachments (part 2, Create and Edit tender) and deliverables (Deliver page): a file
 * input with its label, a drag-and-drop area with the hint, and the list of chosen files with a progress
 * bar, the status, and the message of a refused file. Uploads run in useFileUploads.
 */
import { Loader } from '@aws-amplify/ui-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { ACCEPT_ATTRIBUTE, formatBytes, MAX_FILE_BYTES } from '@domain/files';
import { CheckIcon, FileIcon, UploadIcon, XIcon } from '@/components/ui/icons';
import type { UploadItem } from '@/hooks/use-file-uploads';
import { loadParts, useT } from '@/i18n/i18n';
import type { MessageKey } from '@domain/i18n/catalogue';

await loadParts('maps');

const STATUS_TEXT: Record<UploadItem['status'], MessageKey> = {
  uploading: 'upload.uploading',
  verifying: 'upload.verifying',
  ready: 'upload.ready',
  failed: 'upload.failed',
};

/** The 50 MB limit of a file as the attachments hint writes it (part 2, 5). */
const MAX_SIZE_TEXT = formatBytes(MAX_FILE_BYTES).replace('.00', '');

export interface FileDropZoneProps {
  items: UploadItem[];
  onFiles: (files: File[]) => void;
  onRemove: (id: string) => void;
  disabled?: boolean;
  /** The field's label (default 'Attachments'; the deliver page says 'Files'). */
  label?: string;
  /** The hint under the drop area (default: the attachments' types and limit, part 2, 5). */
  hint?: string;
}

export function FileDropZone({ items, onFiles, onRemove, disabled, label, hint }: FileDropZoneProps) {
  const t = useT();
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
      <span className="field-label-wrap">
        <label htmlFor={id} className="field-label">
          {label ?? t('upload.attachments')}
        </label>
        <span className="field-required" aria-hidden="true">
          {' '}
          *
        </span>
      </span>
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
          <strong>{t('upload.drag')}</strong> {t('upload.or')}{' '}
          <button type="button" className="link-button" onClick={() => inputRef.current?.click()} disabled={disabled}>
            {t('upload.browse')}
          </button>
        </p>
        <p className="muted small" id={`${id}-hint`}>
          {hint ?? t('upload.hint', { size: MAX_SIZE_TEXT })}
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
        <ul className="upload-list" aria-label={t('upload.chosen')}>
          {items.map((item) => (
            <li key={item.id} className={`upload-item upload-${item.status}`} data-testid="upload-item" data-status={item.status}>
              <div className="upload-row">
                {item.status === 'ready' ? <CheckIcon size={18} className="upload-ok" /> : <FileIcon size={18} />}
                <div className="upload-meta">
                  <div className="file-name">{item.file.name}</div>
                  <div className="muted small">
                    {formatBytes(item.file.size)} · <span role="status">{t(STATUS_TEXT[item.status])}</span>
                  </div>
                </div>
                <button type="button" className="btn btn-ghost btn-icon btn-sm" aria-label={t('upload.remove', { filename: item.file.name })} onClick={() => onRemove(item.id)}>
                  <XIcon size={16} />
                </button>
              </div>
              {item.status !== 'failed' && (
                <Loader
                  variation="linear"
                  isDeterminate
                  isPercentageTextHidden
                  percentage={Math.round(item.progress)}
                  filledColor={item.status === 'ready' ? 'var(--amplify-colors-green-60)' : undefined}
                  aria-label={t('upload.progress', { filename: item.file.name })}
                  aria-valuemin={0}
                  aria-valuemax={100}
                />
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
