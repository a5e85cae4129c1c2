/**
 * Cognito PostConfirmation (sign-up confirmation only): puts the user in the group of their role,
 * creates their profile (pending for geodesists, approved otherwise) and tells the admins (spec part 1,
 * 4.2 and 4.3). Safe to retry: the group add and the profile create are idempotent.
 */
import { AdminAddUserToGroupCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { createProfile } from '../data/profiles';
import { initialApproval, SELF_REGISTER_ROLES, type SelfRegisterRole } from '../domain/roles';
import { cognito } from '../lib/clients/cognito';
import { logger } from '../lib/logger';
import { notifyAdminsOfRegistration } from '../lib/notify';

const text = (value: string | undefined) => value?.trim() || undefined;

export const handler = async (event: PostConfirmationTriggerEvent): Promise<PostConfirmationTriggerEvent> => {
  if (event.triggerSource !== 'PostConfirmation_ConfirmSignUp') return event;
  const a = event.request.userAttributes;
  const role = a['custom:role'] as SelfRegisterRole;
  if (!(SELF_REGISTER_ROLES as readonly string[]).includes(role)) {
    // PreSignUp refuses these; an account created another way gets no group and no profile.
    logger.warn('Confirmed user without a self-register role', { userName: event.userName, role });
    return event;
  }
  const userId = a.sub ?? event.userName;
  await cognito.send(new AdminAddUserToGroupCommand({ UserPoolId: event.userPoolId, Username: event.userName, GroupName: role }));
  const { profile, created } = await createProfile({
    userId,
    email: a.email ?? '',
    firstName: text(a.given_name) ?? '',
    lastName: text(a.family_name) ?? '',
    company: text(a['custom:company']) ?? null,
    phone: text(a['custom:phone']) ?? null,
    role,
    approvalStatus: initialApproval(role),
  });
  // Admins are told once (a retried trigger finds the profile); a failed e-mail is logged, never thrown.
  if (created) await notifyAdminsOfRegistration(profile);
  return event;
};
