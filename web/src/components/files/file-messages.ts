/**
 * Messages of file previews and downloads, attachments and deliverables alike (part 2, 8 "Files"): each
 * in one place (catalogue part `maps`, loaded with this module), so the preview dialog, the attachments card and
 * the delivery files say the same.
 */
import { toast } from 'sonner';
import { ApiRequestError } from '@/lib/api-client';
import { catalogue, loadParts } from '@/i18n/i18n';

await loadParts('maps');

/**
 * Why a signed link could not be had (`error`: what the link request threw): 'Could not generate signed
 * URL' and the server's or the network's message (e.g. 'Attachment not found'), else 'Please try again.'.
 */
export function signedUrlFailure(error: unknown): string {
  if (error instanceof ApiRequestError && error.message) return catalogue.t('files.signedUrlReason', { reason: error.message });
  return catalogue.t('files.signedUrlRetry');
}

/** Toasts 'Download failed' ('There was a problem downloading the file') with why the link could not be had. */
export function toastDownloadFailed(error: unknown): void {
  toast.error(catalogue.t('files.downloadFailed'), { description: catalogue.t('files.downloadProblem', { reason: signedUrlFailure(error) }) });
}
