/**
 * Set-up the end-to-end specs share: an account to register, registering and signing in as a user, and
 * the accessibility check (axe-core with the WCAG 2.1 A/AA tags, serious and critical violations only).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { type NewUser, PASSWORD, registerAndConfirm, signIn, uniqueEmail } from './support';

/** A new account's details with a unique e-mail made from `emailPrefix` (to register through the app). */
export function newUser<D extends { firstName: string; lastName: string; company?: string; phone?: string }>(role: NewUser['role'], emailPrefix: string, details: D): NewUser & D {
  return { role, ...details, email: uniqueEmail(emailPrefix) };
}

/** Signs `user` in through the login page (PASSWORD unless the user has its own) and waits for `landing`. */
export async function signInAs(page: Page, user: { email: string; password?: string }, landing: string): Promise<void> {
  await signIn(page, user.email, user.password ?? PASSWORD);
  await page.waitForURL(`**${landing}`);
}

/** Registers `user` through the app, confirms the e-mail, signs in and waits for `landing`. */
export async function registerAndSignIn(page: Page, user: NewUser, landing: string): Promise<void> {
  await registerAndConfirm(page, user);
  await signInAs(page, user, landing);
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
