/// <reference lib="dom" />
/**
 * Account and public pages of spec part 1 that reach the server: the contact form really delivers its
 * message to the admins, and the account page saves the profile through the API.
 */
import { expect, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { ADMIN, PASSWORD, signIn, waitForMail } from './support';
import { newUser, registerAndSignIn } from './support-pages';

test('contact: validation messages, then the message is delivered to the admins', async ({ page }) => {
  await page.goto('/contact');
  await page.getByLabel('Name').fill('A');
  await page.getByLabel('Subject').fill('Hi');
  // Submitting by keyboard validates every field, touched or not.
  await page.getByLabel('Subject').press('Enter');
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
  await expect(page.getByText('Subject must be at least 3 characters')).toBeVisible();
  await expect(page.getByText('Message must be at least 10 characters')).toBeVisible();

  const subject = `Question about tenders ${Date.now().toString(36)}`;
  await page.getByLabel('Name').fill('Anna Vermesser');
  await page.getByLabel('Email').fill('anna@example.com');
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message').fill('How do I publish a tender with several KML files?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message sent').first()).toBeVisible();
  await expect(page.getByLabel('Subject')).toHaveValue('');

  const mail = await waitForMail(ADMIN.email, new RegExp(`Contact form: ${subject}`));
  expect(mail.body.text ?? mail.body.html).toContain('anna@example.com');
});

test('account: the profile is saved through the API and survives a reload', async ({ page }) => {
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.waitForURL('**/admin');
  await page.goto('/account?tab=unknown');
  await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Account Settings' })).toHaveAttribute('aria-selected', 'true');

  const form = page.getByRole('form', { name: 'Profile information' });
  await form.getByLabel('First Name').fill('');
  await expect(form.getByText('First name is required')).toBeVisible();
  await form.getByLabel('First Name').fill('Platform');
  const company = `Survey Board ${Date.now().toString(36)}`;
  await form.getByLabel('Company').fill(company);
  await form.getByLabel('Phone').fill('');
  await form.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Profile updated').first()).toBeVisible();

  await page.reload();
  await expect(page.getByRole('form', { name: 'Profile information' }).getByLabel('Company')).toHaveValue(company);
});

test('account: the password change is checked against the current password, then the new one signs in', async ({ page }) => {
  const user = newUser('tenderPoster', 'password', { firstName: 'Petra', lastName: 'Passwort' });
  await registerAndSignIn(page, user, '/tender-poster');
  await page.goto('/account');
  const form = page.getByRole('form', { name: 'Change password' });

  await form.getByLabel('Current Password').fill('short');
  await form.getByLabel('New Password', { exact: true }).fill('Survey2027y');
  await form.getByLabel('Confirm New Password').fill('Survey2027z');
  await form.getByLabel('Confirm New Password').press('Enter');
  await expect(form.getByText('Current password is required (min 6 characters)')).toBeVisible();
  await expect(form.getByText('Passwords do not match')).toBeVisible();

  await form.getByLabel('Current Password').fill('NotMyPassword1');
  await form.getByLabel('Confirm New Password').fill('Survey2027y');
  await form.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Update failed').first()).toBeVisible();

  await form.getByLabel('Current Password').fill(PASSWORD);
  await form.getByLabel('New Password', { exact: true }).fill('Survey2027y');
  await form.getByLabel('Confirm New Password').fill('Survey2027y');
  await form.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password updated').first()).toBeVisible();

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, user.email, 'Survey2027y');
  await page.waitForURL('**/tender-poster');
});

test('MFA: a user turns on an authenticator app and must then give a code at sign-in', async ({ page }) => {
  const user = newUser('tenderPoster', 'mfa', { firstName: 'Max', lastName: 'Multifaktor' });
  await registerAndSignIn(page, user, '/tender-poster');
  await page.goto('/account');

  await page.getByRole('button', { name: 'Set up authenticator app' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
  const setupForm = page.getByRole('form', { name: 'Confirm authenticator app' });
  await setupForm.getByLabel('Code from the app').fill('12');
  await setupForm.getByRole('button', { name: 'Turn on' }).click();
  await expect(setupForm.getByText('Enter the 6-digit code from your authenticator app')).toBeVisible();
  await setupForm.getByLabel('Code from the app').fill(totp.generate());
  await setupForm.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText('Two-factor authentication enabled').first()).toBeVisible();

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, user.email, PASSWORD);
  const codeForm = page.getByRole('form', { name: 'Authentication code' });
  await codeForm.getByLabel('Authentication code').fill('12');
  await codeForm.getByRole('button', { name: 'Verify' }).click();
  await expect(codeForm.getByText('Enter the 6-digit code from your authenticator app')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  // Cognito refuses a wrong code; the right one still gets in within the same challenge.
  await codeForm.getByLabel('Authentication code').fill(totp.generate() === '000000' ? '111111' : '000000');
  await codeForm.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Login failed').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await codeForm.getByLabel('Authentication code').fill(totp.generate());
  await codeForm.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL('**/tender-poster');
});
