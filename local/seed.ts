/**
 * The seeded admin: a Cognito user in the `admin` group with a permanent password, and its profile item
 * (approved). Admins cannot self-register (pre-sign-up trigger), so the local cloud creates one.
 */
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  type CognitoIdentityProviderClient,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { createProfile } from '../lambdas/features/account/data/profiles';

export interface SeedAdmin {
  email: string;
  password: string;
}

/** Creates the admin unless a user with that e-mail exists; the profile is created either way if absent. */
export async function seedAdmin(cognito: CognitoIdentityProviderClient, userPoolId: string, admin: SeedAdmin): Promise<void> {
  let sub: string | undefined;
  try {
    const user = await cognito.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: admin.email }));
    sub = user.UserAttributes?.find((a) => a.Name === 'sub')?.Value;
  } catch (error) {
    if (!(error instanceof UserNotFoundException) && (error as Error).name !== 'UserNotFoundException') throw error;
  }
  if (!sub) {
    const created = await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId,
        Username: admin.email,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: admin.email },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'given_name', Value: 'Platform' },
          { Name: 'family_name', Value: 'Admin' },
          { Name: 'custom:role', Value: 'admin' },
        ],
      }),
    );
    sub = created.User?.Attributes?.find((a) => a.Name === 'sub')?.Value ?? created.User?.Username;
    await cognito.send(new AdminSetUserPasswordCommand({ UserPoolId: userPoolId, Username: admin.email, Password: admin.password, Permanent: true }));
  }
  // cognito-local addresses users by their username, which is the sub when e-mail is the sign-in alias.
  await cognito
    .send(new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: sub!, GroupName: 'admin' }))
    .catch(() => cognito.send(new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: admin.email, GroupName: 'admin' })));
  await createProfile({ userId: sub!, email: admin.email, firstName: 'Platform', lastName: 'Admin', company: 'GeoTender', phone: null, role: 'admin', approvalStatus: 'approved' });
}
