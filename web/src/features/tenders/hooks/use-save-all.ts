/**
 * Save All (part 2, geodesist detail and 8 "Files"): downloads every attachment of a tender, one fresh
 * 60-second link each, a short pause between files so the browser accepts several downloads. Toasts
 * 'Download started' first, then 'Download complete', or 'Download error' ('Some files could not be
 * downloaded') when any link could not be had.
 */
import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import type { Attachment } from '@features/tenders/domain/dto';
import { startDownload } from '@/lib/download';
import { getDownloadLink } from '../api/get-download-link';
import { catalogue } from '@/i18n/i18n';

/** Pause between two downloads, in ms. */
const GAP_MS = 300;

export function useSaveAll(tenderId: string) {
  const [saving, setSaving] = useState(false);

  /** Downloads `attachments` in order; resolves with the number of files that failed. */
  const saveAll = useCallback(
    async (attachments: Attachment[]): Promise<number> => {
      if (attachments.length === 0) return 0;
      setSaving(true);
      const { t } = catalogue;
      toast.info(t('saveAll.started'), { description: t('saveAll.downloading', { n: attachments.length }) });
      let failed = 0;
      try {
        for (const [i, a] of attachments.entries()) {
          try {
            const { url } = await getDownloadLink({ tenderId, attachmentId: a.attachmentId, disposition: 'attachment' });
            startDownload(url);
          } catch {
            failed += 1;
          }
          if (i < attachments.length - 1) await new Promise((r) => setTimeout(r, GAP_MS));
        }
      } finally {
        setSaving(false);
      }
      if (failed > 0) toast.error(t('saveAll.error'), { description: t('saveAll.errorText') });
      else toast.success(t('saveAll.complete'), { description: t('saveAll.completeText', { n: attachments.length }) });
      return failed;
    },
    [tenderId],
  );

  return { saveAll, saving };
}
