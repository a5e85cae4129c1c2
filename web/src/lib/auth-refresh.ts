/**
 * Token refresh retries (spec part 1, 4.1 and 9): a retryable failure (throttling, server trouble, no network)
 * is tried again after 200 ms, then 400 ms, doubling; any other failure (an expired or revoked refresh token,
 * a deleted user) is final at once. Wraps whichever refresher signs in: Amplify's own against Cognito
 * (GetTokensFromRefreshToken) or the local InitiateAuth one (amplify.ts). A final failure reaches Amplify,
 * which reports it as the Hub event `tokenRefresh_failure`; the session then ends (auth.tsx).
 */
import type { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';

/** Amplify's token refresher: takes the stored tokens and resolves with fresh ones. */
export type TokenRefresher = Parameters<typeof cognitoUserPoolsTokenProvider.tokenOrchestrator.setTokenRefresher>[0];

/** The back-off of part 1, 9: the first wait and the number of attempts in all. */
export const REFRESH_BACKOFF = { firstDelayMs: 200, attempts: 5 } as const;

/** Error names and messages worth another attempt: throttling, server-side trouble, a lost connection. */
const RETRYABLE = /Throttling|TooManyRequests|InternalError|ServiceUnavailable|NetworkError|Failed to fetch|Load failed|NetworkError when attempting to fetch/i;

/** Whether a failed refresh may succeed if tried again (part 1, 4.1: "retryable refresh failures"). Never throws. */
export function isRetryableRefreshError(error: unknown): boolean {
  const { name, message } = (error ?? {}) as { name?: unknown; message?: unknown };
  return RETRYABLE.test(`${typeof name === 'string' ? name : ''} ${typeof message === 'string' ? message : ''}`);
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * `refresher` with the spec's back-off: retryable failures are retried after 200 ms, doubling, up to
 * REFRESH_BACKOFF.attempts calls in all; the last failure, or the first non-retryable one, is thrown as it came.
 */
export function withRefreshBackoff(refresher: TokenRefresher, sleep: (ms: number) => Promise<void> = wait): TokenRefresher {
  return async (options) => {
    let delay: number = REFRESH_BACKOFF.firstDelayMs;
    for (let attempt = 1; ; attempt++) {
      try {
        return await refresher(options);
      } catch (error) {
        if (attempt >= REFRESH_BACKOFF.attempts || !isRetryableRefreshError(error)) throw error;
        await sleep(delay);
        delay *= 2;
      }
    }
  };
}
