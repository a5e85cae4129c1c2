/**
 * Cognito's own e-mails in the local cloud: the CustomMessage trigger writes them, and they reach the
 * local mailbox addressed to the user, with links to the site that carry a code Cognito accepts.
 */
import { ConfirmForgotPasswordCommand, ForgotPasswordCommand } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { cloud, cognito, registerConfirmAndSignIn, signIn, waitForMail } from './support';

function linkIn(html: string | undefined, path: string): URL {
  const href = new RegExp(`href="([^"]*${path}\\?[^"]*)"`).exec(html ?? '')?.[1];
  if (!href) throw new Error(`no ${path} link in the e-mail`);
  return new URL(href.replace(/&amp;/g, '&'));
}

describe('Cognito e-mails through the local mailbox', () => {
  it('sends the password-reset e-mail with a reset link whose code sets a new password', async () => {
    const user = await registerConfirmAndSignIn('tenderPoster');
    await cognito.send(new ForgotPasswordCommand({ ClientId: cloud.ids.userPoolClientId, Username: user.email }));

    const mail = await waitForMail(user.email, /Reset your GeoTender password/);
    const link = linkIn(mail.body.html, '/reset-password');
    expect(link.searchParams.get('email')).toBe(user.email);
    const code = link.searchParams.get('access_token')!;
    expect(mail.body.html).toContain(code);

    await cognito.send(new ConfirmForgotPasswordCommand({ ClientId: cloud.ids.userPoolClientId, Username: user.email, ConfirmationCode: code, Password: 'NewSurvey2026y' }));
    await expect(signIn(user.email, 'NewSurvey2026y')).resolves.toMatchObject({ email: user.email });
  });

  it('sends the sign-up confirmation from the configured sender with a link to the site’s login page', async () => {
    const user = await registerConfirmAndSignIn('geodesist');
    const mail = await waitForMail(user.email, /Confirm your GeoTender account/);
    const link = linkIn(mail.body.html, '/login');
    expect(link.searchParams.get('email')).toBe(user.email);
    expect(link.searchParams.get('confirm')).toMatch(/^\d{6}$/);
  });
});
