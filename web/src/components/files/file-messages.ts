/**
 * Messages of file previews and downloads, attachments and deliverables alike (part 2, 8 "Files"): each
 * in one place, so the preview dialog, the attachments card and the delivery files say the same.
 */
import { toast } from 'sonner';
import { ApiRequestError } from '@/lib/api-client';

export const fileMessages = {
  previewFailed: 'Preview failed',
  signedUrlFailed: 'Could not generate signed URL',
  previewUnavailable: 'Preview unavailable',
  previewNotSupported: 'Preview not supported',
  downloadFailed: 'Download failed',
  downloadProblem: 'There was a problem downloading the file',
} as const;

/**
 * Why a signed link could not be had (`error`: what the link request threw): 'Could not generate signed
 * URL' and the server's or the network's message (e.g. 'Attachment not found'), else 'Please try again.'.
 */
export function signedUrlFailure(error: unknown): string {
  if (error instanceof ApiRequestError && error.message) return `${fileMessages.signedUrlFailed}: ${error.message}`;
  return `${fileMessages.signedUrlFailed}. Please try again.`;
}

/** Toasts 'Download failed' ('There was a problem downloading the file') with why the link could not be had. */
export function toastDownloadFailed(error: unknown): void {
  toast.error(fileMessages.downloadFailed, { description: `${fileMessages.downloadProblem}. ${signedUrlFailure(error)}` });
}
