/**
 * A user's own data from the Account page: a geodesist downloads everything held about them
 * (the worker prepares the file, the page links it, the file is JSON with their e-mail), then erases the
 * account: they land on the landing page told it is being erased, and once the queued erasure has run (seconds)
 * their password no longer signs in. The card and the
 * dialog have no serious accessibility violation.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { createUser, signIn } from './support';
import { seriousViolations } from './support-pages';

test('a geodesist downloads their data, then erases the account and can no longer sign in', async ({ page }) => {
  const geodesist = await createUser('geodesist', { firstName: 'Erika', lastName: 'Löschner' });
  await signIn(page, geodesist.email, geodesist.password);
  await page.waitForURL('**/geodesist');
  await page.goto('/account');

  await page.getByRole('button', { name: 'Download my data' }).click();
  await expect(page.getByText('Preparing your file…')).toBeVisible();
  const link = page.getByRole('link', { name: /Download your file/ });
  await expect(link).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('export-ready')).toContainText('The link works until');
  expect(await seriousViolations(page)).toEqual([]);
  const downloading = page.waitForEvent('download');
  await link.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^geotender-data-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(file.profile.email).toBe(geodesist.email);

  await page.getByRole('button', { name: 'Erase my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Erase your account' });
  await expect(dialog.getByText('This cannot be undone.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByLabel('Type ERASE to confirm').fill('ERASE');
  await dialog.getByRole('button', { name: 'Erase my account' }).click();
  await expect(page.getByText('Your account is being erased').first()).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // The queued erasure deletes the sign-in last, within seconds of the request.
  await expect(async () => {
    await signIn(page, geodesist.email, geodesist.password);
    await expect(page.getByText('Login failed').first()).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/login$/);
});
