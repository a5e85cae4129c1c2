/**
 * Pushes messages to a signed-in user's open WebSocket connections (realtime).
 */
import { deleteConnection, listConnectionIds } from './data/connections';
import type { RealtimeMessage } from './domain/dto';
import { closeConnection, postToConnection } from './realtime-post';
import { logger } from '../../kernel/logger';

/**
 * Posts `message` (JSON) to every connection of `userId` through REALTIME_ENDPOINT. A connection that is
 * gone (GoneException) is deleted; other failures are logged, never thrown (a push is a courtesy, the
 * data is already saved). Returns the number of connections reached.
 */
export async function pushToUser(userId: string, message: RealtimeMessage): Promise<number> {
  let ids: string[];
  try {
    ids = await listConnectionIds(userId);
  } catch (error) {
    logger.warn('Could not read connections', { userId, error });
    return 0;
  }
  return pushToConnections(ids, message);
}

/**
 * Posts `message` (JSON) to each of `connectionIds`, known already (an announcement reads every open
 * connection once: data/connections.ts listOpenConnections), as pushToUser does: a gone connection is
 * deleted, other failures are logged, nothing is thrown. Returns the number of connections reached.
 */
export async function pushToConnections(connectionIds: string[], message: RealtimeMessage): Promise<number> {
  if (connectionIds.length === 0) return 0;
  const data = new TextEncoder().encode(JSON.stringify(message));
  const results = await Promise.all(
    connectionIds.map(async (connectionId) => {
      try {
        await postToConnection(connectionId, data);
        return 1;
      } catch (error) {
        if ((error as { name?: string }).name === 'GoneException') {
          await deleteConnection(connectionId).catch((e: unknown) => logger.warn('Could not delete a gone connection', { connectionId, error: e }));
        } else {
          logger.warn('Could not push to a connection', { connectionId, error });
        }
        return 0;
      }
    }),
  );
  return results.reduce<number>((a, b) => a + b, 0);
}

/**
 * Closes every open WebSocket connection of `userId` and forgets them (an erased or rejected
 * account keeps no live session): DeleteConnection through the management API, then the stored connection.
 * A failure to close one is logged, never thrown (the next `$connect` refuses the account anyway, and the
 * record expires). Returns the number of connections closed.
 */
export async function closeUserConnections(userId: string): Promise<number> {
  let closed = 0;
  for (const connectionId of await listConnectionIds(userId)) {
    try {
      await closeConnection(connectionId);
      closed += 1;
    } catch (error) {
      logger.warn('Could not close a connection', { connectionId, error });
    }
    await deleteConnection(connectionId);
  }
  return closed;
}
