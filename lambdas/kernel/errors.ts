/**
 * Typed errors of the API. Handlers throw them; the http-handler's error middleware turns each into
 * a JSON response `{message, fieldErrors?}` with its status code (issue 2, "Bad input").
 */
import type { Refusal } from '../domain/rules';

export type FieldErrors = Record<string, string[]>;

export class HttpError extends Error {
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

/** 401: no or invalid token. */
export class UnauthorizedError extends HttpError {
  constructor(message = 'Authentication required') {
    super(401, message);
  }
}

/** 403: wrong role, awaiting approval, or not the owner. */
export class ForbiddenError extends HttpError {
  constructor(message = 'You do not have permission to do this') {
    super(403, message);
  }
}

/** 404: unknown id. */
export class NotFoundError extends HttpError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}

/** 409: the item changed or exists already (a DynamoDB condition failed). */
export class ConflictError extends HttpError {
  constructor(message = 'The item was changed by someone else; please reload and try again') {
    super(409, message);
  }
}

/** 429: the caller sent too many requests in a window; try again later. */
export class TooManyRequestsError extends HttpError {
  constructor(message = 'Too many requests; please try again later') {
    super(429, message);
  }
}

/** The names of DynamoDB errors raised by a failed condition, found on the error or its ElectroDB cause. */
const CONDITION_ERRORS = ['ConditionalCheckFailedException', 'TransactionCanceledException'];

/** True when `err` (or the error it wraps) is a failed DynamoDB condition or cancelled transaction. */
export function isConditionFailure(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; e && depth < 4; depth++) {
    const name = (e as { name?: string }).name;
    if (name && CONDITION_ERRORS.includes(name)) return true;
    e = (e as { cause?: unknown }).cause;
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
