/**
 * `GET /me/data-export`: the caller's newest export that has not expired (issue 24, 4): preparing, failed,
 * or ready with a download link signed now (valid EXPORT_LINK_SECONDS); `export: null` when none is kept.
 */
import { httpHandler } from '../../../api/http-handler';
import { latestExport } from '../data/data-exports';
import { toDataExport } from '../export-jobs';

export const handler = httpHandler('data-export-get', async ({ auth }) => {
  const latest = await latestExport(auth.userId);
  return { export: latest ? await toDataExport(latest) : null };
});
