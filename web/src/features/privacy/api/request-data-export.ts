/**
 * `POST /me/data-export` (GDPR articles 15 and 20): asks for a file of everything the platform
 * holds about the caller; the answer (usually 'preparing', or the export asked for in the last 5 minutes)
 * becomes the newest export, which useDataExport then polls. Throws ApiRequestError (the server's message).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, request } from '@/lib/api-client';
import { dataExportKey, type DataExportState } from './get-data-export';

export const requestDataExport = () => request(apiClient().POST('/me/data-export'));

/** Asks for an export and shows its answer as the newest export. */
export function useRequestDataExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: requestDataExport,
    onSuccess: (answer: DataExportState) => client.setQueryData(dataExportKey, answer),
  });
}
