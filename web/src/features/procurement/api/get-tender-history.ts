/**
 * `GET /tenders/{tenderId}/history`: the tender's history, newest first, a page (20 entries) at a time, for whoever may
 * read the tender. Pages follow the server's cursor (TanStack Query's infinite query). The key is
 * `tenderHistoryKey(tenderId)` (lib/tender-queries.ts), under `['tenders']`, so every change that refreshes the
 * tender lists (a bid, an award, a completion, an edit, a notification about the tender) reads the history again.
 */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient, request } from '@/lib/api-client';
import { tenderHistoryKey } from '@/lib/tender-queries';

export const getTenderHistory = (tenderId: string, cursor: string | null, signal?: AbortSignal) =>
  request(apiClient().GET('/tenders/{tenderId}/history', { params: { path: { tenderId }, query: cursor ? { cursor } : {} }, signal }));

export type TenderHistoryPage = Awaited<ReturnType<typeof getTenderHistory>>;

export const tenderHistoryQueryOptions = (tenderId: string) =>
  infiniteQueryOptions({
    queryKey: tenderHistoryKey(tenderId),
    queryFn: ({ pageParam, signal }) => getTenderHistory(tenderId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: TenderHistoryPage) => last.nextCursor,
  });

/** The tender's history pages so far, and `fetchNextPage` for 'Show more'. */
export const useTenderHistory = (tenderId: string) => useInfiniteQuery(tenderHistoryQueryOptions(tenderId));
