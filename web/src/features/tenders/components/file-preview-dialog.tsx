/**
 * Preview of one file (part 2, 8 "Files"): images and PDF inline through a short-lived inline link,
 * 'Preview not supported' for other types, with a download button. Used for attachments and
 * deliverables: the caller passes how to get a signed link. Slot: implemented by the tenders feature.
 */
export interface PreviewFile {
  filename: string;
  contentType: string;
}

export interface FilePreviewDialogProps {
  /** The file to preview; null closes the dialog. */
  file: PreviewFile | null;
  /** A signed URL (60 s) for the file, inline for the preview or attachment for a download. */
  getUrl: (disposition: 'inline' | 'attachment') => Promise<string>;
  onClose: () => void;
}

export function FilePreviewDialog(_props: FilePreviewDialogProps) {
  return null;
}
