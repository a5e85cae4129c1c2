/** The WebSocket management client for REALTIME_ENDPOINT, created at first use (only pushing functions have it). */
import { ApiGatewayManagementApiClient } from '@aws-sdk/client-apigatewaymanagementapi';
import { config } from '../config';

let management: ApiGatewayManagementApiClient | undefined;

export function realtimeClient(): ApiGatewayManagementApiClient {
  management ??= new ApiGatewayManagementApiClient({ endpoint: config.realtimeEndpoint });
  return management;
}
