/**
 * The WebSocket management API for REALTIME_ENDPOINT, loaded at first use: the SDK package is imported
 * dynamically, so a function that never pushes (post-confirmation, contact) never loads it at cold start.
 */
import type { ApiGatewayManagementApiClient } from '@aws-sdk/client-apigatewaymanagementapi';
import { config } from '../config';

export type RealtimeSdk = typeof import('@aws-sdk/client-apigatewaymanagementapi');

let loading: Promise<{ sdk: RealtimeSdk; client: ApiGatewayManagementApiClient }> | undefined;

/** The SDK module and one client per container. A failed load is retried at the next call. */
export function realtimeApi(): Promise<{ sdk: RealtimeSdk; client: ApiGatewayManagementApiClient }> {
  loading ??= import('@aws-sdk/client-apigatewaymanagementapi').then(
    (sdk) => ({ sdk, client: new sdk.ApiGatewayManagementApiClient({ endpoint: config.realtimeEndpoint }) }),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
