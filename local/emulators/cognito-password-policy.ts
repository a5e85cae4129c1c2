/**
 * The user pool's password policy in the local pool. cognito-local stores a pool's PasswordPolicy but never
 * checks a password against it, so a password the cloud pool refuses would pass locally. This layer sits
 * between cognito-local's HTTP server and its router and refuses such passwords as Cognito does, with
 * `InvalidPasswordException` and Cognito's message ("Password did not conform with policy: Password not long
 * enough" for SignUp, "Password does not conform to policy: ..." for the other calls). The policy is
 * PASSWORD_POLICY, the constant the stack gives the cloud pool (lib/constructs/auth.ts).
 */
import { PASSWORD_POLICY } from '../../lambdas/features/account/domain/schemas';

/** The policy's fields, as the stack's construct and the local pool take them. */
export type PasswordPolicy = Readonly<{ minLength: number; requireLowercase: boolean; requireUppercase: boolean; requireDigits: boolean; requireSymbols: boolean }>;

/** Cognito's symbol characters (the user pool password requirements). */
const SYMBOLS = /[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+\- ]/;

/**
 * The first rule of `policy` that `password` breaks, worded as Cognito words it ("Password not long
 * enough", "Password must have uppercase characters", ...), or undefined when the password conforms.
 */
export function passwordPolicyViolation(password: string, policy: PasswordPolicy = PASSWORD_POLICY): string | undefined {
  if (password.length < policy.minLength) return 'Password not long enough';
  if (policy.requireUppercase && !/[A-Z]/.test(password)) return 'Password must have uppercase characters';
  if (policy.requireLowercase && !/[a-z]/.test(password)) return 'Password must have lowercase characters';
  if (policy.requireDigits && !/[0-9]/.test(password)) return 'Password must have numeric characters';
  if (policy.requireSymbols && !SYMBOLS.test(password)) return 'Password must have symbol characters';
  return undefined;
}

type Body = Record<string, unknown> | undefined;

const field =
  (name: string) =>
  (body: Body): unknown =>
    body?.[name];

/** Where each call that sets a password carries it. */
const newPasswordChallenge = (body: Body): unknown => (body?.ChallengeName === 'NEW_PASSWORD_REQUIRED' ? (body.ChallengeResponses as Body)?.NEW_PASSWORD : undefined);
const PASSWORD_OF = new Map<string, (body: Body) => unknown>([
  ['SignUp', field('Password')],
  ['ChangePassword', field('ProposedPassword')],
  ['ConfirmForgotPassword', field('Password')],
  ['AdminSetUserPassword', field('Password')],
  ['AdminCreateUser', field('TemporaryPassword')],
  ['RespondToAuthChallenge', newPasswordChallenge],
  ['AdminRespondToAuthChallenge', newPasswordChallenge],
]);

/**
 * Cognito's refusal of `password` in the call `target` (an x-amz-target operation name) as `{ code, message }`,
 * or undefined when the call sets no password or the password conforms to `policy`.
 */
export function passwordRefusal(target: string, body: Body, policy: PasswordPolicy = PASSWORD_POLICY): { code: 'InvalidPasswordException'; message: string } | undefined {
  const password = PASSWORD_OF.get(target)?.(body);
  if (typeof password !== 'string') return undefined;
  const reason = passwordPolicyViolation(password, policy);
  if (!reason) return undefined;
  const prefix = target === 'SignUp' ? 'Password did not conform with policy' : 'Password does not conform to policy';
  return { code: 'InvalidPasswordException', message: `${prefix}: ${reason}` };
}

/** A cognito-local route: called with its context and the parsed request body. */
type Route = (ctx: unknown, body: Body) => Promise<unknown>;

/**
 * Wraps cognito-local's router (`target => route`) so that every call setting a password is first checked
 * against `policy`; a refused password rejects with `toError(code, message)` (cognito-local's CognitoError,
 * which its server answers with 400 `{ __type: code, message }`) and the call does nothing.
 */
export function enforcePasswordPolicy(router: (target: string) => Route, toError: (code: string, message: string) => Error, policy: PasswordPolicy = PASSWORD_POLICY): (target: string) => Route {
  return (target) => {
    const route = router(target);
    if (!PASSWORD_OF.has(target)) return route;
    return async (ctx, body) => {
      const refusal = passwordRefusal(target, body, policy);
      if (refusal) throw toError(refusal.code, refusal.message);
      return route(ctx, body);
    };
  };
}
