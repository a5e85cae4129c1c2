/** isSessionGone (part 2, 5: 'Authentication Required'): which thrown values mean the session is gone. */
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-client';
import { isSessionGone } from './session-errors';

const named = (name: string) => Object.assign(new Error('x'), { name });

describe('isSessionGone', () => {
  it.each([
    ['an API answer 401', new ApiRequestError(401, 'Unauthorized')],
    ["Amplify's no-tokens error", named('UserUnAuthenticatedException')],
    ['a revoked refresh token', named('TokenRevokedException')],
    ['a reused refresh token', named('RefreshTokenReuseException')],
  ])('is true for %s', (_, error) => {
    expect(isSessionGone(error)).toBe(true);
  });

  it.each([
    ['403', new ApiRequestError(403, 'Forbidden')],
    ['400', new ApiRequestError(400, 'Please enter a bid amount')],
    ['a network failure', new ApiRequestError(0, 'Could not reach the server.')],
    ['a wrong password at sign-in', named('NotAuthorizedException')],
    ['a plain error', new Error('boom')],
    ['undefined', undefined],
    ['null', null],
    ['a string', 'UserUnAuthenticatedException'],
  ])('is false for %s', (_, error) => {
    expect(isSessionGone(error)).toBe(false);
  });
});
