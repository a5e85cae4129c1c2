/** `GET /tenders/{tenderId}/attachments/{attachmentId}/download`: a signed link valid for 60 s (part 2, 9). */
import { useMutation } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import type { downloadLinkSchema } from '@domain/dto';
import { api } from '@/lib/api-client';

export type DownloadLink = z.infer<typeof downloadLinkSchema>;

export const getDownloadLink = ({ tenderId, attachmentId }: { tenderId: string; attachmentId: string }): Promise<DownloadLink> =>
  api<DownloadLink>(`/tenders/${encodeURIComponent(tenderId)}/attachments/${encodeURIComponent(attachmentId)}/download`);

/** Fetches a fresh link and starts the browser's download with it. */
export function useDownloadAttachment() {
  return useMutation({
    mutationFn: async (ids: { tenderId: string; attachmentId: string }) => {
      const { url } = await getDownloadLink(ids);
      const a = document.createElement('a');
      a.href = url;
      a.rel = 'noopener';
      document.body.append(a);
      a.click();
      a.remove();
      return url;
    },
  });
}
