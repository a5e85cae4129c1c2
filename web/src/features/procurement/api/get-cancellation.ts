/**
 * `GET /tenders/{tenderId}/cancellation`: a cancelled tender's reason, explanation, the canceller's role, when, and
 * its document with a link valid 60 s (a fresh one on each read). Only asked for a Cancelled tender.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, request } from '@/lib/api-client';

export const cancellationKey = (tenderId: string) => ['cancellation', tenderId] as const;

export const getCancellation = (tenderId: string) => request(apiClient().GET('/tenders/{tenderId}/cancellation', { params: { path: { tenderId } } }));

export const cancellationQueryOptions = (tenderId: string) => queryOptions({ queryKey: cancellationKey(tenderId), queryFn: () => getCancellation(tenderId) });

/** The cancellation of a Cancelled tender (`enabled` false for any other). */
export const useCancellation = (tenderId: string, enabled: boolean) => useQuery({ ...cancellationQueryOptions(tenderId), enabled });
