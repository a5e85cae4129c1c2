/**
 * The Cognito console as a second door, with cognito-local's admin API: a user created in the
 * console signs in with the temporary password, sets a new one and works in the app with a profile; a
 * user moved between role groups gets the new role in the token and the profile at the next sign-in; a
 * pending geodesist added to the approval group is approved at the next sign-in.
 */
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminRemoveUserFromGroupCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { api, cloud, cognito, PASSWORD, registerConfirmAndSignIn, signIn, uniqueEmail } from './support';

const pool = () => cloud.ids.userPoolId;
const groupsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString())['cognito:groups'] as string[];

/** AdminCreateUser as the console does (temporary password, no e-mail), then the first sign-in with a new password. */
async function consoleUser(group: string): Promise<{ email: string; accessToken: string }> {
  const email = uniqueEmail('console');
  await cognito.send(
    new AdminCreateUserCommand({
      UserPoolId: pool(),
      Username: email,
      TemporaryPassword: 'Temporary2026x',
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'given_name', Value: 'Konsool' },
        { Name: 'family_name', Value: 'Kasutaja' },
      ],
    }),
  );
  await cognito.send(new AdminAddUserToGroupCommand({ UserPoolId: pool(), Username: email, GroupName: group }));
  const first = await cognito.send(new InitiateAuthCommand({ ClientId: cloud.ids.userPoolClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: 'Temporary2026x' } }));
  expect(first.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
  const done = await cognito.send(
    new RespondToAuthChallengeCommand({
      ClientId: cloud.ids.userPoolClientId,
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      Session: first.Session,
      ChallengeResponses: { USERNAME: email, NEW_PASSWORD: PASSWORD },
    }),
  );
  return { email, accessToken: done.AuthenticationResult!.AccessToken! };
}

describe('the Cognito console as a second door', () => {
  it('a user created in the console and put in a role group gets a profile and works in the app', async () => {
    const { accessToken } = await consoleUser('tenderPoster');
    const me = await api(accessToken, 'GET', '/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ role: 'tenderPoster', isApproved: true, profile: { firstName: 'Konsool', lastName: 'Kasutaja' } });
    expect((await api(accessToken, 'GET', '/tenders?scope=mine')).status).toBe(200);
  });

  it('a user moved between role groups in the console has the new role, in the token and the profile, at the next sign-in', async () => {
    const { email } = await consoleUser('tenderPoster');
    const sub = (await signIn(email, PASSWORD)).sub;
    await cognito.send(new AdminRemoveUserFromGroupCommand({ UserPoolId: pool(), Username: sub, GroupName: 'tenderPoster' }));
    await cognito.send(new AdminAddUserToGroupCommand({ UserPoolId: pool(), Username: sub, GroupName: 'geodesist' }));
    const again = await signIn(email, PASSWORD);
    expect(groupsOf(again.accessToken)).toEqual(['geodesist']);
    const me = await api(again.accessToken, 'GET', '/me');
    expect(me.body).toMatchObject({ role: 'geodesist', profile: { role: 'geodesist' } });
    const admin = await signIn(cloud.admin.email, cloud.admin.password);
    const history = await api(admin.accessToken, 'GET', `/admin/users/${sub}/history`);
    expect(history.body.items[0]).toMatchObject({ action: 'role_change', actorName: 'Cognito console', changes: [{ field: 'role', from: 'tenderPoster', to: 'geodesist' }] });
  });

  it('a pending geodesist added to the approvedGeodesists group in the console is approved at the next sign-in', async () => {
    const geodesist = await registerConfirmAndSignIn('geodesist');
    expect((await api(geodesist.accessToken, 'GET', '/me')).body.isApproved).toBe(false);
    await cognito.send(new AdminAddUserToGroupCommand({ UserPoolId: pool(), Username: geodesist.sub, GroupName: 'approvedGeodesists' }));
    const again = await signIn(geodesist.email, PASSWORD);
    expect((await api(again.accessToken, 'GET', '/me')).body).toMatchObject({ isApproved: true, profile: { approvalStatus: 'approved' } });
    expect((await api(again.accessToken, 'GET', '/tenders?scope=open')).status).toBe(200);
  });

  it('a user deleted in the console can neither sign in nor refresh the session, so API access ends with the access token (30 minutes at most)', async () => {
    const { email } = await consoleUser('tenderPoster');
    const auth = await cognito.send(new InitiateAuthCommand({ ClientId: cloud.ids.userPoolClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD } }));
    const refreshToken = auth.AuthenticationResult!.RefreshToken!;
    const sub = JSON.parse(Buffer.from(auth.AuthenticationResult!.AccessToken!.split('.')[1]!, 'base64url').toString()).sub as string;
    await cognito.send(new AdminDeleteUserCommand({ UserPoolId: pool(), Username: sub }));
    await expect(signIn(email, PASSWORD)).rejects.toThrow();
    await expect(cognito.send(new InitiateAuthCommand({ ClientId: cloud.ids.userPoolClientId, AuthFlow: 'REFRESH_TOKEN_AUTH', AuthParameters: { REFRESH_TOKEN: refreshToken } }))).rejects.toThrow();
  });
});
