/**
 * The admin's user management in the browser (spec part 2, 'Admin users'): add a user who signs
 * in at once in the role's area, search, filter by role, edit the role, read the history, delete; admins
 * cannot be deleted; missing fields get 'Missing Information'; a user rejected from the table is shut out and
 * approved again after a review.
 */
import { expect, test } from '@playwright/test';
import { ADMIN, createUser, PASSWORD, signIn, uniqueEmail } from './support';

test('the admin adds, finds, edits, reviews and deletes a user; the added user signs in at once', async ({ page, browser }) => {
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.waitForURL('**/admin');
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'Manage Users' })).toBeVisible();
  // Admins are in the table with Delete disabled.
  await page.getByLabel('Search users').fill(ADMIN.email);
  const adminRow = page.getByTestId('user-row').filter({ hasText: ADMIN.email });
  await expect(adminRow.getByRole('button', { name: /^Delete/ })).toBeDisabled();

  await page.getByRole('button', { name: 'Add User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add User' });
  await expect(dialog.getByLabel('Role')).toHaveValue('geodesist');
  await dialog.getByRole('button', { name: 'Add User' }).click();
  await expect(page.getByText('Please fill in all required fields.').first()).toBeVisible();

  const email = uniqueEmail('added');
  await dialog.getByLabel('Full Name').fill('Kadri Maamõõtja Tamm');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByLabel('Company').fill('Tamm Geodeesia OÜ');
  await dialog.getByLabel('Phone Number').fill('+372 5123 4567');
  await dialog.getByRole('button', { name: 'Add User' }).click();
  await expect(page.getByText('User Added').first()).toBeVisible();

  await page.getByLabel('Search users').fill('tamm geodeesia');
  const row = page.getByTestId('user-row').filter({ hasText: email });
  await expect(row).toContainText('Kadri Maamõõtja Tamm');
  await expect(row).toContainText('+372 5123 4567');
  await expect(row).toContainText('Geodesist');

  // The added geodesist signs in at once, approved, in the geodesist area.
  const other = await browser.newPage();
  await signIn(other, email, PASSWORD);
  await other.waitForURL('**/geodesist');
  await other.close();

  await page.getByLabel('Role', { exact: true }).selectOption('tenderPoster');
  await expect(page.getByText('No users found')).toBeVisible();
  await page.getByLabel('Role', { exact: true }).selectOption('geodesist');
  await row.getByRole('button', { name: /^Edit/ }).click();
  const edit = page.getByRole('dialog', { name: 'Edit User' });
  await expect(edit.getByLabel('Email')).toHaveAttribute('readonly', '');
  await edit.getByLabel('Role').selectOption('tenderPoster');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('User Updated').first()).toBeVisible();
  await page.getByLabel('Role', { exact: true }).selectOption('');
  await expect(row).toContainText('Tender Poster');

  await row.getByRole('button', { name: /^History/ }).click();
  const history = page.getByRole('dialog', { name: /^History of/ });
  await expect(history.getByRole('list', { name: 'History' })).toContainText('Role changed');
  await expect(history).toContainText('role: geodesist → tenderPoster');
  await expect(history).toContainText('Added');
  await page.keyboard.press('Escape');

  await row.getByRole('button', { name: /^Delete/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Deletion' });
  await expect(confirm).toContainText('cannot be undone');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('User Deleted').first()).toBeVisible();
  await expect(page.getByText('No users found')).toBeVisible();
});

test('the admin rejects an approved user and approves them again from the table; the user is shut out, then let back in', async ({ page, browser }) => {
  const user = await createUser('tenderPoster', { firstName: 'Rein', lastName: 'Review' });
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.waitForURL('**/admin');
  await page.goto('/admin/users');
  await page.getByLabel('Search users').fill(user.email);
  const row = page.getByTestId('user-row').filter({ hasText: user.email });
  await row.getByRole('button', { name: 'Reject Rein Review' }).click();
  await expect(page.getByText('User Rejected').first()).toBeVisible();
  await expect(row.getByRole('button', { name: 'Approve Rein Review' })).toBeVisible();
  await expect(row).toContainText('Rejected');

  // The rejected poster is shown the verdict and the promise of a review.
  const other = await browser.newPage();
  await signIn(other, user.email, user.password);
  await other.waitForURL('**/approval-pending');
  await expect(other.getByRole('heading', { name: 'Account Not Approved' })).toBeVisible();
  await expect(other.getByRole('main')).toContainText('we will review your account again');

  // Approved again after the review: the poster's page moves on by itself.
  await row.getByRole('button', { name: 'Approve Rein Review' }).click();
  await expect(page.getByText('User Approved').first()).toBeVisible();
  await expect(row.getByRole('button', { name: 'Reject Rein Review' })).toBeVisible();
  await other.waitForURL('**/tender-poster', { timeout: 15_000 });
  await other.close();
});

test('the Analytics card shows live counts: a geodesist added meanwhile is counted after a reload', async ({ page }) => {
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.waitForURL('**/admin');
  const geodesists = page.getByTestId('stat-Geodesists');
  await expect(geodesists).toHaveText(/^\d+$/);
  const before = Number(await geodesists.textContent());
  await createUser('geodesist', { approved: true });
  await page.reload();
  await expect(async () => expect(Number(await page.getByTestId('stat-Geodesists').textContent())).toBeGreaterThanOrEqual(before + 1)).toPass();
  await expect(page.getByRole('button', { name: 'Coming Soon' })).toHaveCount(0);
});
