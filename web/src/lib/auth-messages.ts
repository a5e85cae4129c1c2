/**
 * What the app tells a person about their passwords (spec part 1, 5 and 8.1), in one place: the reset page's token
 * errors and Cognito's password refusals turned into words a person can act on. The words are the catalogue's auth
 * part, read in the active language each time; the session's own words are lib/session-messages.ts.
 */
import { PASSWORD_HINT } from '@features/account/domain/schemas';
import { catalogue, loadParts } from '@/i18n/i18n';
import { cognitoErrorName, isAttemptLimit } from './cognito-refusals';

await loadParts('auth');

const t = catalogue.t;

/** The reset page's token errors and the password refusals. */
export const authMessages = {
  /** Reset page (part 1, 2.9 and 8.1). */
  get invalidResetToken() {
    return t('authError.invalidResetToken');
  },
  /** The reset link carries no token (part 1, 5). */
  get missingResetToken() {
    return t('authError.missingResetToken');
  },
  /** The reset link carries a token but no e-mail address. */
  get missingResetEmail() {
    return t('authError.missingResetEmail');
  },
  /** Cognito refused the reset code as wrong, expired or used. */
  get refusedResetToken() {
    return t('authError.refusedResetToken');
  },
  /** Cognito refused a new password by the pool's policy. */
  get passwordRefused() {
    return t('authError.passwordRefused', { rules: `${PASSWORD_HINT.charAt(0).toLowerCase()}${PASSWORD_HINT.slice(1)}` });
  },
  /** Cognito refused the current password of a password change. */
  get currentPasswordWrong() {
    return t('authError.currentPasswordWrong');
  },
  /** Cognito's attempt limit. */
  get tooManyAttempts() {
    return t('authError.tooManyAttempts');
  },
};

const messageOf = (error: unknown): string => {
  const message = (error as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' ? message : '';
};

/** Whether Cognito refused a new password by the pool's policy (InvalidPasswordException "... conform ... policy"). */
export function isPasswordPolicyRefusal(error: unknown): boolean {
  return cognitoErrorName(error) === 'InvalidPasswordException' && /conform/i.test(messageOf(error));
}

/**
 * Which field a Cognito refusal of a password change is about, and what to tell the person: the pool's rule
 * for a new password it refuses; "not correct" for a wrong current password (NotAuthorizedException
 * "Incorrect username or password." in the cloud, cognito-local's InvalidPasswordException "Invalid
 * password"); a wait for the attempt limit. Undefined for anything else, which keeps its own message.
 */
export function passwordChangeRefusal(error: unknown): { field?: 'currentPassword' | 'newPassword'; message: string } | undefined {
  const name = cognitoErrorName(error);
  if (isPasswordPolicyRefusal(error)) return { field: 'newPassword', message: authMessages.passwordRefused };
  if ((name === 'NotAuthorizedException' && /incorrect username or password/i.test(messageOf(error))) || (name === 'InvalidPasswordException' && /^invalid password$/i.test(messageOf(error)))) {
    return { field: 'currentPassword', message: authMessages.currentPasswordWrong };
  }
  if (isAttemptLimit(error)) return { message: authMessages.tooManyAttempts };
  return undefined;
}
