/**
 * The tender caches every feature refreshes after a change: `tenderDetailKey(tenderId)` is the key of
 * `GET /tenders/{id}`; `refreshTenderLists(client)` marks every other `['tenders', ...]` query (lists,
 * map) stale and resolves once the shown ones are fetched again. The detail is left alone: each fetch
 * counts a view.
 */
import type { QueryClient } from '@tanstack/react-query';

export const tenderDetailKey = (tenderId: string) => ['tenders', 'detail', tenderId] as const;

export const refreshTenderLists = (client: QueryClient) => client.invalidateQueries({ queryKey: ['tenders'], predicate: (q) => q.queryKey[1] !== 'detail' });
