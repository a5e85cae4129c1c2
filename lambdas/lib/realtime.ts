/**
 * Pushes messages to a signed-in user's open WebSocket connections (issue 2, realtime).
 */
import { GoneException, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { deleteConnection, listConnectionIds } from '../data/connections';
import type { RealtimeMessage } from '../domain/dto';
import { realtimeClient } from './clients/realtime';
import { logger } from './logger';

/**
 * Posts `message` (JSON) to every connection of `userId`. A connection that is gone is deleted;
 * other failures are logged, never thrown (a push is a courtesy, the data is already saved).
 * Returns the number of connections reached.
 */
export async function pushToUser(userId: string, message: RealtimeMessage): Promise<number> {
  let ids: string[];
  try {
    ids = await listConnectionIds(userId);
  } catch (error) {
    logger.warn('Could not read connections', { userId, error });
    return 0;
  }
  const data = new TextEncoder().encode(JSON.stringify(message));
  const results = await Promise.all(
    ids.map(async (connectionId) => {
      try {
        await realtimeClient().send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: data }));
        return 1;
      } catch (error) {
        if (error instanceof GoneException || (error as { name?: string }).name === 'GoneException') {
          await deleteConnection(connectionId).catch((e) => logger.warn('Could not delete a gone connection', { connectionId, error: e }));
        } else {
          logger.warn('Could not push to a connection', { connectionId, error });
        }
        return 0;
      }
    }),
  );
  return results.reduce<number>((a, b) => a + b, 0);
}
