/**
 * Typed errors of the API. Handlers throw them; the http-handler's error middleware turns each into
 * a JSON response `{message, fieldErrors?}` with its status code.
 */
import type { Refusal } from '../domain/rules';
import { english } from '../domain/i18n/english';

export type FieldErrors = Record<string, string[]>;

export class HttpError extends Error {
  /** Headers of the error response besides its content type (e.g. `retry-after`). */
  public headers?: Record<string, string>;

  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly fieldErrors?: FieldErrors,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** 400: invalid input; `fieldErrors` carries the messages of each field. */
export class BadRequestError extends HttpError {
  constructor(message: string, fieldErrors?: FieldErrors) {
    super(400, message, fieldErrors);
  }
}

/**
 * The base of an error with a fixed status and a default message: `statusCode` and `defaultMessage`
 * in, a class whose constructor takes an optional message out (BadRequestError adds field errors).
 */
function statusError(statusCode: number, defaultMessage: string) {
  return class extends HttpError {
    constructor(message = defaultMessage) {
      super(statusCode, message);
    }
  };
}

/** 401: no or invalid token. */
export class UnauthorizedError extends statusError(401, english('error.http.unauthorized')) {}

/** 403: wrong role, awaiting approval, or not the owner. */
export class ForbiddenError extends statusError(403, english('error.http.forbidden')) {}

/** 404: unknown id. */
export class NotFoundError extends statusError(404, english('error.http.notFound')) {}

/** 409: the item changed or exists already (a DynamoDB condition failed). */
export class ConflictError extends statusError(409, english('error.http.conflict')) {}

/**
 * 429: the caller sent too many requests in a window; try again later. With `retryAfterSeconds` the
 * answer carries a `Retry-After` header of that many seconds.
 */
export class TooManyRequestsError extends statusError(429, english('error.http.tooManyRequests')) {
  constructor(message?: string, retryAfterSeconds?: number) {
    super(message);
    if (retryAfterSeconds !== undefined) this.headers = { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) };
  }
}

/**
 * 503: DynamoDB kept refusing for load after the SDK's own retries; nothing was written, and the same request
 * may be sent again. The answer carries `Retry-After` of `retryAfterSeconds` (default 2).
 */
export class ServiceUnavailableError extends statusError(503, english('error.http.unavailable')) {
  constructor(message?: string, retryAfterSeconds = 2) {
    super(message);
    this.headers = { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) };
  }
}

/** The errors (and their causes) met while walking `err` and the errors it wraps, outermost first. */
function* causes(err: unknown): Generator<{ name?: string; CancellationReasons?: { Code?: string }[] }> {
  let e: unknown = err;
  for (let depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    yield e as { name?: string };
    e = (e as { cause?: unknown }).cause;
  }
}

/** The names of DynamoDB's refusals for load: a table's or index's capacity, on-demand throughput, the account's request rate. */
const THROTTLING_ERRORS = ['ProvisionedThroughputExceededException', 'ThrottlingException', 'RequestLimitExceeded'];

/** True for a transaction DynamoDB cancelled for load only: some reason is ThrottlingError, every other is None. */
function throttledTransaction(e: { name?: string; CancellationReasons?: { Code?: string }[] }): boolean {
  const codes = e.name === 'TransactionCanceledException' ? (e.CancellationReasons ?? []).map((r) => r?.Code ?? 'None') : [];
  return codes.includes('ThrottlingError') && codes.every((c) => c === 'ThrottlingError' || c === 'None');
}

/**
 * True when `err` (or an error it wraps) is DynamoDB refusing for load after the SDK's retries: a throttling
 * error by name, or a transaction cancelled by throttling alone. The request pipeline answers it with
 * ServiceUnavailableError (503).
 */
export function isThrottling(err: unknown): boolean {
  for (const e of causes(err)) if ((e.name && THROTTLING_ERRORS.includes(e.name)) || throttledTransaction(e)) return true;
  return false;
}

/** The names of DynamoDB errors raised by a failed condition, found on the error or its cause. */
const CONDITION_ERRORS = ['ConditionalCheckFailedException', 'TransactionCanceledException'];

/**
 * True when `err` (or the error it wraps) is a failed DynamoDB condition or cancelled transaction; false for a
 * transaction cancelled by throttling alone (isThrottling), which no re-read can explain.
 */
export function isConditionFailure(err: unknown): boolean {
  for (const e of causes(err)) {
    if (throttledTransaction(e)) return false;
    if (e.name && CONDITION_ERRORS.includes(e.name)) return true;
  }
  return false;
}

/**
 * Throws a rule's refusal (lambdas/domain/rules.ts) as its typed error: 403 ForbiddenError, 404 NotFoundError,
 * 409 ConflictError. Does nothing for null, so a handler writes `throwIfRefused(bidRefusal(...))`.
 */
export function throwIfRefused(refusal: Refusal | null): void {
  if (!refusal) return;
  if (refusal.status === 403) throw new ForbiddenError(refusal.message);
  if (refusal.status === 404) throw new NotFoundError(refusal.message);
  throw new ConflictError(refusal.message);
}
