/** WebSocket `$disconnect`: forgets the connection (realtime). */
import type { APIGatewayProxyResultV2, APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { deleteConnection } from '../data/connections';

export const handler = async (event: APIGatewayProxyWebsocketEventV2): Promise<APIGatewayProxyResultV2> => {
  await deleteConnection(event.requestContext.connectionId);
  return { statusCode: 200, body: 'Disconnected' };
};
