/**
 * `GET /tenders/{tenderId}/attachments/{attachmentId}/download?disposition=attachment|inline`: a signed
 * link to one attachment, valid for 60 s (spec part 2, 9), that downloads under its file name or, for the
 * preview dialog, opens inline when the file is a PDF or a raster image (kernel/files.ts downloadHeaders; any
 * other type still downloads). Same visibility as the tender.
 */
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { s3 } from '../../../kernel/clients/s3';
import { config } from '../../../kernel/config';
import { NotFoundError } from '../../../kernel/errors';
import { downloadHeaders, DOWNLOAD_LINK_SECONDS } from '../../../kernel/files';
import { httpHandler } from '../../../api/http-handler';
import { loadVisibleTender } from '../tender-access';
import { english } from '../../../domain/i18n/english';

export const handler = httpHandler('attachments-download', async ({ auth, params, query }) => {
  const { attachments } = await loadVisibleTender(auth, params.tenderId!);
  const attachment = attachments.find((a) => a.attachmentId === params.attachmentId);
  if (!attachment) throw new NotFoundError(english('error.tender.attachmentNotFound'));
  const url = await getSignedUrl(
    s3,
    new GetObjectCommand({
      Bucket: config.filesBucket,
      Key: attachment.s3Key,
      ...downloadHeaders(attachment, query.disposition),
    }),
    { expiresIn: DOWNLOAD_LINK_SECONDS },
  );
  return { url, expiresInSeconds: DOWNLOAD_LINK_SECONDS };
});
