/**
 * `GET /tenders/{tenderId}/attachments/{attachmentId}/download`: a signed link to one attachment, valid
 * for 60 s, that downloads under its file name (spec part 2, 9). Same visibility as the tender.
 */
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { s3 } from '../lib/clients/s3';
import { config } from '../lib/config';
import { NotFoundError } from '../lib/errors';
import { httpHandler } from '../lib/http-handler';
import { loadVisibleTender } from '../lib/tender-access';

/** Seconds a download link stays valid (part 2, 9). */
export const DOWNLOAD_EXPIRES_SECONDS = 60;

/** `attachment; filename="..."; filename*=UTF-8''...` with an ASCII fallback name. */
export function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(filename).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export const handler = httpHandler('attachments-download', async ({ auth, params }) => {
  const { attachments } = await loadVisibleTender(auth, params.tenderId!);
  const attachment = attachments.find((a) => a.attachmentId === params.attachmentId);
  if (!attachment) throw new NotFoundError('Attachment not found');
  const url = await getSignedUrl(
    s3,
    new GetObjectCommand({
      Bucket: config.filesBucket,
      Key: attachment.s3Key,
      ResponseContentDisposition: contentDisposition(attachment.filename),
      ResponseContentType: attachment.contentType,
    }),
    { expiresIn: DOWNLOAD_EXPIRES_SECONDS },
  );
  return { url, expiresInSeconds: DOWNLOAD_EXPIRES_SECONDS };
});
