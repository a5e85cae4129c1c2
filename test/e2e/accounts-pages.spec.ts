/// <reference lib="dom" />
/**
 * Spec part 1, screen by screen, beyond the flows of accounts.spec.ts and access.spec.ts: login and
 * registration messages (2.5, 2.6, 5, 6, 8.1), approval pending moving on by itself (2.7), the reset
 * link's bad tokens (2.9), header and footer (2.4), the account page's tabs and sub-pages (2.13), the
 * shell's widths and menus (2.12) and the guard's loading skeleton (2.2).
 */
import { AdminCreateUserCommand, AdminSetUserPasswordCommand, AuthFlowType, CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { expect, type Page, test } from '@playwright/test';
import { ADMIN, PASSWORD, signIn, uniqueEmail } from './support';
import { newUser, registerAndSignIn } from './support-pages';

interface LocalConfig {
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  userPoolEndpoint: string;
  apiUrl: string;
}

async function localConfig(page: Page): Promise<LocalConfig> {
  return (await (await page.request.get('/config.json')).json()) as LocalConfig;
}

const cognitoClient = (config: LocalConfig) =>
  new CognitoIdentityProviderClient({ region: config.region, endpoint: config.userPoolEndpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });

/** The admin's access token, from Cognito directly (USER_PASSWORD_AUTH, as the local web client signs in). */
async function adminToken(config: LocalConfig): Promise<string> {
  const cognito = cognitoClient(config);
  const out = await cognito.send(
    new InitiateAuthCommand({ AuthFlow: AuthFlowType.USER_PASSWORD_AUTH, ClientId: config.userPoolClientId, AuthParameters: { USERNAME: ADMIN.email, PASSWORD: ADMIN.password } }),
  );
  return out.AuthenticationResult!.AccessToken!;
}

/** The `sub` of the user signed in on `page`, read from the access token Amplify keeps. */
async function signedInSub(page: Page): Promise<string> {
  return page.evaluate(() => {
    const token = localStorage.getItem(Object.keys(localStorage).find((k) => k.endsWith('.accessToken'))!)!;
    return JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))).sub as string;
  });
}

