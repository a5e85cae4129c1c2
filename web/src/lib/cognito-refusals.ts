/**
 * Which kind of refusal a Cognito error is, by its exception name, in one place for the sign-in form and the password
 * forms (lib/auth-messages.ts). Reads nothing else, so the sign-in page loads it without the account schemas.
 */

/** The exception name of a thrown value ('' when it has none). */
export function cognitoErrorName(error: unknown): string {
  const name = (error as { name?: unknown } | null | undefined)?.name;
  return typeof name === 'string' ? name : '';
}

/** Whether Cognito refused for its attempt limit (the person should wait a few minutes). */
export function isAttemptLimit(error: unknown): boolean {
  const name = cognitoErrorName(error);
  return name === 'LimitExceededException' || name === 'TooManyFailedAttemptsException' || name === 'TooManyRequestsException';
}

/** Whether Cognito refused a sign-in's e-mail and password (a wrong password, an unknown user; cognito-local's "Invalid password"). */
export function isCredentialsRefusal(error: unknown): boolean {
  const name = cognitoErrorName(error);
  return name === 'NotAuthorizedException' || name === 'UserNotFoundException' || name === 'InvalidPasswordException';
}
