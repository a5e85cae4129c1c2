/**
 * Amplify Auth set-up from the web config (spec part 1, 4.1).
 *
 * Token refresh backs off on retryable failures in the cloud and locally alike (auth-refresh.ts). In the
 * cloud the refresher is Amplify's own (GetTokensFromRefreshToken). Against cognito-local (authFlowType
 * USER_PASSWORD_AUTH), which lacks that call, it is one that calls InitiateAuth REFRESH_TOKEN_AUTH on the
 * configured endpoint instead, so tokens refresh locally too.
 */
import { Amplify } from 'aws-amplify';
import { cognitoUserPoolsTokenProvider, refreshAuthTokens } from 'aws-amplify/auth/cognito';
import type { WebConfig } from '@domain/dto';
import { type TokenRefresher, withRefreshBackoff } from './auth-refresh';

type RefreshedTokens = Awaited<ReturnType<TokenRefresher>>;
type Jwt = RefreshedTokens['accessToken'];

/** Configures Amplify Auth for the user pool of `config` and its token refresher; call once, before the first render. */
export function configureAmplify(config: WebConfig): void {
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
        loginWith: { email: true },
        signUpVerificationMethod: 'code',
      },
    },
  });
  const refresher = config.authFlowType === 'USER_PASSWORD_AUTH' ? initiateAuthRefresher(config) : refreshAuthTokens;
  cognitoUserPoolsTokenProvider.tokenOrchestrator.setTokenRefresher(withRefreshBackoff(refresher));
}

/** Decodes a JWT's payload (no signature check: the API verifies tokens). Throws on a malformed token. */
export function decodeJwt(token: string): Jwt {
  const part = token.split('.')[1];
  if (!part) throw new Error('Malformed token');
  const binary = atob(
    part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '='),
  );
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  const payload = JSON.parse(new TextDecoder().decode(bytes)) as Jwt['payload'];
  return { payload, toString: () => token };
}

/**
 * A token refresher calling InitiateAuth REFRESH_TOKEN_AUTH, once. A failure throws an error named by
 * Cognito's `__type` (or ServiceUnavailable for a 5xx without one), for the back-off to judge.
 */
function initiateAuthRefresher(config: WebConfig): TokenRefresher {
  const endpoint = config.userPoolEndpoint ?? `https://cognito-idp.${config.region}.amazonaws.com/`;
  return async ({ tokens, username }) => {
    if (!tokens.refreshToken) throw new Error('No refresh token');
    const res = await fetch(endpoint, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-amz-json-1.1',
        'X-Amz-Target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      body: JSON.stringify({
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: config.userPoolClientId,
        AuthParameters: { REFRESH_TOKEN: tokens.refreshToken },
      }),
    });
    const body = (await res.json().catch(() => ({}))) as {
      __type?: string;
      message?: string;
      AuthenticationResult?: { AccessToken?: string; IdToken?: string; RefreshToken?: string };
    };
    const result = body.AuthenticationResult;
    if (!res.ok || !result?.AccessToken) {
      const error = new Error(body.message ?? `Token refresh failed (${res.status})`);
      error.name = body.__type ?? (res.status >= 500 ? 'ServiceUnavailable' : 'NotAuthorizedException');
      throw error;
    }
    const accessToken = decodeJwt(result.AccessToken);
    const iat = accessToken.payload.iat ?? Math.floor(Date.now() / 1000);
    return {
      accessToken,
      idToken: result.IdToken ? decodeJwt(result.IdToken) : tokens.idToken,
      refreshToken: result.RefreshToken ?? tokens.refreshToken,
      clockDrift: iat * 1000 - Date.now(),
      username,
    };
  };
}
