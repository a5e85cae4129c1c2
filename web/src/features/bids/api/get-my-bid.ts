/**
 * `GET /tenders/{tenderId}/bid` (part 2, geodesist detail "bid panel with any existing bid"): the
 * caller's own bid on the tender, or null. Throws ApiRequestError on a non-2xx answer.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, request } from '@/lib/api-client';

export const getMyBid = (tenderId: string) => request(apiClient().GET('/tenders/{tenderId}/bid', { params: { path: { tenderId } } }));

export type OwnBidAnswer = Awaited<ReturnType<typeof getMyBid>>;

/** Query key of the caller's bid on one tender. */
export const myBidKey = (tenderId: string) => ['bids', 'mine', tenderId] as const;

export const myBidQueryOptions = (tenderId: string) => queryOptions({ queryKey: myBidKey(tenderId), queryFn: () => getMyBid(tenderId) });

/** The caller's bid on `tenderId` (`data.bid` null when none). */
export const useMyBid = (tenderId: string, enabled = true) => useQuery({ ...myBidQueryOptions(tenderId), enabled });
