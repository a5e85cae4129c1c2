/**
 * Cognito PreSignUp: only geodesists and tender posters may register themselves (spec part 1, 1 and
 * 2.6); any other `custom:role` (admin included) is refused, whatever the client sends. Users created by
 * an administrator with AdminCreateUser (IAM credentials, e.g. the first admin, README) are not
 * self-registrations and pass.
 */
import type { PreSignUpTriggerEvent } from 'aws-lambda';
import { SELF_REGISTER_ROLES } from '../../../domain/roles';
import { logger } from '../../../kernel/logger';

export const REGISTRATION_REFUSED = 'Registration is open to geodesists and tender posters only';

/** Returns the event unchanged when the role may self-register; throws (Cognito refuses the sign-up) otherwise. */
export const handler = async (event: PreSignUpTriggerEvent): Promise<PreSignUpTriggerEvent> => {
  if (event.triggerSource === 'PreSignUp_AdminCreateUser') return event;
  const role = event.request.userAttributes['custom:role'];
  if (!(SELF_REGISTER_ROLES as readonly string[]).includes(role ?? '')) {
    logger.info('Sign-up refused', { triggerSource: event.triggerSource, role });
    throw new Error(REGISTRATION_REFUSED);
  }
  return event;
};
