/**
 * One post to a WebSocket connection through the management API, bounded in time (the realtime
 * endpoint down). A push is a courtesy, the notification is already stored: a post waits at most
 * PUSH_TIMEOUT_MS, and once the endpoint has failed as a whole (no answer in time, no connection, a 5xx),
 * the posts of the next ENDPOINT_PAUSE_MS fail at once instead of each waiting, so a worker whose endpoint
 * hangs still finishes its batch in time. A GoneException (the connection is closed) says nothing about the
 * endpoint.
 */
import { realtimeApi } from '../../kernel/clients/realtime';

/** How long one post may take, in ms. */
export const PUSH_TIMEOUT_MS = 2_000;
/** How long posts are skipped after the endpoint failed, in ms. */
export const ENDPOINT_PAUSE_MS = 30_000;

let endpointDownUntil = 0;

/** Raised instead of a post while the endpoint is paused after a failure. */
export class RealtimeEndpointDownError extends Error {
  override readonly name = 'RealtimeEndpointDownError';
}

/** True for a failure of the endpoint as a whole: no answer in time, a network error (a Node `code`), or a 5xx. */
function endpointFailed(error: unknown): boolean {
  const e = error as { name?: string; code?: unknown; $metadata?: { httpStatusCode?: number } };
  const status = e.$metadata?.httpStatusCode ?? 0;
  return e.name === 'TimeoutError' || e.name === 'AbortError' || typeof e.code === 'string' || status >= 500;
}

/**
 * Posts `data` (bytes of JSON) to `connectionId`. Resolves when the endpoint took it; throws the SDK's error
 * (GoneException: the connection is closed), a timeout (AbortError/TimeoutError after PUSH_TIMEOUT_MS), or
 * RealtimeEndpointDownError while the endpoint is paused.
 */
export async function postToConnection(connectionId: string, data: Uint8Array): Promise<void> {
  if (Date.now() < endpointDownUntil) throw new RealtimeEndpointDownError('The realtime endpoint failed recently; push skipped');
  const { sdk, client } = await realtimeApi();
  try {
    await client.send(new sdk.PostToConnectionCommand({ ConnectionId: connectionId, Data: data }), { abortSignal: AbortSignal.timeout(PUSH_TIMEOUT_MS) });
  } catch (error) {
    if (endpointFailed(error)) endpointDownUntil = Date.now() + ENDPOINT_PAUSE_MS;
    throw error;
  }
}

/**
 * Closes the WebSocket connection `connectionId` through the management API (DeleteConnection): the browser
 * sees the socket close. A connection already gone (GoneException) is fine. Bounded by PUSH_TIMEOUT_MS; throws
 * the SDK's other errors.
 */
export async function closeConnection(connectionId: string): Promise<void> {
  const { sdk, client } = await realtimeApi();
  try {
    await client.send(new sdk.DeleteConnectionCommand({ ConnectionId: connectionId }), { abortSignal: AbortSignal.timeout(PUSH_TIMEOUT_MS) });
  } catch (error) {
    if ((error as { name?: string }).name !== 'GoneException') throw error;
  }
}
