/**
 * The admin's system tests in the browser (spec part 2, "Admin dashboard" and "Admin email test"; issue
 * 10): Send Test Notification from the dashboard, the e-mail status banner, the test e-mail form's
 * messages, the mail arriving in the mailbox, 'Status Unknown' when the health check gets no answer, and
 * the provider's always-accepting test address.
 */
import { expect, test } from '@playwright/test';
import { ADMIN, signIn, uniqueEmail, waitForMail } from './support';

test('the admin sends a test notification and a test e-mail; the status banner says the system is online', async ({ page }) => {
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.waitForURL('**/admin');
  await page.getByRole('button', { name: 'Send Test Notification' }).click();
  await expect(page.getByText('Test Notification Sent', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('System Notification').first()).toBeVisible({ timeout: 15_000 });

  await page.getByRole('link', { name: 'Email System Test' }).click();
  await page.waitForURL('**/admin/email-test');
  await expect(page.getByText('Email System Online')).toBeVisible();
  await page.getByRole('button', { name: 'Send Test Email' }).click();
  await expect(page.getByText('Please enter an email address').first()).toBeVisible();
  await page.getByLabel('Email address').fill('not-an-address');
  await page.getByRole('button', { name: 'Send Test Email' }).click();
  await expect(page.getByText('Please enter a valid email address').first()).toBeVisible();
  const to = uniqueEmail('systemtest');
  await page.getByLabel('Email address').fill(to);
  await page.getByRole('button', { name: 'Send Test Email' }).click();
  await expect(page.getByText('Test Email Sent').first()).toBeVisible();
  await expect(page.getByText(`Success: Test e-mail queued for ${to}`)).toBeVisible();
  await waitForMail(to, /GeoTender test e-mail/);
});

test('the banner says Status Unknown when the health check cannot be reached; the provider’s test address is one click away', async ({ page }) => {
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.waitForURL('**/admin');
  // No answer at all: the spec's "call threw".
  await page.route('**/admin/email/health', (route) => route.abort('connectionrefused'));
  await page.getByRole('link', { name: 'Email System Test' }).click();
  await page.waitForURL('**/admin/email-test');
  await expect(page.getByText('Status Unknown')).toBeVisible();
  await expect(page.getByText('Email System Offline')).toHaveCount(0);

  await page.getByRole('button', { name: 'Use test address' }).click();
  await expect(page.getByLabel('Email address')).toHaveValue('success@simulator.amazonses.com');
  await page.getByRole('button', { name: 'Send Test Email' }).click();
  await expect(page.getByText('Test Email Sent').first()).toBeVisible();
  await waitForMail('success@simulator.amazonses.com', /GeoTender test e-mail/);
});
