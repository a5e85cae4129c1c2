/**
 * `GET /tenders` (part 2, 7 "List tenders"): one page of at most 10 summaries (TENDER_PAGE_SIZE) and
 * the cursor of the next page. Several statuses go as one comma list (`status=Open,In Progress`), so
 * the server pages a merged list and every page is one request. A page not answered within 5 s is
 * aborted (`timeout_error`); a 5xx answer is `custom_error` (tender-query-error.ts).
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { TenderListQuery, TenderScope } from '@features/tenders/domain/schemas';
import type { TenderSort, TenderStatus } from '@features/tenders/domain/tender';
import { apiClient, request } from '@/lib/api-client';
import { useCursorPages } from '@/lib/cursor-pages';
import { withTenderQueryTimeout } from './tender-query-error';

/**
 * One page of tenders for `query`; `signal` cancels it. Rejects with TenderQueryError `timeout_error`
 * after 5 s (the request is aborted) or `custom_error` on a 5xx answer, else with the API client's error
 * (status and message) on a non-2xx answer.
 */
export const getTenders = (query: TenderListQuery, signal?: AbortSignal) => withTenderQueryTimeout((timed) => request(apiClient().GET('/tenders', { params: { query }, signal: timed })), signal);

/**
 * The open tenders whose site lies in one of the caller's service areas (`GET /tenders/matching`, a geodesist's
 * 'Matches my areas'; with no area every open tender with a site), soonest deadline first, in the shape of
 * `getTenders` (one page: `nextCursor` is null), with its failures.
 */
export const getMatchingTenders = (signal?: AbortSignal) => withTenderQueryTimeout((timed) => request(apiClient().GET('/tenders/matching', { signal: timed })), signal);

/** What a list shows: the scope (open, mine, bids, contracts, history, all), statuses, sort and search term. */
export interface TenderListParams {
  scope: TenderScope;
  /** No statuses: every status the scope allows. */
  statuses?: readonly TenderStatus[];
  sort?: TenderSort;
  search?: string;
  /** Only the open tenders matching the caller's service areas (a geodesist's 'Matches my areas'; search and sort do not apply). */
  matching?: boolean;
}

/** The query string of a list page: statuses as a comma list, an empty search left out. */
export function tenderListQuery(params: TenderListParams, cursor?: string): TenderListQuery {
  return {
    scope: params.scope,
    status: params.statuses?.length ? params.statuses.join(',') : undefined,
    sort: params.sort,
    search: params.search?.trim() || undefined,
    cursor,
  };
}

/**
 * Query of one page; `cursor` undefined for the first. Every list key starts with ['tenders', 'list']; the matching
 * list's key says 'matching' (its source is `GET /tenders/matching`).
 */
export const tendersQueryOptions = (params: TenderListParams, cursor?: string) =>
  queryOptions({
    queryKey: ['tenders', 'list', params.matching ? 'matching' : tenderListQuery(params), cursor ?? null],
    queryFn: ({ signal }) => (params.matching ? getMatchingTenders(signal) : getTenders(tenderListQuery(params, cursor), signal)),
    placeholderData: keepPreviousData,
  });

/** Cursor paging of a tender list (lib/cursor-pages.ts); changing the params starts again at page 1. */
export function useTenderPages(params: TenderListParams) {
  return useCursorPages(params.matching ? 'matching' : JSON.stringify(tenderListQuery(params)), (cursor) => tendersQueryOptions(params, cursor));
}
