/**
 * `GET /tenders/{tenderId}/deliveries` (part 2, deliverables on the poster, admin, status and deliver
 * pages): every delivery of the tender with its files, oldest first. Throws ApiRequestError (403 for
 * anyone but the poster, the contractor and admins).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, request } from '@/lib/api-client';

export const getDeliveries = (tenderId: string, signal?: AbortSignal) => request(apiClient().GET('/tenders/{tenderId}/deliveries', { params: { path: { tenderId } }, signal }));

export type DeliveryList = Awaited<ReturnType<typeof getDeliveries>>;

export const deliveriesKey = (tenderId: string) => ['deliveries', tenderId] as const;

/** How often the deliveries are read again while a file's quality check is still pending (ms). */
export const CHECK_REFETCH_MS = 4_000;

/** Whether any delivered file's quality check is still pending. */
export const checkPending = (list: DeliveryList | undefined) => !!list?.items.some((d) => d.files.some((f) => f.check?.status === 'pending'));

export const deliveriesQueryOptions = (tenderId: string) =>
  queryOptions({
    queryKey: deliveriesKey(tenderId),
    queryFn: ({ signal }) => getDeliveries(tenderId, signal),
    // The check worker stores each report a few seconds after the delivery: read again until none is pending.
    refetchInterval: (query) => (checkPending(query.state.data) ? CHECK_REFETCH_MS : false),
  });

/** The tender's deliveries, fetched only when `enabled`. */
export const useDeliveries = (tenderId: string, enabled = true) => useQuery({ ...deliveriesQueryOptions(tenderId), enabled });