/** The admin decides the approval of the user signed in on `page`, through the API. */
async function decideApproval(page: Page, config: LocalConfig, status: 'approved' | 'rejected'): Promise<void> {
  const res = await fetch(`${config.apiUrl.replace(/\/$/, '')}/admin/users/${await signedInSub(page)}/approval`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await adminToken(config)}`, 'content-type': 'application/json' },
    body: JSON.stringify({ status }),
  });
  expect(res.status).toBe(200);
}

test('login: empty fields give the spec message; Sign in reads "Signing in..." while busy; a wrong password is a "Login failed" toast', async ({ page }) => {
  const config = await localConfig(page);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('You must provide either an email or phone number and a password').first()).toBeVisible();

  // Hold Cognito's answer for a moment so the busy state can be seen.
  await page.route(
    (url) => url.href.startsWith(config.userPoolEndpoint),
    async (route) => {
      await new Promise((r) => setTimeout(r, 1_000));
      await route.continue();
    },
  );
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill('Not-the-password-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
  await expect(page.getByText('Login failed').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
});

test('register: field messages, "Password too short", the role tooltips, and the geodesist is told about approval', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expect(page.getByText('Last name is required')).toBeVisible();
  await expect(page.getByText('Please enter your email address')).toBeVisible();
  await expect(page.getByText('Terms not accepted').first()).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill('abc');
  await page.getByLabel('Confirm Password').fill('abc');
  await page.getByLabel(/I agree/).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Password too short').first()).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters long').first()).toBeVisible();

  await page.getByRole('button', { name: 'About Geodesist accounts' }).focus();
  await expect(page.getByRole('tooltip').filter({ hasText: 'need admin approval' })).toBeVisible();
  await page.getByRole('button', { name: 'About Tender Poster accounts' }).focus();
  await expect(page.getByRole('tooltip').filter({ hasText: 'can post tenders and hire geodesists' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' }).last()).toHaveAttribute('href', '/login');
});

test('approval pending: the page shows the account, then moves to /geodesist by itself once the admin approves', async ({ page }) => {
  const config = await localConfig(page);
  const user = newUser('geodesist', 'pending', { firstName: 'Greta', lastName: 'Geduld' });
  await registerAndSignIn(page, user, '/approval-pending');
  await expect(page.getByRole('heading', { name: 'Account Pending Approval' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText('Thank you for registering, Greta!')).toBeVisible();
  await expect(main.getByText('Greta Geduld')).toBeVisible();
  await expect(main.getByText(user.email)).toBeVisible();
  await expect(main.getByText('Not provided')).toBeVisible();

  // Account pages are closed to an unapproved geodesist too.
  await page.goto('/account');
  await page.waitForURL('**/approval-pending');

  await decideApproval(page, config, 'approved');
  await page.waitForURL('**/geodesist', { timeout: 10_000 });
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link')).toHaveText(['Dashboard', 'History']);
});

test('approval pending: a geodesist rejected while signed in is told at once, with the way to the team; approved later, the page moves on', async ({ page }) => {
  const config = await localConfig(page);
  const user = newUser('geodesist', 'rejected', { firstName: 'Rita', lastName: 'Rückweis' });
  await registerAndSignIn(page, user, '/approval-pending');
  await decideApproval(page, config, 'rejected');
  await expect(page.getByRole('heading', { name: 'Account Not Approved' })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('main').getByText('an administrator has rejected your geodesist account')).toBeVisible();
  await expect(page.getByRole('link', { name: 'contact the GeoTender team' })).toHaveAttribute('href', '/contact');

  // Signing in again later shows the same verdict, not 'pending'.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Account Not Approved' })).toBeVisible();

  await decideApproval(page, config, 'approved');
  await page.waitForURL('**/geodesist', { timeout: 10_000 });
});

test('approval pending: Sign Out goes to /login; signed out, the page goes to /login', async ({ page }) => {
  const user = newUser('geodesist', 'signout', { firstName: 'Olaf', lastName: 'Offen', company: 'Messbüro Offen' });
  await registerAndSignIn(page, user, '/approval-pending');
  await expect(page.getByRole('main').getByText('Messbüro Offen')).toBeVisible();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await page.waitForURL('**/login');
  await page.goto('/approval-pending');
  await page.waitForURL('**/login');
});

test('password reset: a link without its e-mail or with a code Cognito refuses shows "Invalid or missing reset token"; Cancel closes the dialog', async ({ page }) => {
  await page.goto('/reset-password?access_token=123456');
  await expect(page.getByText('Invalid or missing reset token').first()).toBeVisible();
  await page.waitForURL('**/login');

  await page.goto(`/reset-password?access_token=000000&email=${encodeURIComponent(uniqueEmail('nobody'))}`);
  const form = page.getByRole('form', { name: 'Create new password' });
  await form.getByLabel('New Password', { exact: true }).fill('Renewed2026z');
  await form.getByLabel('Confirm New Password').fill('Renewed2026y');
  await form.getByRole('button', { name: 'Update Password' }).click();
  await expect(form.getByText('Passwords do not match')).toBeVisible();
  await form.getByLabel('Confirm New Password').fill('Renewed2026z');
  await form.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Invalid or missing reset token').first()).toBeVisible();
  await page.waitForURL('**/login');

  await page.getByRole('button', { name: /Forgot password/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset Password' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

test('password reset and register: a signed-in user is sent to /', async ({ page }) => {
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.waitForURL('**/admin');
  await page.goto('/reset-password');
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto('/reset-password?access_token=123456&email=admin%40example.com');
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto('/register');
  await page.waitForURL((url) => url.pathname === '/');
});

test('header and footer: navigation, the About menu, Company and Legal links, copyright with the current year', async ({ page }) => {
  await page.goto('/contact');
  const header = page.locator('header.public-header');
  await header.getByRole('button', { name: 'About' }).click();
  await expect(header.getByRole('link')).toContainText(['About', 'Our Mission', 'Team']);
  await page.keyboard.press('Escape');
  await expect(header.getByRole('link', { name: 'Our Mission' })).toBeHidden();
  await header.getByRole('link', { name: 'GeoTender home' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(header.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
  await expect(header.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');

  const footer = page.locator('footer.public-footer');
  await expect(footer.getByText('About Us')).toBeVisible();
  await expect(footer.getByRole('link', { name: 'About Us' })).toHaveCount(0);
  await expect(footer.getByText('Cookie Policy')).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Cookie Policy' })).toHaveCount(0);
  await expect(footer.getByText(`© ${new Date().getFullYear()} GeoTender`)).toBeVisible();
  await footer.getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page.getByRole('heading', { name: 'Terms of Service', level: 1 })).toBeVisible();
  await expect(page.getByText(/Fees may be charged/)).toBeVisible();
  await expect(page.getByText(/not responsible for payment disputes between users/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'legal@geotender.example' })).toBeVisible();
  await page.locator('footer.public-footer').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('link', { name: 'privacy@geotender.example' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.locator('footer.public-footer').getByRole('link', { name: 'Contact' }).click();
  await expect(page.getByRole('heading', { name: 'Contact Us' })).toBeVisible();
});

test('account: tabs replace the URL, the sub-pages answer, and the account information is shown', async ({ page }) => {
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.waitForURL('**/admin');
  await page.getByRole('button', { name: /User menu/ }).click();
  await expect(page.getByTestId('user-role')).toHaveText('Admin');
  await page.getByRole('menuitem', { name: 'Account Settings' }).click();
  await page.waitForURL('**/account?tab=account');

  await expect(page.getByTestId('account-email')).toHaveText(ADMIN.email);
  await expect(page.getByText('Account type').locator('..').getByText('Admin')).toBeVisible();
  await expect(page.getByTestId('account-created')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);

  // Keyboard: the tab list moves with the arrow keys; the URL is replaced, not pushed.
  await page.getByRole('tab', { name: 'Account Settings' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.waitForURL('**/account?tab=notifications');
  await expect(page.getByRole('tab', { name: 'Notification Settings' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Notification Preferences' })).toBeVisible();
  await page.goBack();
  await page.waitForURL('**/admin');

  await page.goto('/account/profile');
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Profile information' })).toBeVisible();
  await page.goto('/account/notifications');
  await expect(page.getByRole('heading', { name: 'Notification Settings', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Notification Preferences' })).toBeVisible();
});

test('shell: 16rem wide, 3rem collapsed, the admin menu; under 768px an 18rem off-canvas panel', async ({ page }) => {
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.waitForURL('**/admin');
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  await expect(sidebar.getByText('GeoTender')).toBeVisible();
  await expect(sidebar.getByText('Fast. Easy. Precise.')).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link')).toHaveText(['Dashboard', 'Tenders', 'Manage Users', 'Dead Letters', 'Settings']);
  await menu.getByRole('link', { name: 'Settings' }).click();
  await page.waitForURL('**/admin/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.getByText('Coming soon')).toHaveCount(0);
  // The local cloud writes its sender into /config.json (local/cloud.ts).
  await expect(page.getByTestId('mail-from')).toHaveText('notifications@geotender.local');
  await expect(page.getByTestId('fee-rate')).toHaveText('8\u00a0%');

  const width = async () => (await sidebar.boundingBox())!.width;
  await expect.poll(width).toBe(256);
  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  await expect.poll(width).toBe(48);
  await page.keyboard.press('Meta+b');
  await expect.poll(width).toBe(256);

  await page.setViewportSize({ width: 767, height: 900 });
  await expect(sidebar).toBeHidden();
  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  await expect(sidebar).toBeVisible();
  await expect.poll(width).toBe(288);
  await page.keyboard.press('Escape');
  await expect(sidebar).toBeHidden();
  await page.keyboard.press('Control+b');
  await expect(sidebar).toBeVisible();
  await menu.getByRole('link', { name: 'Manage Users' }).click();
  await page.waitForURL('**/admin/users');
  await expect(sidebar).toBeHidden();
});

test('guard: a loading skeleton shows while the approval is resolved', async ({ page }) => {
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.waitForURL('**/admin');
  await page.route(
    (url) => url.pathname.endsWith('/me'),
    async (route) => {
      await new Promise((r) => setTimeout(r, 1_500));
      await route.continue();
    },
  );
  await page.goto('/account');
  await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
});

test('role error: a user in no role group is told "Received invalid role: none" and lands on /unauthorized, whose button goes to /', async ({ page }) => {
  const config = await localConfig(page);
  const cognito = cognitoClient(config);
  const email = uniqueEmail('invalidrole');
  await cognito.send(new AdminCreateUserCommand({ UserPoolId: config.userPoolId, Username: email, MessageAction: 'SUPPRESS', UserAttributes: [{ Name: 'email', Value: email }] }));
  await cognito.send(new AdminSetUserPasswordCommand({ UserPoolId: config.userPoolId, Username: email, Password: PASSWORD, Permanent: true }));
  await signIn(page, email, PASSWORD);
  await page.waitForURL('**/unauthorized');
  await expect(page.getByText('Role Error').first()).toBeVisible();
  await expect(page.getByText('Received invalid role: none').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await page.waitForURL((url) => url.pathname === '/');
});
