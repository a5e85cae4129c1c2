/**
 * Failures of the tender list query (part 2, 7 "List tenders" and 8 "Tender query"): a request still
 * unanswered after 5 s (part 2, 9) is aborted and fails with `timeout_error` ('Query timed out...'); a
 * server or database failure (a 5xx answer) fails with `custom_error`. Both are ApiRequestErrors, so the
 * app's query client reads their status: a timeout (408) is shown at once instead of being retried.
 */
import type { MessageKey } from '@domain/i18n/catalogue';
import { catalogue } from '@/i18n/i18n';
import { ApiRequestError } from '@/lib/api-client';

/** The tender query's time-out in ms (part 2, 9: 5 s). */
export const TENDER_QUERY_TIMEOUT_MS = 5_000;

/** Codes of a failed tender query (part 2, 8). */
export type TenderQueryErrorCode = 'timeout_error' | 'custom_error';

/** The catalogue's key of each code's message (part 2, 8 "Tender query"; English 'Query timed out...'). */
const TENDER_QUERY_MESSAGE_KEYS = {
  timeout_error: 'tenderQuery.timeout',
  custom_error: 'tenderQuery.database',
} as const satisfies Record<TenderQueryErrorCode, MessageKey>;

/** A failed tender query: `code`, the spec's message, and the HTTP status (408 for a time-out, else the server's 5xx). */
export class TenderQueryError extends ApiRequestError {
  constructor(
    readonly code: TenderQueryErrorCode,
    status: number,
  ) {
    super(status, catalogue.t(TENDER_QUERY_MESSAGE_KEYS[code]));
    this.name = 'TenderQueryError';
  }
}

/** The spec's message of a failed tender query (timeout_error or custom_error) for the error card, else undefined. */
export function tenderQueryFailure(error: unknown): string | undefined {
  return error instanceof TenderQueryError ? error.message : undefined;
}

/**
 * Runs `call` with a signal that aborts when `outer` (TanStack Query's signal) does, or after `ms`
 * (default 5 s). Resolves with the call's answer. Rejects with TenderQueryError `timeout_error` (status
 * 408) once `ms` pass, even if the call ignores its signal; with `custom_error` for a 5xx answer; with
 * the call's own error otherwise (an abort by `outer` stays an abort).
 */
export async function withTenderQueryTimeout<T>(call: (signal: AbortSignal) => Promise<T>, outer?: AbortSignal, ms = TENDER_QUERY_TIMEOUT_MS): Promise<T> {
  const controller = new AbortController();
  const forward = () => controller.abort(outer?.reason);
  if (outer?.aborted) forward();
  else outer?.addEventListener('abort', forward, { once: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new TenderQueryError('timeout_error', 408);
      reject(error);
      controller.abort(error);
    }, ms);
  });
  try {
    return await Promise.race([call(controller.signal), timedOut]);
  } catch (error) {
    if (error instanceof ApiRequestError && !(error instanceof TenderQueryError) && error.status >= 500) throw new TenderQueryError('custom_error', error.status);
    throw error;
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', forward);
  }
}
