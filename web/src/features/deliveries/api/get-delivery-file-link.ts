/**
 * `GET /tenders/{tenderId}/deliveries/{deliveryId}/files/{fileId}/download?disposition=inline|attachment`
 * (part 2, 9): a signed link valid for 60 s, inline for the preview dialog or as a download under the
 * file name. Resolves with the URL; throws ApiRequestError (403/404).
 */
import { apiClient, request } from '@/lib/api-client';

export interface DeliveryFileRef {
  tenderId: string;
  deliveryId: string;
  fileId: string;
}

export const getDeliveryFileLink = async ({ tenderId, deliveryId, fileId }: DeliveryFileRef, disposition: 'inline' | 'attachment' = 'attachment'): Promise<string> => {
  const { url } = await request(
    apiClient().GET('/tenders/{tenderId}/deliveries/{deliveryId}/files/{fileId}/download', {
      params: { path: { tenderId, deliveryId, fileId }, query: { disposition } },
    }),
  );
  return url;
};
