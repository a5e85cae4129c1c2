/**
 * Cognito PostConfirmation (sign-up confirmation only): puts the user in the group of their role,
 * creates their profile (pending for geodesists, approved otherwise) and tells the admins (spec part 1,
 * 4.2 and 4.3), through features/account/account-setup.ts. Safe to retry; if it fails for good, `GET /me` repairs
 * the account at the user's first request.
 */
import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { setUpAccount } from '../account-setup';

export const handler = async (event: PostConfirmationTriggerEvent): Promise<PostConfirmationTriggerEvent> => {
  if (event.triggerSource !== 'PostConfirmation_ConfirmSignUp') return event;
  await setUpAccount(event.userPoolId, event.userName, event.request.userAttributes);
  return event;
};
