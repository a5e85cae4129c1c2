/**
 * WebSocket connections of signed-in users (issue 2, realtime). Items expire by TTL (`expiresAt`).
 */
import { useTable } from '../../../table/entity-parts';
import { ConnectionEntity } from './notification-entities';

/** How long a stored connection lives without a $disconnect: 2 hours, in seconds. */
export const CONNECTION_TTL_SECONDS = 2 * 60 * 60;

/** Stores a connection of `userId`; expiresAt = now + 2 h (epoch seconds). */
export async function putConnection(connectionId: string, userId: string, nowMs = Date.now()): Promise<void> {
  useTable();
  await ConnectionEntity.put({ connectionId, userId, expiresAt: Math.floor(nowMs / 1000) + CONNECTION_TTL_SECONDS }).go({ response: 'none' });
}

/** Deletes a connection (no error when it is gone). */
export async function deleteConnection(connectionId: string): Promise<void> {
  useTable();
  await ConnectionEntity.delete({ connectionId }).go({ response: 'none' });
}

/** Connection ids of a user (gsi1), skipping ones past their expiry that TTL has not removed yet. */
export async function listConnectionIds(userId: string, nowMs = Date.now()): Promise<string[]> {
  useTable();
  const { data } = await ConnectionEntity.query.byUser({ userId }).go({ pages: 'all' });
  const now = Math.floor(nowMs / 1000);
  return data.filter((c) => c.expiresAt > now).map((c) => c.connectionId);
}

/**
 * Every open connection (gsi3: one partition, every page), by user id, skipping ones past their expiry that
 * TTL has not removed yet. An announcement to every geodesist reads this once and hands each page of
 * recipients its connections, so it makes no lookup per recipient (issue 23, 3). Its size grows with the
 * open tabs, not with the users.
 */
export async function listOpenConnections(nowMs = Date.now()): Promise<Map<string, string[]>> {
  useTable();
  const { data } = await ConnectionEntity.query.byOpen({}).go({ pages: 'all' });
  const now = Math.floor(nowMs / 1000);
  const byUser = new Map<string, string[]>();
  for (const c of data) if (c.expiresAt > now) byUser.set(c.userId, [...(byUser.get(c.userId) ?? []), c.connectionId]);
  return byUser;
}
