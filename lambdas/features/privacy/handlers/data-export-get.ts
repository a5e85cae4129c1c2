/**
 * `GET /me/data-export`: the caller's newest export that has not expired: preparing, failed,
 * or ready with a download link signed now (valid EXPORT_LINK_SECONDS); `export: null` when none is kept.
 * With `exportId` and `file` (the links inside an export lead here through the Account page), also `fileUrl`, a link signed now to that file's copy in the export, for as long as the
 * export is kept; 404 when it is not (expired, erased, another user's, or no such file).
 */
import { httpHandler } from '../../../api/http-handler';
import { NotFoundError } from '../../../kernel/errors';
import { getExport, latestExport } from '../data/data-exports';
import { privacyMessages } from '../domain/privacy';
import { exportFileUrl, toDataExport } from '../export-jobs';

export const handler = httpHandler('data-export-get', async ({ auth, query }) => {
  const now = Date.now();
  const latest = await latestExport(auth.userId, now);
  const answer = { export: latest ? await toDataExport(latest, now) : null };
  if (query.exportId === undefined || query.file === undefined) return answer;
  const file = Number(query.file);
  const item = await getExport(auth.userId, query.exportId);
  if (!item || item.status !== 'ready' || item.expiresAt * 1000 <= now || file >= (item.fileCount ?? 0)) throw new NotFoundError(privacyMessages.exportFileGone);
  return { ...answer, fileUrl: await exportFileUrl(item, file) };
});
