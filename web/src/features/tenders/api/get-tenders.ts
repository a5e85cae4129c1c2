/**
 * `GET /tenders` (part 2, 7 "List tenders"): one page of at most 10 summaries (TENDER_PAGE_SIZE) and
 * the cursor of the next page. Several statuses go as one comma list (`status=Open,In Progress`), so
 * the server pages a merged list and every page is one request.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { TenderPage } from '@domain/dto';
import type { TenderListQuery, TenderScope } from '@domain/schemas';
import type { TenderSort, TenderStatus } from '@domain/tender';
import { api } from '@/lib/api-client';

/** One page of tenders; rejects with the API client's error (status and message) on a non-2xx answer. */
export const getTenders = (query: TenderListQuery, signal?: AbortSignal): Promise<TenderPage> =>
  api<TenderPage>('/tenders', { query: { ...query }, signal });

/** What a list shows: the scope (open, mine, bids, contracts, history, all), statuses, sort and search term. */
export interface TenderListParams {
  scope: TenderScope;
  /** No statuses: every status the scope allows. */
  statuses?: readonly TenderStatus[];
  sort?: TenderSort;
  search?: string;
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

/** Query of one page; `cursor` undefined for the first. Every list key starts with ['tenders', 'list']. */
export const tendersQueryOptions = (params: TenderListParams, cursor?: string) =>
  queryOptions({
    queryKey: ['tenders', 'list', tenderListQuery(params), cursor ?? null],
    queryFn: ({ signal }) => getTenders(tenderListQuery(params, cursor), signal),
    placeholderData: keepPreviousData,
  });

interface PageState {
  key: string;
  /** cursors[i] opens page i + 1 (cursors[0] is undefined: the first page). */
  cursors: (string | undefined)[];
  /** Zero-based index of the page shown. */
  index: number;
}

/**
 * Cursor paging of a tender list: the pages seen so far are kept as a stack of cursors, so the user
 * can go forward (while the server gives a next cursor) and back to any page seen. Changing the
 * params (tab, search, sort) starts again at page 1.
 * Returns the query of the current page, `page` (1-based), `knownPages`, `hasMorePages` and moves.
 */
export function useTenderPages(params: TenderListParams) {
  const key = JSON.stringify(tenderListQuery(params));
  const [state, setState] = useState<PageState>({ key, cursors: [undefined], index: 0 });
  const current = state.key === key ? state : { key, cursors: [undefined], index: 0 };
  if (state.key !== key) setState(current);

  const query = useQuery(tendersQueryOptions(params, current.cursors[current.index]));
  const nextCursor = query.isPlaceholderData ? null : (query.data?.nextCursor ?? null);
  const onLastKnown = current.index === current.cursors.length - 1;

  const goNext = useCallback(() => {
    setState((s) => {
      if (s.key !== key) return s;
      if (s.index < s.cursors.length - 1) return { ...s, index: s.index + 1 };
      if (!nextCursor) return s;
      return { ...s, cursors: [...s.cursors, nextCursor], index: s.index + 1 };
    });
  }, [key, nextCursor]);

  const goTo = useCallback(
    (page: number) => setState((s) => (s.key === key && page >= 1 && page <= s.cursors.length ? { ...s, index: page - 1 } : s)),
    [key],
  );

  const goPrevious = useCallback(() => setState((s) => (s.key === key && s.index > 0 ? { ...s, index: s.index - 1 } : s)), [key]);

  return {
    query,
    page: current.index + 1,
    knownPages: current.cursors.length,
    hasMorePages: onLastKnown && Boolean(nextCursor),
    goNext,
    goPrevious,
    goTo,
  };
}
