/** Pacing of outgoing sends to a rate a service allows (SES's maximum send rate), with p-throttle, and back-off when it throttles, with p-retry. */
import pRetry from 'p-retry';
import pThrottle from 'p-throttle';

/**
 * A function that runs each `send` it is given no faster than `perSecond` starts a second (fractions
 * allowed: 0.5 starts one send every 2,000 ms). `undefined`, 0 or a value that is not a positive number
 * gives one that runs each send at once.
 */
export function sendPacer(perSecond: number | undefined): <T>(send: () => Promise<T>) => Promise<T> {
  if (!perSecond || !(perSecond > 0)) return (send) => send();
  const limit = Math.max(1, Math.floor(perSecond));
  const throttled = pThrottle({ limit, interval: Math.round((1000 * limit) / perSecond) })(<T>(send: () => Promise<T>) => send());
  return throttled as <T>(send: () => Promise<T>) => Promise<T>;
}

/**
 * Whether `error` is a service refusing for rate: SES v2's 429 `TooManyRequestsException` ("Maximum sending rate
 * exceeded."), SES v1's `Throttling`, `ThrottlingException`, or any error the SDK marks as throttling.
 */
export function isThrottling(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const e = error as { name?: unknown; message?: unknown; $metadata?: { httpStatusCode?: number }; $retryable?: { throttling?: boolean } };
  return THROTTLING_NAMES.has(String(e.name)) || e.$metadata?.httpStatusCode === 429 || e.$retryable?.throttling === true || /maximum sending rate exceeded/i.test(String(e.message ?? ''));
}
const THROTTLING_NAMES = new Set(['TooManyRequestsException', 'Throttling', 'ThrottlingException']);

/**
 * Runs `send`; while it fails with a throttling error (isThrottling), waits and runs it again, with p-retry:
 * `retries` more times after waits drawn between once and twice `firstWaitMs`, then `factor` times as long each
 * time, never waiting past `budgetMs` in all (the time the caller can spare). Resolves with the first success;
 * rejects with any other error at once, and with the last throttling error when the retries or the budget run out.
 */
export function backOffWhileThrottled<T>(send: () => Promise<T>, backoff: { retries: number; firstWaitMs: number; factor: number; budgetMs: number }): Promise<T> {
  return pRetry(send, {
    retries: backoff.retries,
    minTimeout: backoff.firstWaitMs,
    factor: backoff.factor,
    randomize: true,
    maxRetryTime: Math.max(0, backoff.budgetMs),
    shouldRetry: ({ error }) => isThrottling(error),
  });
}
