/// <reference lib="dom" />
/**
 * The spine flow, clicked through in Chromium on the local cloud:
 * register a poster and a geodesist (confirmed through the mailbox), the unapproved geodesist is confined
 * to /approval-pending and refused by the API, the admin approves and the geodesist's page moves on by
 * itself, the poster publishes a tender with a PDF and a KML (a disguised file is refused), and the
 * geodesist finds the tender, sees its project code and downloads an attachment through a 60-second link.
 */
import { join } from 'node:path';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { ADMIN, API_URL, PASSWORD, registerAndConfirm, signIn } from './support';
import { newUser } from './support-pages';

const fixtures = join(import.meta.dirname, 'fixtures');

const poster = newUser('tenderPoster', 'poster', { firstName: 'Paula', lastName: 'Poster', company: 'Stadtwerke Nord' });
const geodesist = newUser('geodesist', 'geodesist', { firstName: 'Gerd', lastName: 'Geodät', company: 'Vermessung Süd GmbH', phone: '+49 170 1234567' });
const title = `Cadastral survey of parcel 12 ${Date.now().toString(36)}`;

/** The access token Amplify keeps for the signed-in user of a page. */
async function accessToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.endsWith('.accessToken'));
    return key ? (localStorage.getItem(key) ?? '') : '';
  });
}

async function apiStatus(token: string, path: string): Promise<number> {
  const res = await fetch(`${API_URL}${path}`, { headers: { authorization: `Bearer ${token}` } });
  return res.status;
}

