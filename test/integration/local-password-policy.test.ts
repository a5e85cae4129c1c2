/**
 * The local user pool holds every password to the pool's policy (PASSWORD_POLICY, the stack's constant), as
 * the cloud pool does: a password Cognito would refuse is refused locally with InvalidPasswordException and
 * Cognito's message, on every call that sets one, and the call changes nothing.
 */
import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  ChangePasswordCommand,
  ConfirmForgotPasswordCommand,
  ForgotPasswordCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { cloud, cognito, PASSWORD, registerConfirmAndSignIn, signIn, signUp, uniqueEmail, waitForMail } from './support';

const refused = (message: string) => ({ name: 'InvalidPasswordException', message });
const NOT_LONG_ENOUGH = 'Password does not conform to policy: Password not long enough';

/** The reset code of the latest password-reset e-mail to `email`. */
async function resetCode(email: string): Promise<string> {
  const mail = await waitForMail(email, /Reset your GeoTender password/);
  const code = /access_token=(\d+)/.exec(mail.body.html ?? '')?.[1];
  if (!code) throw new Error('no reset code in the e-mail');
  return code;
}

describe('the local pool enforces the password policy', () => {
  it('refuses sign-up with "abc" as Cognito does, and creates no user', async () => {
    const email = uniqueEmail('weak');
    const signUpWith = (password: string) => signUp(email, password, { firstName: 'Weak', lastName: 'Password', role: 'tenderPoster' });
    await expect(signUpWith('abc')).rejects.toMatchObject(refused('Password did not conform with policy: Password not long enough'));
    await expect(signUpWith('abcdefgh1')).rejects.toMatchObject(refused('Password did not conform with policy: Password must have uppercase characters'));
    await expect(signUpWith('ABCDEFGH1')).rejects.toMatchObject(refused('Password did not conform with policy: Password must have lowercase characters'));
    await expect(signUpWith('Abcdefghi')).rejects.toMatchObject(refused('Password did not conform with policy: Password must have numeric characters'));
    // Nothing was stored: the same e-mail signs up with a password that conforms.
    await expect(signUpWith(PASSWORD)).resolves.toMatchObject({ UserSub: expect.any(String) });
  });

  it('refuses a change to "abcdef" and keeps the old password', async () => {
    const user = await registerConfirmAndSignIn('tenderPoster');
    await expect(cognito.send(new ChangePasswordCommand({ AccessToken: user.accessToken, PreviousPassword: PASSWORD, ProposedPassword: 'abcdef' }))).rejects.toMatchObject(refused(NOT_LONG_ENOUGH));
    await expect(signIn(user.email, PASSWORD)).resolves.toMatchObject({ email: user.email });
    await expect(cognito.send(new ChangePasswordCommand({ AccessToken: user.accessToken, PreviousPassword: PASSWORD, ProposedPassword: 'Changed2026x' }))).resolves.toBeDefined();
  });

  it('refuses a weak password when a reset is confirmed, and the code still sets a good one', async () => {
    const user = await registerConfirmAndSignIn('geodesist');
    await cognito.send(new ForgotPasswordCommand({ ClientId: cloud.ids.userPoolClientId, Username: user.email }));
    const code = await resetCode(user.email);
    const confirm = (password: string) => cognito.send(new ConfirmForgotPasswordCommand({ ClientId: cloud.ids.userPoolClientId, Username: user.email, ConfirmationCode: code, Password: password }));
    await expect(confirm('abcdef')).rejects.toMatchObject(refused(NOT_LONG_ENOUGH));
    await expect(signIn(user.email, PASSWORD)).resolves.toMatchObject({ email: user.email });
    await confirm('Renewed2026z');
    await expect(signIn(user.email, 'Renewed2026z')).resolves.toMatchObject({ email: user.email });
  });

  it('refuses weak passwords from the admin calls: AdminCreateUser, AdminSetUserPassword and the new-password challenge', async () => {
    const email = uniqueEmail('admin-set');
    const create = (temporary: string) =>
      cognito.send(
        new AdminCreateUserCommand({
          UserPoolId: cloud.ids.userPoolId,
          Username: email,
          TemporaryPassword: temporary,
          MessageAction: 'SUPPRESS',
          UserAttributes: [
            { Name: 'email', Value: email },
            { Name: 'email_verified', Value: 'true' },
          ],
        }),
      );
    await expect(create('temp')).rejects.toMatchObject(refused(NOT_LONG_ENOUGH));
    await create('Temporary2026x');

    await expect(cognito.send(new AdminSetUserPasswordCommand({ UserPoolId: cloud.ids.userPoolId, Username: email, Password: 'alllowercase1', Permanent: false }))).rejects.toMatchObject(
      refused('Password does not conform to policy: Password must have uppercase characters'),
    );

    const first = await cognito.send(
      new InitiateAuthCommand({ ClientId: cloud.ids.userPoolClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: 'Temporary2026x' } }),
    );
    expect(first.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    const respond = (password: string) =>
      cognito.send(
        new RespondToAuthChallengeCommand({
          ClientId: cloud.ids.userPoolClientId,
          ChallengeName: 'NEW_PASSWORD_REQUIRED',
          Session: first.Session,
          ChallengeResponses: { USERNAME: email, NEW_PASSWORD: password },
        }),
      );
    await expect(respond('NoDigitsHere')).rejects.toMatchObject(refused('Password does not conform to policy: Password must have numeric characters'));
    await expect(respond(PASSWORD)).resolves.toMatchObject({ AuthenticationResult: { AccessToken: expect.any(String) } });
  });
});
