/**
 * Cursor paging of a list (tenders, users): the pages seen so far are kept as a stack of cursors, so the
 * user can go forward (while the server gives a next cursor) and back to any page seen. A new `key`
 * (tab, search, filter) starts again at page 1.
 */
import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';

import { useCallback, useState } from 'react';

interface PageState {
  key: string;
  /** cursors[i] opens page i + 1 (cursors[0] is undefined: the first page). */
  cursors: (string | undefined)[];
  /** Zero-based index of the page shown. */
  index: number;
}

/**
 * Takes the list's identity (`key`, e.g. its query string) and the query options of the page a cursor
 * opens. Returns the query of the current page, `page` (1-based), `knownPages`, `hasMorePages` and moves.
 */
export function useCursorPages<T extends { nextCursor: string | null }, K extends QueryKey>(key: string, pageQuery: (cursor: string | undefined) => UseQueryOptions<T, Error, T, K>) {
  const [state, setState] = useState<PageState>({ key, cursors: [undefined], index: 0 });
  const current = state.key === key ? state : { key, cursors: [undefined], index: 0 };
  if (state.key !== key) setState(current);

  const query = useQuery(pageQuery(current.cursors[current.index]));
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

  const goTo = useCallback((page: number) => setState((s) => (s.key === key && page >= 1 && page <= s.cursors.length ? { ...s, index: page - 1 } : s)), [key]);

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

export type CursorPages = ReturnType<typeof useCursorPages<{ nextCursor: string | null }, QueryKey>>;