test.describe.serial('spine: register, approve, publish, find and download', () => {
  let posterCtx: BrowserContext;
  let geodesistCtx: BrowserContext;
  let adminCtx: BrowserContext;
  let posterPage: Page;
  let geodesistPage: Page;
  let adminPage: Page;

  test.beforeAll(async ({ browser }) => {
    posterCtx = await browser.newContext();
    geodesistCtx = await browser.newContext({ acceptDownloads: true });
    adminCtx = await browser.newContext();
    posterPage = await posterCtx.newPage();
    geodesistPage = await geodesistCtx.newPage();
    adminPage = await adminCtx.newPage();
  });

  test.afterAll(async () => {
    await Promise.all([posterCtx.close(), geodesistCtx.close(), adminCtx.close()]);
  });

  test('1. a poster and a geodesist register, confirm by e-mail and sign in', async () => {
    await registerAndConfirm(posterPage, poster);
    await signIn(posterPage, poster.email, PASSWORD);
    await posterPage.waitForURL('**/tender-poster');
    await expect(posterPage.getByRole('heading', { name: 'Your Tenders' })).toBeVisible();

    await registerAndConfirm(geodesistPage, geodesist);
    await signIn(geodesistPage, geodesist.email, PASSWORD);
    await geodesistPage.waitForURL('**/approval-pending');
  });

  test('2. the unapproved geodesist is confined and refused; the admin approves; the page moves on', async () => {
    await expect(geodesistPage.getByRole('heading', { name: 'Account Pending Approval' })).toBeVisible();
    await expect(geodesistPage.getByText(geodesist.email)).toBeVisible();
    await expect(geodesistPage.getByText(geodesist.company)).toBeVisible();

    // Any geodesist area sends them back.
    await geodesistPage.goto('/geodesist/browse');
    await geodesistPage.waitForURL('**/approval-pending');

    // The API refuses every geodesist call with 403, while /me still answers.
    const token = await accessToken(geodesistPage);
    expect(token).not.toBe('');
    expect(await apiStatus(token, '/tenders')).toBe(403);
    expect(await apiStatus(token, '/me')).toBe(200);
    expect(await apiStatus('not-a-token', '/tenders')).toBe(401);

    await signIn(adminPage, ADMIN.email, ADMIN.password);
    await adminPage.waitForURL('**/admin');
    const pending = adminPage.getByTestId('pending-user').filter({ hasText: geodesist.email });
    await expect(pending).toBeVisible();
    await pending.getByRole('button', { name: /^Approve/ }).click();
    await expect(adminPage.getByText('User Approved').first()).toBeVisible();
    await expect(pending).toHaveCount(0);

    // Without signing out, the pending page moves to the geodesist area by itself.
    await geodesistPage.waitForURL('**/geodesist', { timeout: 15_000 });
    await expect(geodesistPage.getByRole('heading', { name: 'Geodesist Dashboard' })).toBeVisible();
    expect(await apiStatus(token, '/tenders')).toBe(200);
  });

  test('3. the poster creates a tender with a PDF and a KML; a disguised file is refused', async () => {
    await posterPage.getByRole('link', { name: 'Create Tender' }).first().click();
    await posterPage.waitForURL('**/tender-poster/add-tender');

    const publish = posterPage.getByRole('button', { name: 'Create Tender' });
    await expect(publish).toBeDisabled();

    await posterPage.getByLabel('Title').fill('Plot');
    await posterPage.getByLabel('Description').fill('Too short');
    await posterPage.getByLabel('Title').blur();
    await expect(posterPage.getByText('Title must be at least 5 characters')).toBeVisible();

    await posterPage.getByLabel('Title').fill(title);
    await posterPage.getByLabel('Description').fill('Boundary survey and cadastral plan for parcel 12, including fixed points and a KML of the boundary.');
    const expiry = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
    await posterPage.getByLabel('Expiry Date').fill(expiry);

    await posterPage.getByLabel('Attachments').setInputFiles([join(fixtures, 'site-plan.pdf'), join(fixtures, 'parcel-boundary.kml'), join(fixtures, 'not-a-pdf.pdf')]);
    await expect(posterPage.getByRole('progressbar', { name: 'Upload progress for site-plan.pdf' })).toBeAttached();
    await expect(posterPage.locator('[data-testid="upload-item"][data-status="ready"]')).toHaveCount(2);
    const failed = posterPage.locator('[data-testid="upload-item"][data-status="failed"]');
    await expect(failed).toHaveCount(1);
    await expect(failed.getByRole('alert')).toHaveText(/File content does not match its type: not-a-pdf\.pdf/);

    await expect(publish).toBeEnabled();
    await publish.click();
    const preview = posterPage.getByRole('dialog', { name: 'Preview Tender' });
    await expect(preview).toBeVisible();
    await expect(preview.getByText(title)).toBeVisible();
    await preview.getByRole('button', { name: 'Confirm & Publish' }).click();
    // The refused file counts as a failed upload (spec part 2, 8: "Some attachments failed to upload").
    await expect(posterPage.getByText('Some attachments failed to upload').first()).toBeVisible();
    await expect(posterPage.getByText('Created tender but 1 of 3 files failed to upload.').first()).toBeVisible();
    await posterPage.waitForURL('**/tender-poster');
    await expect(posterPage.getByTestId('tender-row').filter({ hasText: title })).toBeVisible();
  });

  test('4. the approved geodesist finds the tender, sees its project code and downloads a file', async () => {
    await geodesistPage.goto('/geodesist');
    await expect(geodesistPage.getByTestId('tender-row').filter({ hasText: title })).toBeVisible();

    await geodesistPage.goto('/geodesist/browse');
    const row = geodesistPage.getByTestId('tender-row').filter({ hasText: title });
    await expect(row).toBeVisible();
    await row.click();
    await geodesistPage.waitForURL(/\/geodesist\/tender\/[0-9a-f-]+$/);
    const tenderId = geodesistPage.url().split('/').pop()!;

    await expect(geodesistPage.getByRole('heading', { name: title })).toBeVisible();
    await expect(geodesistPage.getByTestId('project-code')).toHaveText(new RegExp(tenderId.slice(0, 8).toUpperCase()));
    await expect(geodesistPage.getByTestId('attachment')).toHaveCount(2);

    const downloadPromise = geodesistPage.waitForEvent('download');
    await geodesistPage.getByRole('button', { name: 'Download site-plan.pdf' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('site-plan.pdf');
    expect(download.url()).toContain('X-Amz-Expires=60');
    const path = await download.path();
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
