/**
 * `POST /me/data-export`: the caller asks for everything the platform holds about them (GDPR
 * articles 15 and 20). Records the export as preparing and queues the job; the worker writes the file
 * (workers/data-export-worker.ts). An export asked for in the last EXPORT_REQUEST_INTERVAL_MS that has not
 * failed is answered again instead of a new one (a double click prepares one file).
 */
import { httpHandler } from '../../../api/http-handler';
import { logger } from '../../../kernel/logger';
import { createExport, latestExport } from '../data/data-exports';
import { EXPORT_REQUEST_INTERVAL_MS } from '../domain/privacy';
import { queueExportJob, toDataExport } from '../export-jobs';

export const handler = httpHandler('data-export-request', async ({ auth }) => {
  const now = Date.now();
  const latest = await latestExport(auth.userId, now);
  if (latest && latest.status !== 'failed' && now - Date.parse(latest.createdAt) < EXPORT_REQUEST_INTERVAL_MS) return { export: await toDataExport(latest, now) };
  const item = await createExport(auth.userId, now);
  await queueExportJob({ userId: auth.userId, exportId: item.exportId });
  logger.info('Data export asked for', { exportId: item.exportId });
  return { export: await toDataExport(item, now) };
});
