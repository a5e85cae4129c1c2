/**
 * Cognito PreSignUp: only geodesists and tender posters may register themselves (spec part 1, 1 and
 * 2.6); any other `custom:role` (admin included) is refused, whatever the client sends. The names sent
 * (`given_name`, `family_name`, `custom:company`) must meet the registration form's rules (account
 * domain signUpNamesSchema: required names, lengths, no bidi, zero-width or other invisible characters), so a sign-up made straight against Cognito's API cannot store what the form
 * refuses. Users created by an administrator with AdminCreateUser (IAM credentials, e.g. the first
 * admin, README; their names were checked by the admin route) are not self-registrations and pass.
 */
import type { PreSignUpTriggerEvent } from 'aws-lambda';
import { SELF_REGISTER_ROLES } from '../../../domain/roles';
import { logger } from '../../../kernel/logger';
import { signUpNamesSchema } from '../domain/schemas';

export const REGISTRATION_REFUSED = 'Registration is open to geodesists and tender posters only';

/**
 * Returns the event unchanged when the role may self-register and the names meet the form's rules; throws
 * (Cognito refuses the sign-up with the message) otherwise: REGISTRATION_REFUSED, or the first name rule's message.
 */
export const handler = async (event: PreSignUpTriggerEvent): Promise<PreSignUpTriggerEvent> => {
  if (event.triggerSource === 'PreSignUp_AdminCreateUser') return event;
  const attributes = event.request.userAttributes;
  const role = attributes['custom:role'];
  if (!(SELF_REGISTER_ROLES as readonly string[]).includes(role ?? '')) {
    logger.info('Sign-up refused', { triggerSource: event.triggerSource, role });
    throw new Error(REGISTRATION_REFUSED);
  }
  const names = signUpNamesSchema.safeParse(attributes);
  if (!names.success) {
    const issue = names.error.issues[0]!;
    logger.info('Sign-up refused: names', { triggerSource: event.triggerSource, attribute: issue.path.join('.') });
    throw new Error(issue.message);
  }
  return event;
};
