/**
 * `GET /tenders/{tenderId}/deliveries/{deliveryId}/files/{fileId}/download?disposition=inline|attachment`:
 * a signed link to one deliverable, valid for 60 s (spec part 2, 9), that opens inline (the preview
 * dialog; PDF and raster images only, kernel/files.ts downloadHeaders) or downloads under its file name. For the poster who created the tender, its contractor and
 * admins; others 403, unknown ids 404.
 */
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { getDeliveryFile } from '../data/deliveries';
import { deliveryMessages } from '../domain/delivery';
import { s3 } from '../../../kernel/clients/s3';
import { config } from '../../../kernel/config';
import { loadTenderForDeliveries } from '../delivery-access';
import { NotFoundError } from '../../../kernel/errors';
import { downloadHeaders, DOWNLOAD_LINK_SECONDS } from '../../../kernel/files';
import { httpHandler } from '../../../api/http-handler';

export const handler = httpHandler('delivery-files-download', async ({ auth, params, query }) => {
  const tenderId = params.tenderId!;
  await loadTenderForDeliveries(auth, tenderId);
  const file = await getDeliveryFile(tenderId, params.deliveryId!, params.fileId!);
  if (!file) throw new NotFoundError(deliveryMessages.fileNotFound);
  const url = await getSignedUrl(
    s3,
    new GetObjectCommand({
      Bucket: config.filesBucket,
      Key: file.s3Key,
      ...downloadHeaders(file, query.disposition),
    }),
    { expiresIn: DOWNLOAD_LINK_SECONDS },
  );
  return { url, expiresInSeconds: DOWNLOAD_LINK_SECONDS };
});
