/**
 * Accessibility: axe-core on every public and account page finds no serious or critical violation.
 */
import { expect, test } from '@playwright/test';
import { ADMIN, createUser, PASSWORD, signIn } from './support';
import { newUser, registerAndSignIn, seriousViolations } from './support-pages';

const publicPages = ['/', '/login', '/register', '/reset-password?access_token=123456&email=a%40example.com', '/unauthorized', '/privacy-policy', '/terms-of-service', '/contact'];

for (const path of publicPages) {
  test(`no serious accessibility violation on ${path.split('?')[0]}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('main, [role="main"]').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('no serious accessibility violation on the account pages', async ({ page }) => {
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.waitForURL('**/admin');
  for (const path of ['/account?tab=account', '/account?tab=notifications', '/account/profile', '/account/notifications']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page), path).toEqual([]);
  }
});

test('no serious accessibility violation in the Reset Password dialog', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: /Forgot password/ }).click();
  await expect(page.getByRole('dialog', { name: 'Reset Password' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('no serious accessibility violation on /approval-pending', async ({ page }) => {
  const user = newUser('geodesist', 'a11y', { firstName: 'Ada', lastName: 'Access' });
  await registerAndSignIn(page, user, '/approval-pending');
  await expect(page.getByRole('heading', { name: 'Account Pending Approval' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);
});

test('no serious accessibility violation on /admin/users and its Add User dialog', async ({ page }) => {
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.waitForURL('**/admin');
  await page.goto('/admin/users');
  await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Add User' }).click();
  await expect(page.getByRole('dialog', { name: 'Add User' })).toBeVisible();
  expect(await seriousViolations(page), 'Add User dialog').toEqual([]);
});

test('no serious accessibility violation on Create Tender with the site editor open', async ({ page }) => {
  const poster = await createUser('tenderPoster');
  await signIn(page, poster.email, PASSWORD);
  await page.waitForURL('**/tender-poster');
  await page.goto('/tender-poster/add-tender');
  await page.getByRole('button', { name: 'Mark the site on a map' }).click();
  // Not 'networkidle': in the dev server the map's worker keeps a connection to Vite open.
  await expect(page.getByRole('region', { name: 'Site map' }).locator('canvas')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Draw a polygon' })).toBeEnabled();
  expect(await seriousViolations(page), 'Create Tender with the site editor').toEqual([]);
});

test('no serious accessibility violation on the Browse map view', async ({ page }) => {
  const geodesist = await createUser('geodesist');
  await signIn(page, geodesist.email, PASSWORD);
  await page.waitForURL('**/geodesist**');
  await page.goto('/geodesist/browse');
  await expect(page.getByRole('button', { name: 'Map', exact: true })).toBeVisible();
  // Not 'networkidle': in the dev server the map's worker keeps a connection to Vite open.
  const mapRead = page.waitForResponse((r) => r.url().includes('/tenders/map?') && r.ok());
  await page.getByRole('button', { name: 'Map', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Map of open tenders' }).locator('canvas')).toBeVisible();
  await mapRead;
  expect(await seriousViolations(page), 'Browse, map view').toEqual([]);
});
