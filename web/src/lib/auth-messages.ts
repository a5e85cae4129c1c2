/**
 * What the app tells a person about their session, role and passwords (spec part 1, 5 and 8.1), in one
 * place: the toasts of the session code, the reset page's token errors, and Cognito's password refusals
 * turned into words a person can act on.
 */
import { PASSWORD_HINT } from '@features/account/domain/schemas';
import { sessionMessages } from './session-messages';

/** The spec's words (part 1, 8.1), the app's own for an ended session (sessionMessages), and the password refusals. */
export const authMessages = {
  ...sessionMessages,
  /** Reset page (part 1, 2.9 and 8.1). */
  invalidResetToken: 'Invalid or missing reset token',
  /** The reset link carries no token (part 1, 5). */
  missingResetToken: 'Missing reset token',
  /** The reset link carries a token but no e-mail address. */
  missingResetEmail: 'The reset link has no e-mail address. Ask for a new one with "Forgot password?".',
  /** Cognito refused the reset code as wrong, expired or used. */
  refusedResetToken: 'The reset link has expired or was already used. Ask for a new one with "Forgot password?".',
  /** Cognito refused a new password by the pool's policy. */
  passwordRefused: `The password does not meet the password rules: ${PASSWORD_HINT.charAt(0).toLowerCase()}${PASSWORD_HINT.slice(1)}.`,
  /** Cognito refused the current password of a password change. */
  currentPasswordWrong: 'Your current password is not correct.',
  /** Cognito's attempt limit. */
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
} as const;

const nameOf = (error: unknown): string => {
  const name = (error as { name?: unknown } | null | undefined)?.name;
  return typeof name === 'string' ? name : '';
};
const messageOf = (error: unknown): string => {
  const message = (error as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' ? message : '';
};

/** Whether Cognito refused a new password by the pool's policy (InvalidPasswordException "... conform ... policy"). */
export function isPasswordPolicyRefusal(error: unknown): boolean {
  return nameOf(error) === 'InvalidPasswordException' && /conform/i.test(messageOf(error));
}

/**
 * Which field a Cognito refusal of a password change is about, and what to tell the person: the pool's rule
 * for a new password it refuses; "not correct" for a wrong current password (NotAuthorizedException
 * "Incorrect username or password." in the cloud, cognito-local's InvalidPasswordException "Invalid
 * password"); a wait for the attempt limit. Undefined for anything else, which keeps its own message.
 */
export function passwordChangeRefusal(error: unknown): { field?: 'currentPassword' | 'newPassword'; message: string } | undefined {
  const name = nameOf(error);
  if (isPasswordPolicyRefusal(error)) return { field: 'newPassword', message: authMessages.passwordRefused };
  if ((name === 'NotAuthorizedException' && /incorrect username or password/i.test(messageOf(error))) || (name === 'InvalidPasswordException' && /^invalid password$/i.test(messageOf(error)))) {
    return { field: 'currentPassword', message: authMessages.currentPasswordWrong };
  }
  if (name === 'LimitExceededException' || name === 'TooManyFailedAttemptsException' || name === 'TooManyRequestsException') return { message: authMessages.tooManyAttempts };
  return undefined;
}
