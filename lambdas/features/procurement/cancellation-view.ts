/**
 * A stored cancellation as the tender's page shows it (domain/cancellation.ts `cancellationSchema`): the reason's
 * code and label, the explanation, the canceller's role (never their name or id), when, and its document with a
 * download link signed now and valid DOWNLOAD_LINK_SECONDS (kernel/files.ts), so each read gives a fresh one.
 */
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { s3 } from '../../kernel/clients/s3';
import { config } from '../../kernel/config';
import { downloadHeaders, DOWNLOAD_LINK_SECONDS } from '../../kernel/files';
import { CANCEL_REASON_LABELS, type Cancellation } from './domain/cancellation';
import type { StoredCancellation } from './data/cancellation';

/** `stored`, the cancellation of tender `tenderId`, as the API answers it (signs the document's link, no I/O else). */
export async function toCancellation(tenderId: string, stored: StoredCancellation): Promise<Cancellation> {
  const doc = stored.document;
  const url = doc ? await getSignedUrl(s3, new GetObjectCommand({ Bucket: config.filesBucket, Key: doc.s3Key, ...downloadHeaders(doc) }), { expiresIn: DOWNLOAD_LINK_SECONDS }) : null;
  return {
    tenderId,
    reason: stored.reason,
    reasonLabel: CANCEL_REASON_LABELS[stored.reason],
    text: stored.text ?? null,
    cancelledByRole: stored.byRole,
    cancelledAt: stored.at,
    document: doc && url ? { filename: doc.filename, contentType: doc.contentType, size: doc.size, url, expiresInSeconds: DOWNLOAD_LINK_SECONDS } : null,
  };
}
