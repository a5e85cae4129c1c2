/**
 * Verification of Cognito JWTs the way API Gateway's JWT authorizer does it: RS256 signature against the
 * issuer's JWKS, issuer, expiry, and the app client in `client_id` (access tokens) or `aud` (ID tokens);
 * `token_use` must be `access` or `id`. Used by the WebSocket `$connect` handler and by the local gateway.
 */
import { JwtRsaVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';

export type TokenClaims = Record<string, unknown> & { sub: string };

/**
 * Builds a verifier for tokens of `issuer` (e.g. https://cognito-idp.<region>.amazonaws.com/<poolId>)
 * issued to `clientId`. The returned function resolves to the claims or rejects with the reason.
 * An http: issuer (the local cloud) gets a fetch-based JWKS cache, as aws-jwt-verify refuses http: otherwise.
 */
export function createTokenVerifier(issuer: string, clientId: string): (token: string) => Promise<TokenClaims> {
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
  const verifier = issuer.startsWith('http:')
    ? JwtRsaVerifier.create(props, { jwksCache: new SimpleJwksCache({ fetcher: { fetch: async (uri: string) => (await fetch(uri)).arrayBuffer() } }) })
    : JwtRsaVerifier.create(props);
  return async (token) => (await verifier.verify(token)) as unknown as TokenClaims;
}
