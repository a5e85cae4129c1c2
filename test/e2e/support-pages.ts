/**
 * Set-up the end-to-end specs share: an account to register, registering and signing in as a user, and
 * the accessibility check (axe-core with the WCAG 2.1 A/AA tags, serious and critical violations only).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { type NewUser, PASSWORD, cognitoTokens, registerAndConfirm, signIn, uniqueEmail } from './support';

/** A new account's details with a unique e-mail made from `emailPrefix` (to register through the app). */
export function newUser<D extends { firstName: string; lastName: string; company?: string; phone?: string }>(role: NewUser['role'], emailPrefix: string, details: D): NewUser & D {
  return { role, ...details, email: uniqueEmail(emailPrefix) };
}

/**
 * Signs `user` in without the login form, for specs whose subject is not signing in (those use `signIn`):
 * Cognito's tokens from USER_PASSWORD_AUTH are stored where Amplify keeps a session (its TokenStore in
 * localStorage), then /login sends the signed-in user on, as after a sign-in, and this waits for `landing`.
 */
export async function signInAs(page: Page, user: { email: string; password?: string }, landing: string): Promise<void> {
  const { clientId, username, tokens } = await cognitoTokens(user.email, user.password ?? PASSWORD);
  // Any page of the app's origin gives its localStorage; config.json loads no script.
  await page.goto('/config.json');
  await page.evaluate(
    ({ prefix, username, tokens }) => {
      localStorage.setItem(`${prefix}.LastAuthUser`, username);
      for (const [key, value] of Object.entries(tokens)) localStorage.setItem(`${prefix}.${username}.${key}`, value);
    },
    { prefix: `CognitoIdentityServiceProvider.${clientId}`, username, tokens },
  );
  await page.goto('/login');
  await page.waitForURL(`**${landing}`);
}

/** Registers `user` through the app, confirms the e-mail, signs in and waits for `landing`. */
export async function registerAndSignIn(page: Page, user: NewUser, landing: string): Promise<void> {
  await registerAndConfirm(page, user);
  await signIn(page, user.email, PASSWORD);
  await page.waitForURL(`**${landing}`);
}

/**
 * The page's serious and critical WCAG 2.1 A/AA violations as `id (impact): targets` (at most three targets
 * each); `exclude` leaves a part of the page out (e.g. the toaster, whose toasts come and go).
 */
export async function seriousViolations(page: Page, options: { exclude?: string } = {}): Promise<string[]> {
  let builder = new AxeBuilder({ page });
  if (options.exclude) builder = builder.exclude(options.exclude);
  const results = await builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}
