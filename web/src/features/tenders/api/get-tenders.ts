/**
 * `GET /tenders` (part 2, 7 "List tenders"), paged by cursor. A list over several statuses (the
 * poster's Active and History tabs) asks for each status and merges the pages in the list's order.
 */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { TenderPage, TenderSummary } from '@domain/dto';
import type { TenderListQuery } from '@domain/schemas';
import { querySort, type TenderSort, type TenderStatus } from '@domain/tender';
import { api } from '@/lib/api-client';

export const getTenders = (query: TenderListQuery, signal?: AbortSignal): Promise<TenderPage> =>
  api<TenderPage>('/tenders', { query: { ...query }, signal });

export interface TenderListParams {
  scope: 'open' | 'mine' | 'all';
  /** No statuses: every status the scope allows. */
  statuses?: readonly TenderStatus[];
  sort?: TenderSort;
  search?: string;
}

/** Cursor per status ('' when no status filter); null once that status is exhausted. */
type Cursors = Record<string, string | null | undefined>;

const compare = (sort: TenderSort | undefined) => {
  const effective = querySort(sort);
  return (a: TenderSummary, b: TenderSummary) => {
    if (effective === 'oldest') return a.createdAt.localeCompare(b.createdAt);
    if (effective === 'expiringSoon') return a.expiryDate.localeCompare(b.expiryDate);
    return b.createdAt.localeCompare(a.createdAt);
  };
};

export const tendersQueryOptions = (params: TenderListParams) => {
  const keys = params.statuses?.length ? [...params.statuses] : [''];
  return infiniteQueryOptions({
    queryKey: ['tenders', 'list', params],
    initialPageParam: Object.fromEntries(keys.map((k) => [k, undefined])) as Cursors,
    queryFn: async ({ pageParam, signal }) => {
      const pending = Object.entries(pageParam).filter(([, cursor]) => cursor !== null);
      const pages = await Promise.all(
        pending.map(async ([status, cursor]) => {
          const page = await getTenders(
            {
              scope: params.scope,
              status: (status || undefined) as TenderStatus | undefined,
              sort: params.sort,
              search: params.search || undefined,
              cursor: cursor ?? undefined,
            },
            signal,
          );
          return [status, page] as const;
        }),
      );
      const items = pages.flatMap(([, page]) => page.items).sort(compare(params.sort));
      const next: Cursors = Object.fromEntries(Object.keys(pageParam).map((k) => [k, null]));
      for (const [status, page] of pages) next[status] = page.nextCursor;
      return { items, next };
    },
    getNextPageParam: (last) => (Object.values(last.next).some((c) => c) ? last.next : undefined),
  });
};

export const useTenders = (params: TenderListParams) => useInfiniteQuery(tendersQueryOptions(params));
