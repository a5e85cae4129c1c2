/**
 * `GET /tenders/{tenderId}/attachments/{attachmentId}/download?disposition=inline|attachment`: a signed
 * link valid for 60 s (part 2, 9), inline for the preview dialog or as a download under the file name.
 */
import { useMutation } from '@tanstack/react-query';
import { apiClient, request } from '@/lib/api-client';

export type Disposition = 'inline' | 'attachment';

/** Asks for a fresh signed link to one attachment; throws ApiRequestError (403/404) when the caller may not see it. */
export const getDownloadLink = ({ tenderId, attachmentId, disposition = 'attachment' }: { tenderId: string; attachmentId: string; disposition?: Disposition }) =>
  request(apiClient().GET('/tenders/{tenderId}/attachments/{attachmentId}/download', { params: { path: { tenderId, attachmentId }, query: { disposition } } }));

export type DownloadLink = Awaited<ReturnType<typeof getDownloadLink>>;

/** Starts the browser's download of a signed URL (an anchor click: no CORS read of the bytes needed). */
export function startDownload(url: string): void {
  const a = document.createElement('a');
  a.href = url;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
}

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
