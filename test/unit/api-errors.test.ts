import { describe, expect, it } from 'vitest';
import { BadRequestError, ConflictError, ForbiddenError, HttpError, isConditionFailure, NotFoundError, throwIfRefused, TooManyRequestsError, UnauthorizedError } from '../../lambdas/kernel/errors';

describe('typed API errors', () => {
  it('carry their status, their class name and the default message a person reads', () => {
    const cases: [HttpError, number, string, string][] = [
      [new UnauthorizedError(), 401, 'UnauthorizedError', 'Authentication required'],
      [new ForbiddenError(), 403, 'ForbiddenError', 'You do not have permission to do this'],
      [new NotFoundError(), 404, 'NotFoundError', 'Not found'],
      [new ConflictError(), 409, 'ConflictError', 'The item was changed by someone else; please reload and try again'],
      [new TooManyRequestsError(), 429, 'TooManyRequestsError', 'Too many requests; please try again later'],
    ];
    for (const [error, status, name, message] of cases) {
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toBeInstanceOf(Error);
      expect(error.statusCode, name).toBe(status);
      expect(error.name).toBe(name);
      expect(error.message).toBe(message);
      expect(error.fieldErrors).toBeUndefined();
    }
  });

  it('keep a given message instead of the default', () => {
    expect(new UnauthorizedError('Token expired').message).toBe('Token expired');
    expect(new ForbiddenError('Only the poster').message).toBe('Only the poster');
    expect(new NotFoundError('Tender not found').message).toBe('Tender not found');
    expect(new ConflictError('Bid exists').message).toBe('Bid exists');
    expect(new TooManyRequestsError('Slow down').message).toBe('Slow down');
  });

  it('give a 400 its message and the messages of each field', () => {
    const error = new BadRequestError('Title is required', { title: ['Title is required'] });
    expect(error.statusCode).toBe(400);
    expect(error.name).toBe('BadRequestError');
    expect(error.message).toBe('Title is required');
    expect(error.fieldErrors).toEqual({ title: ['Title is required'] });
    expect(new BadRequestError('Bad').fieldErrors).toBeUndefined();
  });

  it('let any status be raised through HttpError itself', () => {
    const error = new HttpError(503, 'E-mail is not available', { _: ['down'] });
    expect([error.statusCode, error.name, error.message, error.fieldErrors]).toEqual([503, 'HttpError', 'E-mail is not available', { _: ['down'] }]);
  });
});

describe('isConditionFailure', () => {
  const named = (name: string, cause?: unknown) => Object.assign(new Error(name), { name, ...(cause ? { cause } : {}) });

  it('recognises a failed condition and a cancelled transaction', () => {
    expect(isConditionFailure(named('ConditionalCheckFailedException'))).toBe(true);
    expect(isConditionFailure(named('TransactionCanceledException'))).toBe(true);
  });

  it('finds them up to three wrappings deep (ElectroDB wraps the SDK error)', () => {
    expect(isConditionFailure(named('ElectroError', named('ConditionalCheckFailedException')))).toBe(true);
    expect(isConditionFailure(named('A', named('B', named('C', named('TransactionCanceledException')))))).toBe(true);
    expect(isConditionFailure(named('A', named('B', named('C', named('D', named('ConditionalCheckFailedException'))))))).toBe(false);
  });

  it('is false for other errors, nameless values and nothing, and stops on a cause that loops', () => {
    expect(isConditionFailure(named('ResourceNotFoundException'))).toBe(false);
    expect(isConditionFailure(named('ProvisionedThroughputExceededException', named('ValidationException')))).toBe(false);
    expect(isConditionFailure({ cause: named('ConditionalCheckFailedException') })).toBe(true);
    expect(isConditionFailure({})).toBe(false);
    expect(isConditionFailure(undefined)).toBe(false);
    expect(isConditionFailure(null)).toBe(false);
    const loop: { name: string; cause?: unknown } = { name: 'Loop' };
    loop.cause = loop;
    expect(isConditionFailure(loop)).toBe(false);
  });
});

describe('throwIfRefused', () => {
  /** What `throwIfRefused(refusal)` threw: its class, status and message; null when it threw nothing. */
  const thrown = (refusal: Parameters<typeof throwIfRefused>[0]) => {
    try {
      throwIfRefused(refusal);
      return null;
    } catch (error) {
      return [(error as Error).constructor, (error as HttpError).statusCode, (error as Error).message];
    }
  };

  it('throws each refusal as the typed error of its status, with its message', () => {
    expect(thrown({ status: 403, message: 'Not yours' })).toEqual([ForbiddenError, 403, 'Not yours']);
    expect(thrown({ status: 404, message: 'Tender not found' })).toEqual([NotFoundError, 404, 'Tender not found']);
    expect(thrown({ status: 409, message: 'Tender is not open' })).toEqual([ConflictError, 409, 'Tender is not open']);
  });

  it('does nothing without a refusal', () => {
    expect(thrown(null)).toBeNull();
  });
});
