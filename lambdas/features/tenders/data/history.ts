/**
 * Writing and reading the tender's history (domain/history.ts). A change puts `historyItem(...)` in its own
 * TransactWriteItems, so the entry and the change are stored together or not at all; the timeline reads one page,
 * newest first.
 */
import { randomUUID } from 'node:crypto';
import { tableOf, type QueryPage, type TransactItem } from '../../../table/model-table';
import { HISTORY_PAGE_SIZE, type HistoryActor, type HistoryDetails, type HistoryKind } from '../domain/history';
import { tenderHistoryModel } from './history-models';

/** An entry as stored. */
export interface HistoryItem {
  tenderId: string;
  at: string;
  entryId: string;
  kind: HistoryKind;
  actorRole: HistoryActor;
  actorId?: string;
  details: HistoryDetails;
  createdAt: string;
}

/** What a change says of itself: its kind, actor and details; `at` (ISO instant) defaults to now. */
export interface NewHistoryEntry {
  tenderId: string;
  kind: HistoryKind;
  actorRole: HistoryActor;
  actorId?: string;
  details?: HistoryDetails;
  at?: string;
}

const history = tableOf<HistoryItem>(tenderHistoryModel);

/**
 * The history entry of a change, as one part of the change's TransactWriteItems (a Put of a new item: a random
 * entry id, so a retried request that commits again is a second action, and one that failed wrote nothing).
 */
export function historyItem(entry: NewHistoryEntry): TransactItem {
  const at = entry.at ?? new Date().toISOString();
  return history.putItem({
    tenderId: entry.tenderId,
    at,
    entryId: randomUUID(),
    kind: entry.kind,
    actorRole: entry.actorRole,
    ...(entry.actorId ? { actorId: entry.actorId } : {}),
    details: entry.details ?? {},
    createdAt: at,
  });
}

/** One page of a tender's history, newest first (HISTORY_PAGE_SIZE entries), from `cursor`. One Query. */
export async function listHistory(tenderId: string, cursor?: string | null): Promise<QueryPage<HistoryItem>> {
  return history.query('byTender', { tenderId }, { order: 'desc', limit: HISTORY_PAGE_SIZE, cursor: cursor ?? null });
}

/** Every entry of a tender, oldest first (the tender's deletion and the open-data release read it whole). */
export async function allHistory(tenderId: string): Promise<HistoryItem[]> {
  return history.queryAll('byTender', { tenderId }, { order: 'asc' });
}
