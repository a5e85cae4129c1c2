/**
 * Verification of Cognito JWTs the way API Gateway's JWT authorizer does it: RS256 signature against the
 * issuer's JWKS, issuer, expiry, and the app client in `client_id` (access tokens) or `aud` (ID tokens);
 * `token_use` must be `access` or `id` (or exactly `tokenUse` when given). Used by the WebSocket `$connect`
 * handler (access tokens only) and by the local gateway (which then refuses ID tokens with 403, as the
 * stack's authorization scope does).
 */
import { JwtRsaVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';

export type TokenClaims = Record<string, unknown> & { sub: string };

/**
 * Builds a verifier for tokens of `issuer` (e.g. https://cognito-idp.<region>.amazonaws.com/<poolId>)
 * issued to `clientId`. The returned function resolves to the claims or rejects with the reason.
 * An http: issuer (the local cloud) gets a fetch-based JWKS cache, as aws-jwt-verify refuses http: otherwise.
 */
export function createTokenVerifier(issuer: string, clientId: string, tokenUse?: 'access' | 'id'): (token: string) => Promise<TokenClaims> {
  const props = {
    issuer,
    audience: null,
    jwksUri: `${issuer}/.well-known/jwks.json`,
    customJwtCheck: ({ payload }: { payload: Record<string, unknown> }) => {
      const client = payload.client_id ?? payload.aud;
      if (client !== clientId) throw new Error('Token was issued for another client');
      if (payload.token_use !== 'access' && payload.token_use !== 'id') throw new Error('Token is neither an access nor an id token');
      if (tokenUse && payload.token_use !== tokenUse) throw new Error(`An ${tokenUse} token is required`);
    },
  };
  const verifier = issuer.startsWith('http:')
    ? JwtRsaVerifier.create(props, { jwksCache: new SimpleJwksCache({ fetcher: { fetch: async (uri: string) => (await fetch(uri)).arrayBuffer() } }) })
    : JwtRsaVerifier.create(props);
  return async (token) => (await verifier.verify(token)) as unknown as TokenClaims;
}
