/**
 * Errors that mean the caller's session is gone (spec part 2, 5: the test notification, the bid and the
 * delivery need a signed-in user, 'Authentication Required'). The server decides: it answers 401 to a call
 * without a valid access token; this module only tells the person what happened.
 */
import { catalogue, loadParts } from '@/i18n/i18n';
import { ApiRequestError } from './api-client';

await loadParts('app');

/**
 * Amplify Auth's error names for "no usable session": no tokens at all, or a refresh token the user pool
 * no longer accepts. A wrong password at sign-in (NotAuthorizedException) is not among them.
 */
const NO_SESSION_ERRORS = new Set(['UserUnAuthenticatedException', 'TokenRevokedException', 'RefreshTokenReuseException']);

/**
 * Whether `error` (anything a call threw) means the session is gone: an API answer 401, or one of
 * Amplify's no-session errors. False for everything else (403, validation, network failures), which keep
 * their own messages. Never throws.
 */
export function isSessionGone(error: unknown): boolean {
  if (error instanceof ApiRequestError) return error.status === 401;
  const name = (error as { name?: unknown } | null | undefined)?.name;
  return typeof name === 'string' && NO_SESSION_ERRORS.has(name);
}

/** The toast for a gone session (part 2, 5 and 8: 'Authentication Required'), as `toast.error(title, { description })` takes it. */
export const SESSION_GONE_TOAST = {
  get title() {
    return catalogue.t('session.goneTitle');
  },
  get description() {
    return catalogue.t('session.gone');
  },
};
