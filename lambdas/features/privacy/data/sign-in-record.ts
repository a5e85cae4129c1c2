/**
 * What the user pool holds about a user (the export is whole): their pool user
 * read by AdminGetUser: user name, status, whether enabled, when created and last changed, every attribute
 * (e-mail and its verification, names, company, phone, role, the `sub`) and their multi-factor settings. Never
 * a password or secret: the pool answers none.
 */
import { config } from '../../../kernel/config';

/** The pool's record of a user as the export writes it (times ISO 8601). */
export interface SignInRecord {
  username: string;
  status: string | null;
  enabled: boolean | null;
  createdAt: string | null;
  updatedAt: string | null;
  attributes: Record<string, string>;
  mfa: { preferred: string | null; enabled: string[] };
}

/** The pool's record of `userId` (its `sub`, which names the user), or null when the pool has no such user. Throws Cognito's other errors. */
export async function signInRecordOf(userId: string): Promise<SignInRecord | null> {
  // Loaded at the first export a container prepares: the worker's cold start (and an erasure's) does without it.
  const [{ AdminGetUserCommand }, { cognito }] = await Promise.all([import('@aws-sdk/client-cognito-identity-provider'), import('../../../kernel/clients/cognito')]);
  try {
    const user = await cognito.send(new AdminGetUserCommand({ UserPoolId: config.userPoolId, Username: userId }));
    return {
      username: user.Username ?? userId,
      status: user.UserStatus ?? null,
      enabled: user.Enabled ?? null,
      createdAt: user.UserCreateDate ? new Date(user.UserCreateDate).toISOString() : null,
      updatedAt: user.UserLastModifiedDate ? new Date(user.UserLastModifiedDate).toISOString() : null,
      attributes: Object.fromEntries((user.UserAttributes ?? []).map((a) => [a.Name ?? '', a.Value ?? ''])),
      mfa: { preferred: user.PreferredMfaSetting ?? null, enabled: user.UserMFASettingList ?? [] },
    };
  } catch (error) {
    if ((error as { name?: string }).name === 'UserNotFoundException') return null;
    throw error;
  }
}
