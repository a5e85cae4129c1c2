/**
 * WebSocket connections of signed-in users (issue 2, realtime). Items expire by TTL (`expiresAt`). Read and
 * written through the item codec (table/item-codec.ts) from the model literal in connection-model.ts, so the
 * WebSocket functions load no ElectroDB (issue 23, 4); the items are the ones ElectroDB writes for that model.
 */
import { DeleteCommand, paginateQuery, PutCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../../../table/client';
import { useTable } from '../../../table/entity-parts';
import { itemOf, keyOf, queryOf, recordOf } from '../../../table/item-codec';
import { connectionModel } from './connection-model';

/** How long a stored connection lives without a $disconnect: 2 hours, in seconds. */
export const CONNECTION_TTL_SECONDS = 2 * 60 * 60;

/** A stored connection: its id, its user and its expiry in epoch seconds. */
interface ConnectionRecord {
  connectionId: string;
  userId: string;
  expiresAt: number;
}

/** Stores a connection of `userId`; expiresAt = now + 2 h (epoch seconds). */
export async function putConnection(connectionId: string, userId: string, nowMs = Date.now()): Promise<void> {
  const Item = itemOf(connectionModel, { connectionId, userId, expiresAt: Math.floor(nowMs / 1000) + CONNECTION_TTL_SECONDS });
  await documentClient.send(new PutCommand({ TableName: useTable(), Item }));
}

/** Deletes a connection (no error when it is gone). */
export async function deleteConnection(connectionId: string): Promise<void> {
  await documentClient.send(new DeleteCommand({ TableName: useTable(), Key: keyOf(connectionModel, { connectionId }) }));
}

/** Every connection an index query of the model finds, page after page; items of other models are left out. */
async function queryConnections(indexName: keyof typeof connectionModel.indexes, values: Record<string, unknown>): Promise<ConnectionRecord[]> {
  const input: QueryCommandInput = { TableName: useTable(), ...queryOf(connectionModel, indexName, values) };
  const found: ConnectionRecord[] = [];
  for await (const page of paginateQuery({ client: documentClient }, input)) {
    for (const item of page.Items ?? []) {
      const record = recordOf<ConnectionRecord>(connectionModel, item);
      if (record) found.push(record);
    }
  }
  return found;
}

/** Connection ids of a user (gsi1), skipping ones past their expiry that TTL has not removed yet. */
export async function listConnectionIds(userId: string, nowMs = Date.now()): Promise<string[]> {
  const now = Math.floor(nowMs / 1000);
  return (await queryConnections('byUser', { userId })).filter((c) => c.expiresAt > now).map((c) => c.connectionId);
}

/**
 * Every open connection (gsi3: one partition, every page), by user id, skipping ones past their expiry that
 * TTL has not removed yet. An announcement to every geodesist reads this once and hands each page of
 * recipients its connections, so it makes no lookup per recipient (issue 23, 3). Its size grows with the
 * open tabs, not with the users.
 */
export async function listOpenConnections(nowMs = Date.now()): Promise<Map<string, string[]>> {
  const now = Math.floor(nowMs / 1000);
  const byUser = new Map<string, string[]>();
  for (const c of await queryConnections('byOpen', {})) if (c.expiresAt > now) byUser.set(c.userId, [...(byUser.get(c.userId) ?? []), c.connectionId]);
  return byUser;
}
