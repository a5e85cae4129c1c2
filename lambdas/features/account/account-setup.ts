/**
 * Setting up a confirmed account (spec part 1, 4.2): the user joins the Cognito group of the role chosen
 * at sign-up and gets a profile (pending for geodesists, approved otherwise; in the language the sign-up was made
 * in), written with its user_registered event (./events.ts), through which the admins are told once, in the app and
 * by e-mail.
 * Used by the PostConfirmation trigger and, when that trigger failed, by `GET /me` to repair the account
 * (no user is stranded without group or profile). Idempotent: group add and profile create
 * may run again.
 */
import { AdminAddUserToGroupCommand, AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { createProfile } from './data/profiles';
import type { Profile } from './domain/dto';
import { displayName, initialApproval, SELF_REGISTER_ROLES, type SelfRegisterRole } from '../../domain/roles';
import { ROLE_LABELS } from '../../domain/role-labels';
import { supportedLanguage } from '../../domain/i18n/languages';
import { cognito } from '../../kernel/clients/cognito';
import { config } from '../../kernel/config';
import { logger } from '../../kernel/logger';
import { outboxItem } from '../../table/outbox';
import { userRegistered } from './events';

const text = (value: string | undefined) => value?.trim() || undefined;

/**
 * Sets up the account `userName` of pool `userPoolId` from its Cognito attributes. Returns the role and
 * profile, or undefined when the attributes carry no self-registrable role (such an account was made
 * another way and gets neither). Throws on Cognito or DynamoDB errors (the caller retries).
 */
export async function setUpAccount(userPoolId: string, userName: string, attributes: Record<string, string | undefined>): Promise<{ role: SelfRegisterRole; profile: Profile } | undefined> {
  const role = attributes['custom:role'] as SelfRegisterRole;
  if (!(SELF_REGISTER_ROLES as readonly string[]).includes(role)) {
    logger.warn('Confirmed user without a self-register role', { userName, role });
    return undefined;
  }
  await cognito.send(new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: userName, GroupName: role }));
  const input = {
    userId: attributes.sub ?? userName,
    email: attributes.email ?? '',
    firstName: text(attributes.given_name) ?? '',
    lastName: text(attributes.family_name) ?? '',
    company: text(attributes['custom:company']) ?? null,
    phone: text(attributes['custom:phone']) ?? null,
    role,
    approvalStatus: initialApproval(role),
    // The language the registration form was in (its `locale` attribute), so the first notices are in it too.
    ...(supportedLanguage(attributes.locale) ? { language: supportedLanguage(attributes.locale) } : {}),
  };
  // The registration's event is written with the profile, once (a retry finds the profile and writes neither);
  // its listener tells the admins in the app and by e-mail.
  const registered = outboxItem(userRegistered, {
    userId: input.userId,
    name: displayName(input),
    email: input.email,
    role: ROLE_LABELS[role],
    needsApproval: input.approvalStatus === 'pending',
  });
  const { profile } = await createProfile(input, [registered]);
  return { role, profile };
}

/**
 * Repairs the account of `sub` (its Cognito user name when e-mail is the sign-in alias) after a failed
 * PostConfirmation: reads the user from the pool (USER_POOL_ID) and sets it up. Returns what setUpAccount
 * returns; undefined also for a user that is not confirmed.
 */
export async function repairAccount(sub: string): Promise<{ role: SelfRegisterRole; profile: Profile } | undefined> {
  const user = await cognito.send(new AdminGetUserCommand({ UserPoolId: config.userPoolId, Username: sub })).catch((error: unknown) => {
    if ((error as { name?: string }).name === 'UserNotFoundException') return undefined;
    throw error;
  });
  if (user?.UserStatus !== 'CONFIRMED') return undefined;
  const attributes = Object.fromEntries((user.UserAttributes ?? []).map((a) => [a.Name!, a.Value]));
  logger.warn('Repairing an account left without group or profile', { sub });
  return setUpAccount(config.userPoolId, user.Username ?? sub, attributes);
}
