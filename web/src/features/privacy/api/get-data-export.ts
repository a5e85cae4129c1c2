/**
 * `GET /me/data-export`: the caller's newest data export, `{export: null}` when none is kept.
 * While it is being prepared the query asks again every EXPORT_POLL_MS; once ready it asks again a minute
 * before the download link expires (each answer signs a new link valid EXPORT_LINK_SECONDS); a failed export
 * or none at all is not asked for again.
 */
import { useQuery } from '@tanstack/react-query';
import { apiClient, request } from '@/lib/api-client';

export const dataExportKey = ['me', 'data-export'] as const;

/** How often a preparing export is asked for (ms). */
export const EXPORT_POLL_MS = 2_000;

/** How long before its link expires a ready export is asked for again (ms), and the shortest wait then (ms). */
const RELINK_BEFORE_MS = 60_000;
const MIN_RELINK_WAIT_MS = 30_000;

export const getDataExport = () => request(apiClient().GET('/me/data-export'));

export type DataExportState = Awaited<ReturnType<typeof getDataExport>>;

/** When to ask again for `state` (ms), or false: see the module comment. `nowMs` epoch ms. */
export function nextExportCheck(state: DataExportState | undefined, nowMs = Date.now()): number | false {
  const current = state?.export;
  if (current?.status === 'preparing') return EXPORT_POLL_MS;
  if (current?.status === 'ready' && current.linkExpiresAt) return Math.max(Date.parse(current.linkExpiresAt) - nowMs - RELINK_BEFORE_MS, MIN_RELINK_WAIT_MS);
  return false;
}

/**
 * A fresh download link of file `file` of export `exportId` (`fileUrl`, valid 15 minutes): the links inside an
 * export lead to the Account page, which asks for it. Throws ApiRequestError 404 once the export is no longer kept.
 */
export const getDataExportFile = (wanted: { exportId: string; file: number }) =>
  request(apiClient().GET('/me/data-export', { params: { query: { exportId: wanted.exportId, file: String(wanted.file) } } }));

/** The link of the export file `wanted` (null: none asked for), asked once. */
export const useDataExportFile = (wanted: { exportId: string; file: number } | null) =>
  useQuery({ queryKey: [...dataExportKey, 'file', wanted], queryFn: () => getDataExportFile(wanted!), enabled: wanted !== null, retry: false, staleTime: Infinity });

/** The newest export, polled as described above. */
export const useDataExport = () => useQuery({ queryKey: dataExportKey, queryFn: getDataExport, refetchInterval: (query) => nextExportCheck(query.state.data) });
