/**
 * `GET /tenders/{tenderId}/bids` (part 2, poster Submitted Bids and admin bids table): one page of a
 * tender's bids, newest first, with the cursor of the next page. Labels are 'Geodesist #n' for the
 * poster while the tender is Open. Throws ApiRequestError (403 for anyone but the poster and admins).
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, request } from '@/lib/api-client';

export const getBids = (tenderId: string, cursor?: string, signal?: AbortSignal) => request(apiClient().GET('/tenders/{tenderId}/bids', { params: { path: { tenderId }, query: { cursor } }, signal }));

/** Every bids-list key starts with ['bids', 'list', tenderId]. */
export const bidsQueryOptions = (tenderId: string, cursor?: string) =>
  queryOptions({
    queryKey: ['bids', 'list', tenderId, cursor ?? null],
    queryFn: ({ signal }) => getBids(tenderId, cursor, signal),
    placeholderData: keepPreviousData,
  });

/** One page of bids (`cursor` undefined for the first). */
export const useBids = (tenderId: string, cursor?: string) => useQuery(bidsQueryOptions(tenderId, cursor));
