/**
 * WebSocket connections of signed-in users (realtime). Items expire by TTL (`expiresAt`). Read and
 * written through the model table (table/model-table.ts) from the model literal in notification-models.ts, so the
 * WebSocket functions load no ElectroDB; the items are the ones ElectroDB writes for that model.
 */
import { tableOf } from '../../../table/model-table';
import { connectionModel } from './notification-models';

/** How long a stored connection lives without a $disconnect: 2 hours, in seconds. */
export const CONNECTION_TTL_SECONDS = 2 * 60 * 60;

/** A stored connection: its id, its user and its expiry in epoch seconds. */
interface ConnectionRecord {
  connectionId: string;
  userId: string;
  expiresAt: number;
}

const connections = tableOf<ConnectionRecord>(connectionModel);

/** Stores a connection of `userId`; expiresAt = now + 2 h (epoch seconds). */
export async function putConnection(connectionId: string, userId: string, nowMs = Date.now()): Promise<void> {
  await connections.put({ connectionId, userId, expiresAt: Math.floor(nowMs / 1000) + CONNECTION_TTL_SECONDS });
}

/** Deletes a connection (no error when it is gone). */
export async function deleteConnection(connectionId: string): Promise<void> {
  await connections.delete({ connectionId });
}

/** Connection ids of a user (gsi1), skipping ones past their expiry that TTL has not removed yet. */
export async function listConnectionIds(userId: string, nowMs = Date.now()): Promise<string[]> {
  const now = Math.floor(nowMs / 1000);
  return (await connections.queryAll('byUser', { userId })).filter((c) => c.expiresAt > now).map((c) => c.connectionId);
}

/**
 * Every open connection (gsi3: one partition, every page), by user id, skipping ones past their expiry that
 * TTL has not removed yet. An announcement to every geodesist reads this once and hands each page of
 * recipients its connections, so it makes no lookup per recipient. Its size grows with the
 * open tabs, not with the users.
 */
export async function listOpenConnections(nowMs = Date.now()): Promise<Map<string, string[]>> {
  const now = Math.floor(nowMs / 1000);
  const byUser = new Map<string, string[]>();
  for (const c of await connections.queryAll('byOpen', {})) if (c.expiresAt > now) byUser.set(c.userId, [...(byUser.get(c.userId) ?? []), c.connectionId]);
  return byUser;
}
