/**
 * `GET /tenders/{tenderId}/attachments/{attachmentId}/download?disposition=inline|attachment`: a signed
 * link valid for 60 s (part 2, 9), inline for the preview dialog or as a download under the file name.
 */
import { useMutation } from '@tanstack/react-query';
import { apiClient, request } from '@/lib/api-client';
import { startDownload } from '@/lib/download';

export type Disposition = 'inline' | 'attachment';

/** Asks for a fresh signed link to one attachment; throws ApiRequestError (403/404) when the caller may not see it. */
export const getDownloadLink = ({ tenderId, attachmentId, disposition = 'attachment' }: { tenderId: string; attachmentId: string; disposition?: Disposition }) =>
  request(apiClient().GET('/tenders/{tenderId}/attachments/{attachmentId}/download', { params: { path: { tenderId, attachmentId }, query: { disposition } } }));

export type DownloadLink = Awaited<ReturnType<typeof getDownloadLink>>;

/** Fetches a fresh link and starts the browser's download with it; resolves with the URL. */
export function useDownloadAttachment() {
  return useMutation({
    mutationFn: async (ids: { tenderId: string; attachmentId: string }) => {
      const { url } = await getDownloadLink({ ...ids, disposition: 'attachment' });
      startDownload(url);
      return url;
    },
  });
}
