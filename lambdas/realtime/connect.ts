/**
 * WebSocket `$connect`: accepts only a valid Cognito token, passed in the `token` query-string
 * parameter (browsers cannot set headers on a WebSocket), and stores the connection for 2 hours
 * (issue 2, realtime). Answers 401 for a missing or bad token.
 */
import type { APIGatewayProxyResultV2, APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { JwtRsaVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import { putConnection } from '../data/connections';
import { config } from '../lib/config';
import { logger } from '../lib/logger';

type ConnectEvent = APIGatewayProxyWebsocketEventV2 & { queryStringParameters?: Record<string, string | undefined> | null };

let verifier: { verify: (token: string) => Promise<Record<string, unknown>> } | undefined;

/** The verifier for TOKEN_ISSUER, built at first use. An http: issuer (the local cloud) needs a fetch-based JWKS cache. */
function tokenVerifier() {
  if (verifier) return verifier;
  const issuer = config.tokenIssuer;
  const clientId = config.userPoolClientId;
  const props = {
    issuer,
    audience: null,
    jwksUri: `${issuer}/.well-known/jwks.json`,
    customJwtCheck: ({ payload }: { payload: Record<string, unknown> }) => {
      const client = payload.client_id ?? payload.aud;
      if (client !== clientId) throw new Error('Token was issued for another client');
      if (payload.token_use !== 'access' && payload.token_use !== 'id') throw new Error('Token is neither an access nor an id token');
    },
  };
  const jwksCache = issuer.startsWith('http:')
    ? new SimpleJwksCache({ fetcher: { fetch: async (uri: string) => (await fetch(uri)).arrayBuffer() } })
    : undefined;
  const v = jwksCache ? JwtRsaVerifier.create(props, { jwksCache }) : JwtRsaVerifier.create(props);
  verifier = { verify: (token) => v.verify(token) as Promise<Record<string, unknown>> };
  return verifier;
}

/** Resets the cached verifier (tests). */
export function resetVerifier(): void {
  verifier = undefined;
}

export const handler = async (event: ConnectEvent): Promise<APIGatewayProxyResultV2> => {
  logger.setCorrelationId(event.requestContext.requestId);
  const token = event.queryStringParameters?.token;
  if (!token) return { statusCode: 401, body: 'Unauthorized' };
  let claims: Record<string, unknown>;
  try {
    claims = await tokenVerifier().verify(token);
  } catch (error) {
    logger.info('WebSocket token refused', { error: (error as Error).message });
    return { statusCode: 401, body: 'Unauthorized' };
  }
  const userId = String(claims.sub);
  await putConnection(event.requestContext.connectionId, userId);
  logger.info('Connected', { connectionId: event.requestContext.connectionId, userId });
  return { statusCode: 200, body: 'Connected' };
};
