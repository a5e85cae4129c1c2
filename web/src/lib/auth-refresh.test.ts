/**
 * Token refresh back-off (spec part 1, 4.1 and 9) in the cloud path and the local one: the refresher
 * configureAmplify installs retries a retryable failure after 200 ms, then 400 ms, doubling, and gives up at
 * once on any other failure.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WebConfig } from '@domain/dto';
import { isRetryableRefreshError, REFRESH_BACKOFF, type TokenRefresher } from './auth-refresh';
import { configureAmplify } from './amplify';

const mocks = vi.hoisted(() => ({ refreshAuthTokens: vi.fn(), setTokenRefresher: vi.fn() }));
vi.mock('aws-amplify', () => ({ Amplify: { configure: vi.fn() } }));
vi.mock('aws-amplify/auth/cognito', () => ({
  refreshAuthTokens: mocks.refreshAuthTokens,
  cognitoUserPoolsTokenProvider: { tokenOrchestrator: { setTokenRefresher: mocks.setTokenRefresher } },
}));

const CLOUD: WebConfig = { region: 'eu-north-1', userPoolId: 'eu-north-1_abc', userPoolClientId: 'client', authFlowType: 'USER_SRP_AUTH', apiUrl: 'https://api', realtimeUrl: 'wss://rt' };
const LOCAL: WebConfig = { ...CLOUD, userPoolEndpoint: 'http://127.0.0.1:9229', authFlowType: 'USER_PASSWORD_AUTH' };
const named = (name: string, message = name) => Object.assign(new Error(message), { name });
const TOKENS = { accessToken: { payload: {} }, refreshToken: 'refresh' };
const FRESH = { accessToken: { payload: { iat: 1 } }, refreshToken: 'refresh', clockDrift: 0 };

/** The refresher configureAmplify installed for `config`. */
function installedRefresher(config: WebConfig): TokenRefresher {
  configureAmplify(config);
  expect(mocks.setTokenRefresher).toHaveBeenCalledTimes(1);
  return mocks.setTokenRefresher.mock.calls[0]![0] as TokenRefresher;
}

/** Calls `refresher` under fake timers with `attempt` as the underlying refresh; resolves with the outcome and when each attempt began (ms). */
async function run(refresher: TokenRefresher, underlying: ReturnType<typeof vi.fn>, attempt: (n: number) => unknown): Promise<{ value?: unknown; error?: unknown; times: number[] }> {
  const started = Date.now();
  const times: number[] = [];
  underlying.mockImplementation(async () => {
    times.push(Date.now() - started);
    return attempt(times.length);
  });
  const outcome = refresher({ tokens: TOKENS, authConfig: {}, username: 'u' } as never).then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  await vi.runAllTimersAsync();
  return { ...(await outcome), times };
}

describe('token refresh back-off', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("wraps Amplify's own refresher in the cloud: retryable failures wait 200 ms, then 400 ms, then succeed", async () => {
    const failures = [named('TooManyRequestsException'), named('NetworkError', 'A network error has occurred.')];
    const result = await run(installedRefresher(CLOUD), mocks.refreshAuthTokens, () => {
      const failure = failures.shift();
      if (failure) throw failure;
      return FRESH;
    });
    expect(result).toEqual({ value: FRESH, times: [0, 200, 600] });
  });

  it('gives up after five attempts of a retryable failure, waiting 200, 400, 800 and 1600 ms', async () => {
    const result = await run(installedRefresher(CLOUD), mocks.refreshAuthTokens, () => {
      throw named('InternalErrorException');
    });
    expect(result.error).toMatchObject({ name: 'InternalErrorException' });
    expect(result.times).toEqual([0, 200, 600, 1400, 3000]);
    expect(REFRESH_BACKOFF).toEqual({ firstDelayMs: 200, attempts: 5 });
  });

  it('ends at once on a non-retryable failure (an expired or revoked refresh token)', async () => {
    const result = await run(installedRefresher(CLOUD), mocks.refreshAuthTokens, () => {
      throw named('NotAuthorizedException', 'Refresh Token has expired');
    });
    expect(result.error).toMatchObject({ name: 'NotAuthorizedException' });
    expect(result.times).toEqual([0]);
  });

  it('backs off the same way locally, where the refresher calls InitiateAuth REFRESH_TOKEN_AUTH', async () => {
    const refresher = installedRefresher(LOCAL);
    const fetch = vi.fn().mockResolvedValueOnce(new Response(JSON.stringify({ __type: 'TooManyRequestsException', message: 'Rate exceeded' }), { status: 400 }));
    fetch.mockResolvedValueOnce(new Response(JSON.stringify({ __type: 'NotAuthorizedException', message: 'Invalid refresh token' }), { status: 400 }));
    vi.stubGlobal('fetch', fetch);
    try {
      const outcome = refresher({ tokens: TOKENS, authConfig: {}, username: 'u' } as never).catch((error: unknown) => error);
      await vi.runAllTimersAsync();
      expect(await outcome).toMatchObject({ name: 'NotAuthorizedException' });
      expect(fetch).toHaveBeenCalledTimes(2);
      expect(mocks.refreshAuthTokens).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('isRetryableRefreshError', () => {
  it.each(['TooManyRequestsException', 'ThrottlingException', 'InternalErrorException', 'ServiceUnavailable', 'NetworkError'])('retries %s', (name) => {
    expect(isRetryableRefreshError(named(name))).toBe(true);
  });

  it('retries a fetch that never reached the server', () => {
    expect(isRetryableRefreshError(new TypeError('Failed to fetch'))).toBe(true);
  });

  it.each(['NotAuthorizedException', 'TokenRevokedException', 'UserNotFoundException', 'RefreshTokenReuseException'])('does not retry %s', (name) => {
    expect(isRetryableRefreshError(named(name))).toBe(false);
  });

  it.each([undefined, null, 'TooManyRequestsException'])('is false for %s, which is no error', (value) => {
    expect(isRetryableRefreshError(value)).toBe(false);
  });
});
