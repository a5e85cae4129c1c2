/** `GET /tenders/{tenderId}`: one tender with its attachments; each fetch counts a view (part 2, 4). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, request } from '@/lib/api-client';
import { tenderDetailKey } from '@/lib/tender-queries';

export const getTender = (tenderId: string) => request(apiClient().GET('/tenders/{tenderId}', { params: { path: { tenderId } } }));

export const tenderQueryOptions = (tenderId: string) =>
  // A view is counted per fetch: do not refetch on every mount or focus.
  queryOptions({ queryKey: tenderDetailKey(tenderId), queryFn: () => getTender(tenderId), staleTime: 5 * 60_000 });

/** The tender, fetched only when `enabled` (false for a malformed id). */
export const useTender = (tenderId: string, enabled = true) => useQuery({ ...tenderQueryOptions(tenderId), enabled });
