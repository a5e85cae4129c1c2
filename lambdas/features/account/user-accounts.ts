/**
 * Cognito side of the admin's user management (spec part 2, 7 "Admin users function"): a user
 * an admin adds signs in at once with the given password (no invitation e-mail, no forced change, e-mail
 * verified), in the role's group; a role change moves the user between groups; a delete removes the user.
 */
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDeleteUserAttributesCommand,
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  AdminRemoveUserFromGroupCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  ListUsersCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { Role } from '../../domain/roles';
import { cognito } from '../../kernel/clients/cognito';
import { config } from '../../kernel/config';
import { userMessages } from './domain/users';
import { NotFoundError } from '../../kernel/errors';

/** The pool's user with this e-mail: its `sub` (the app's user id) and user name, or undefined. */
export async function findUserByEmail(email: string): Promise<{ sub: string; userName: string } | undefined> {
  const escaped = email.replace(/["\\]/g, '');
  const out = await cognito.send(new ListUsersCommand({ UserPoolId: config.userPoolId, Filter: `email = "${escaped}"`, Limit: 2 }));
  const user = out.Users?.find((u) => u.Attributes?.some((a) => a.Name === 'email' && a.Value?.toLowerCase() === email.toLowerCase()));
  if (!user) return undefined;
  const sub = user.Attributes?.find((a) => a.Name === 'sub')?.Value ?? user.Username!;
  return { sub, userName: user.Username! };
}

/**
 * Creates a confirmed user with a permanent password in the role's group (no e-mail is sent). Takes the
 * profile's facts; returns the new user's `sub`. Throws Cognito's errors (UsernameExistsException when the
 * e-mail is taken, InvalidPasswordException when the pool's policy refuses the password).
 */
export async function createUserAccount(input: {
  email: string;
  password: string;
  role: Role;
  firstName: string;
  lastName: string;
  company: string | null;
  phone: string | null;
}): Promise<{ sub: string; userName: string }> {
  const attributes = [
    { Name: 'email', Value: input.email },
    { Name: 'email_verified', Value: 'true' },
    { Name: 'given_name', Value: input.firstName },
    { Name: 'family_name', Value: input.lastName || '-' },
    { Name: 'custom:role', Value: input.role },
    ...(input.company ? [{ Name: 'custom:company', Value: input.company }] : []),
    ...(input.phone ? [{ Name: 'custom:phone', Value: input.phone }] : []),
  ];
  const out = await cognito.send(new AdminCreateUserCommand({ UserPoolId: config.userPoolId, Username: input.email, MessageAction: 'SUPPRESS', UserAttributes: attributes }));
  const userName = out.User!.Username!;
  const sub = out.User!.Attributes?.find((a) => a.Name === 'sub')?.Value ?? userName;
  await finishUserAccount(userName, input.password, input.role);
  return { sub, userName };
}

/** Sets the permanent password and the role's group of a created user (idempotent; also finishes a half-made one). */
export async function finishUserAccount(userName: string, password: string, role: Role): Promise<void> {
  await cognito.send(new AdminSetUserPasswordCommand({ UserPoolId: config.userPoolId, Username: userName, Password: password, Permanent: true }));
  await cognito.send(new AdminAddUserToGroupCommand({ UserPoolId: config.userPoolId, Username: userName, GroupName: role }));
}

/**
 * Moves a user from one role group to another; takes effect at the user's next token refresh. Throws
 * NotFoundError when the pool has no such user (a profile whose user was deleted in the console).
 */
export async function moveUserToGroup(userName: string, from: Role, to: Role): Promise<void> {
  try {
    await cognito.send(new AdminAddUserToGroupCommand({ UserPoolId: config.userPoolId, Username: userName, GroupName: to }));
    await cognito.send(new AdminRemoveUserFromGroupCommand({ UserPoolId: config.userPoolId, Username: userName, GroupName: from }));
  } catch (error) {
    if ((error as { name?: string }).name === 'UserNotFoundException') throw new NotFoundError(userMessages.notInPool);
    throw error;
  }
}

/** Deletes a user from the pool; a user already gone is fine. */
export async function deleteUserAccount(userName: string): Promise<void> {
  await cognito.send(new AdminDeleteUserCommand({ UserPoolId: config.userPoolId, Username: userName })).catch((error: unknown) => {
    if ((error as { name?: string }).name !== 'UserNotFoundException') throw error;
  });
}

/**
 * Writes a profile change to the user's copy in the pool: names as `given_name`
 * and `family_name` (an empty last name as '-', as createUserAccount does, the pool requires one), company and
 * phone as `custom:company` and `custom:phone`, removed when cleared. So Cognito never keeps personal data the
 * user has changed or removed. Returns false when the pool has no such user (a profile without a Cognito user stays editable: the pool
 * holds nothing of it to keep stale); throws Cognito's other errors (the caller writes the profile after this, so a failure leaves both as they were).
 */
export async function syncUserAttributes(userName: string, p: { firstName: string; lastName: string; company: string | null; phone: string | null }): Promise<boolean> {
  const values = { given_name: p.firstName, family_name: p.lastName || '-', 'custom:company': p.company ?? '', 'custom:phone': p.phone ?? '' };
  const kept = Object.entries(values).filter(([, v]) => v !== '');
  const cleared = Object.entries(values)
    .filter(([, v]) => v === '')
    .map(([name]) => name);
  try {
    await cognito.send(new AdminUpdateUserAttributesCommand({ UserPoolId: config.userPoolId, Username: userName, UserAttributes: kept.map(([Name, Value]) => ({ Name, Value })) }));
    if (cleared.length) await cognito.send(new AdminDeleteUserAttributesCommand({ UserPoolId: config.userPoolId, Username: userName, UserAttributeNames: cleared }));
    return true;
  } catch (error) {
    if ((error as { name?: string }).name === 'UserNotFoundException') return false;
    // The emulated pool (cognito-local) answers an unknown user with NotAuthorizedException; AdminGetUser
    // tells a missing user (UserNotFoundException, here and on AWS) from a real refusal, which is rethrown.
    if ((error as { name?: string }).name === 'NotAuthorizedException' && !(await userExists(userName))) return false;
    throw error;
  }
}

/** Whether the pool has this user (by user name or `sub`); throws Cognito's errors other than UserNotFoundException. */
async function userExists(userName: string): Promise<boolean> {
  try {
    await cognito.send(new AdminGetUserCommand({ UserPoolId: config.userPoolId, Username: userName }));
    return true;
  } catch (error) {
    if ((error as { name?: string }).name === 'UserNotFoundException') return false;
    throw error;
  }
}
