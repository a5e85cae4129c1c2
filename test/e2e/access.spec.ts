/// <reference lib="dom" />
/**
 * Access and public pages of spec part 1: the route guard (2.2), landing buttons and the user menu
 * (2.3, 2.4), the signed-in shell (2.12), password reset by e-mail (2.9), registration messages (2.6, 5)
 * and the legal pages (2.11).
 */
import { AdminCreateUserCommand, AdminSetUserPasswordCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { expect, test } from '@playwright/test';
import { linkIn, PASSWORD, registerAndConfirm, signIn, uniqueEmail, waitForMail } from './support';
import { newUser, registerAndSignIn } from './support-pages';

test('guard: signed out goes to /login and comes back to the page first asked for; a wrong role goes home', async ({ page }) => {
  const poster = newUser('tenderPoster', 'guard', { firstName: 'Gina', lastName: 'Guard' });
  await registerAndConfirm(page, poster);
  await page.goto('/tender-poster/add-tender');
  await page.waitForURL('**/login');
  await page.getByLabel('Email').fill(poster.email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/tender-poster/add-tender');
  await expect(page.getByRole('heading', { name: 'Create New Tender' })).toBeVisible();

  await page.goto('/admin/users');
  await page.waitForURL(/\/tender-poster$/);
  await page.goto('/geodesist/browse');
  await page.waitForURL(/\/tender-poster$/);
});

test('guard: a user with no known role goes to /unauthorized, whose button leads home', async ({ page }) => {
  const config = (await (await page.request.get('/config.json')).json()) as { userPoolId: string; userPoolEndpoint: string; region: string };
  const cognito = new CognitoIdentityProviderClient({ region: config.region, endpoint: config.userPoolEndpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  const email = uniqueEmail('norole');
  await cognito.send(new AdminCreateUserCommand({ UserPoolId: config.userPoolId, Username: email, MessageAction: 'SUPPRESS', UserAttributes: [{ Name: 'email', Value: email }] }));
  await cognito.send(new AdminSetUserPasswordCommand({ UserPoolId: config.userPoolId, Username: email, Password: PASSWORD, Permanent: true }));
  await signIn(page, email, PASSWORD);
  await page.waitForURL('**/unauthorized');
  await expect(page.getByText(/permission/i).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go to Dashboard' }).or(page.getByRole('link', { name: 'Go to Dashboard' }))).toBeVisible();
});

test('landing and header: Portal goes to /login signed out and to the role home signed in; Log Out returns to /', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'How It Works' })).toBeVisible();
  await expect(page.getByText('Streamlined Tender Management')).toBeVisible();
  await page.getByRole('link', { name: 'Portal', exact: true }).first().click();
  await page.waitForURL('**/login');

  const poster = newUser('tenderPoster', 'landing', { firstName: 'Lena', lastName: 'Landing' });
  await registerAndSignIn(page, poster, '/tender-poster');
  await page.goto('/');
  await page.getByRole('link', { name: 'Enter Portal' }).click();
  await page.waitForURL(/\/tender-poster$/);
  await page.goto('/');
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await page.waitForURL(/\/tender-poster$/);

  await page.getByRole('button', { name: /User menu/ }).click();
  await expect(page.getByText('Lena Landing').last()).toBeVisible();
  await expect(page.getByText('Tender Poster').last()).toBeVisible();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
});

test('shell: Ctrl+B collapses the sidebar and the state is kept in a cookie for 7 days', async ({ page }) => {
  const poster = newUser('tenderPoster', 'shell', { firstName: 'Sia', lastName: 'Sidebar' });
  await registerAndSignIn(page, poster, '/tender-poster');
  const toggle = page.getByRole('button', { name: 'Toggle sidebar' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Control+b');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const cookie = (await page.context().cookies()).find((c) => c.name === 'sidebar_state');
  expect(cookie?.value).toBe('false');
  const days = (cookie!.expires - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(6.9);
  expect(days).toBeLessThan(7.1);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Toggle sidebar' })).toHaveAttribute('aria-expanded', 'false');
});

test('password reset: the e-mailed link opens /reset-password on this site and the new password signs in', async ({ page }) => {
  const user = newUser('geodesist', 'reset', { firstName: 'Rita', lastName: 'Reset' });
  await registerAndConfirm(page, user);

  await page.goto('/reset-password');
  await expect(page.getByText('Invalid or missing reset token').first()).toBeVisible();
  await page.waitForURL('**/login');

  await page.getByRole('button', { name: /Forgot password/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset Password' });
  await dialog.getByRole('button', { name: 'Send Instructions' }).click();
  await expect(page.getByText('Please enter your email address').first()).toBeVisible();
  await dialog.getByLabel('Email').fill(user.email);
  await dialog.getByRole('button', { name: 'Send Instructions' }).click();
  await expect(page.getByText('Password reset instructions sent to your email').first()).toBeVisible();

  const mail = await waitForMail(user.email, /reset/i);
  const link = linkIn(mail, '/reset-password?');
  expect(link).toContain('access_token=');
  await page.goto(link);
  const form = page.getByRole('form', { name: 'Create new password' });
  await form.getByLabel('New Password', { exact: true }).fill('weakpass');
  await form.getByLabel('Confirm New Password').fill('weakpass');
  await form.getByLabel('Confirm New Password').press('Enter');
  await expect(form.getByText('Password must contain at least one uppercase letter')).toBeVisible();
  await form.getByLabel('New Password', { exact: true }).fill('Renewed2026z');
  await form.getByLabel('Confirm New Password').fill('Renewed2026z');
  await form.getByLabel('Confirm New Password').press('Enter');
  await expect(page.getByText('Password updated successfully').first()).toBeVisible();
  await page.waitForURL('**/login');
  await signIn(page, user.email, 'Renewed2026z');
  await page.waitForURL('**/approval-pending');
});

test('register: the spec messages for terms and mismatched passwords', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('First Name').fill('Tim');
  await page.getByLabel('Last Name').fill('Terms');
  await page.getByLabel('Email').fill(uniqueEmail('terms'));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(`${PASSWORD}x`);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Please ensure both passwords match').first()).toBeVisible();
  await expect(page.getByText('You must accept the Terms of Service and Privacy Policy to register').first()).toBeVisible();
});

test('legal pages: effective May 7, 2025, with their sections', async ({ page }) => {
  await page.goto('/privacy-policy');
  await expect(page.getByText(/May 7, 2025/).first()).toBeVisible();
  for (const section of [
    'Introduction',
    'Information We Collect',
    'How We Use Your Information',
    'Data Sharing and Disclosure',
    'Data Security',
    'Your Rights',
    'Cookies and Tracking Technologies',
    'Changes',
    'Contact Us',
  ]) {
    await expect(page.getByRole('heading', { name: new RegExp(`^\\d+\\. ${section}$`) })).toBeVisible();
  }
  await page.goto('/terms-of-service');
  await expect(page.getByText(/May 7, 2025/).first()).toBeVisible();
  for (const section of [
    'Introduction',
    'Definitions',
    'Account Registration and Responsibilities',
    'Platform Usage',
    'Fees and Payments',
    'Intellectual Property',
    'Prohibited Activities',
    'Limitation of Liability',
    'Termination',
    'Governing Law',
    'Changes',
    'Contact Us',
  ]) {
    await expect(page.getByRole('heading', { name: new RegExp(`^\\d+\\. ${section}$`) })).toBeVisible();
  }
});

test('session: the access token is refreshed before it expires, and the app keeps working', async ({ page }) => {
  await page.clock.install();
  const user = newUser('tenderPoster', 'token', { firstName: 'Theo', lastName: 'Token' });
  await registerAndSignIn(page, user, '/tender-poster');
  const tokenNow = () => page.evaluate(() => localStorage.getItem(Object.keys(localStorage).find((k) => k.endsWith('.accessToken'))!));
  const first = await tokenNow();
  const expiry = (t: string) => JSON.parse(atob(t.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))).exp as number;
  expect(expiry(first!) * 1000 - Date.now()).toBeLessThanOrEqual(30 * 60_000 + 5_000);

  // 29 minutes later, in the browser's clock: the token is about to expire.
  await page.clock.fastForward('29:00');
  await page.getByRole('tab', { name: 'Open' }).click();
  await expect.poll(tokenNow, { timeout: 15_000 }).not.toBe(first);
  await page.getByRole('tab', { name: 'Active Tenders' }).click();
  await expect(page.getByText('No active tenders found. Create a new tender to get started!')).toBeVisible();
});
