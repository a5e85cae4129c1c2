/**
 * WebSocket `$connect`: accepts only a valid Cognito token, passed in the `token` query-string
 * parameter (browsers cannot set headers on a WebSocket), of an account the API still serves, and stores the
 * connection for 2 hours (realtime). Answers 401 for a missing or bad token, and 403 when the stored
 * profile is gone, being erased, disabled or rejected (the token outlives those by up to 30
 * minutes; a geodesist awaiting approval connects, to hear of the decision).
 */
import type { APIGatewayProxyResultV2, APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { putConnection } from '../data/connections';
import { getProfile } from '../../account/public';
import { config } from '../../../kernel/config';
import { logger } from '../../../kernel/logger';
import { createTokenVerifier, type TokenClaims } from '../../../kernel/token-verifier';

type ConnectEvent = APIGatewayProxyWebsocketEventV2 & { queryStringParameters?: Record<string, string | undefined> | null };

let verifier: ((token: string) => Promise<TokenClaims>) | undefined;

/** The verifier for TOKEN_ISSUER and USER_POOL_CLIENT_ID, built at first use (shared with the local gateway). */
function tokenVerifier() {
  verifier ??= createTokenVerifier(config.tokenIssuer, config.userPoolClientId, 'access');
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
  let claims: TokenClaims;
  try {
    claims = await tokenVerifier()(token);
  } catch (error) {
    logger.info('WebSocket token refused', { error: (error as Error).message });
    return { statusCode: 401, body: 'Unauthorized' };
  }
  const userId = String(claims.sub);
  const profile = await getProfile(userId);
  if (!profile || profile.erasingAt || profile.disabledAt || profile.approvalStatus === 'rejected') {
    logger.info('WebSocket refused: the account is not in force', { userId });
    return { statusCode: 403, body: 'Forbidden' };
  }
  await putConnection(event.requestContext.connectionId, userId);
  logger.info('Connected', { connectionId: event.requestContext.connectionId, userId });
  return { statusCode: 200, body: 'Connected' };
};
