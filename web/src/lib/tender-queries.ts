/**
 * The tender caches every feature refreshes after a change: `tenderDetailKey(tenderId)` is the key of
 * `GET /tenders/{id}`; `refreshTenderLists(client)` marks every other `['tenders', ...]` query (lists,
 * map) stale and resolves once the shown ones are fetched again. The detail is left alone: each fetch
 * counts a view. `refreshTenderActivity(client)` does the same and also for every bids and deliveries query: what a
 * notification about a tender may have changed (a new tender, a bid, an award, a delivery).
 * `tenderHistoryKey(tenderId)` starts the key of every page of `GET /tenders/{id}/history`: under `['tenders']`, so
 * whatever refreshes the lists refreshes the history too; `refreshTenderHistory` is for a change that touches no list
 * (a delivery, a request for changes).
 */
import type { QueryClient } from '@tanstack/react-query';

export const tenderDetailKey = (tenderId: string) => ['tenders', 'detail', tenderId] as const;

export const refreshTenderLists = (client: QueryClient) => client.invalidateQueries({ queryKey: ['tenders'], predicate: (q) => q.queryKey[1] !== 'detail' });

export const refreshTenderActivity = (client: QueryClient) =>
  Promise.all([refreshTenderLists(client), client.invalidateQueries({ queryKey: ['bids'] }), client.invalidateQueries({ queryKey: ['deliveries'] })]);

export const tenderHistoryKey = (tenderId: string) => ['tenders', 'history', tenderId] as const;

export const refreshTenderHistory = (client: QueryClient, tenderId: string) => client.invalidateQueries({ queryKey: tenderHistoryKey(tenderId) });

/** The key of a tender's message thread (every page of `GET /tenders/{id}/messages`): refreshed when a message arrives. */
export const tenderMessagesKey = (tenderId: string) => ['tenders', tenderId, 'messages'] as const;
