/**
 * Tender detail, edit and delete screens (spec part 2, 2 detail pages, 5 and 8), clicked through as
 * the poster, another poster, a geodesist and the admin. Users and tenders are made through the API.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { ADMIN, apiCall, type CreatedUser, createUser } from './support';
import { seriousViolations, signInAs } from './support-pages';
import { awardTender, type CreatedTender, createTender, SITE_PLAN, type UploadFile } from './support-tenders';

test.describe.configure({ mode: 'serial' });

const RUN = `d${Date.now().toString(36)}`;
const KML: UploadFile = {
  name: 'parcel-boundary.kml',
  type: 'application/vnd.google-earth.kml+xml',
  bytes: readFileSync(join(import.meta.dirname, 'fixtures', 'parcel-boundary.kml')),
};

let poster: CreatedUser;
let otherPoster: CreatedUser;
let geodesist: CreatedUser;
let tender: CreatedTender;

test.beforeAll(async () => {
  poster = await createUser('tenderPoster', { company: 'Vermessung Nord GmbH', phone: '+49 40 123456' });
  otherPoster = await createUser('tenderPoster');
  geodesist = await createUser('geodesist');
  tender = await createTender(poster.accessToken, { title: `Cadastral survey ${RUN}`, files: [SITE_PLAN, KML] });
});

test.describe('tender poster', () => {
  test('opens the detail: progress 10, stages, actions while Open, details and timeline, no contact section', async ({ page }) => {
    await signInAs(page, poster, '/tender-poster');
    await page.goto(`/tender-poster/tender/${tender.tenderId}`);
    await expect(page.getByRole('heading', { level: 1, name: tender.title })).toBeVisible();
    const progress = page.getByRole('progressbar', { name: 'Tender progress' });
    await expect(progress).toHaveAttribute('aria-valuenow', '10');
    await expect(page.getByTestId('progress-value')).toHaveText('10%');
    const tracker = page.getByRole('list', { name: 'Status tracker' });
    await expect(tracker.getByRole('listitem')).toHaveText(['1Accepting Bids', '2In Progress', '3Completed']);
    await expect(tracker.locator('[aria-current="step"]')).toContainText('Accepting Bids');

    const actions = page.getByRole('region', { name: 'Tender Actions' });
    await expect(actions.getByRole('button', { name: 'Edit Tender' })).toBeVisible();
    await expect(actions.getByRole('button', { name: 'Delete Tender' })).toBeVisible();
    await expect(actions.getByRole('button', { name: 'View Detailed Status' })).toHaveCount(0);

    const details = page.getByRole('region', { name: 'Details', exact: true });
    await expect(details).toContainText('Posted');
    await expect(details).toContainText('Deadline');
    await expect(details).toContainText('Open');
    await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('Created');
    await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('Status: Open');
    await expect(page.getByTestId('project-code')).toHaveText(tender.tenderId.slice(0, 8).toUpperCase());
    await expect(page.getByTestId('attachment')).toHaveCount(2);
    await expect(page.getByRole('region', { name: 'Contact Information' })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('edits: removes one attachment, adds one, changes the title, and sees the change', async ({ page }) => {
    await signInAs(page, poster, '/tender-poster');
    await page.goto(`/tender-poster/tender/${tender.tenderId}`);
    await page.getByRole('button', { name: 'Edit Tender' }).click();
    await page.waitForURL(`**/tender-poster/edit-tender/${tender.tenderId}`);

    await expect(page.getByTestId('current-attachment')).toHaveCount(2);
    await page.getByRole('button', { name: 'Remove parcel-boundary.kml' }).click();
    await expect(page.getByTestId('current-attachment')).toHaveCount(1);
    await page.getByLabel('Attachments', { exact: true }).setInputFiles({ name: 'survey-brief.pdf', mimeType: 'application/pdf', buffer: SITE_PLAN.bytes });
    await expect(page.getByTestId('upload-item')).toHaveAttribute('data-status', 'ready');

    const newTitle = `Cadastral survey revised ${RUN}`;
    await page.getByLabel('Title').fill(newTitle);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Tender updated successfully')).toBeVisible();
    await page.waitForURL('**/tender-poster');

    await page.goto(`/tender-poster/tender/${tender.tenderId}`);
    await expect(page.getByRole('heading', { level: 1, name: newTitle })).toBeVisible();
    await expect(page.getByTestId('attachment')).toHaveCount(2);
    await expect(page.getByTestId('attachment').filter({ hasText: 'survey-brief.pdf' })).toBeVisible();
    await expect(page.getByTestId('attachment').filter({ hasText: 'parcel-boundary.kml' })).toHaveCount(0);
    tender = { ...tender, title: newTitle };
  });

  test('removing every attachment is refused with the spec message', async ({ page }) => {
    await signInAs(page, poster, '/tender-poster');
    await page.goto(`/tender-poster/edit-tender/${tender.tenderId}`);
    const current = page.getByTestId('current-attachment');
    await expect(current.first()).toBeVisible();
    while ((await current.count()) > 0)
      await current
        .first()
        .getByRole('button', { name: /^Remove / })
        .click();
    await expect(page.getByText('Current Attachments (0)')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Please upload at least one attachment')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/tender-poster/edit-tender/${tender.tenderId}$`));
  });

  test("the create form shares the edit form's fields and passes the accessibility checks", async ({ page }) => {
    await signInAs(page, poster, '/tender-poster');
    await page.goto('/tender-poster/add-tender');
    await page.getByLabel('Title').fill('Levelling of a road');
    await expect(page.getByText('19/5')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create Tender' })).toBeDisabled();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("another poster sees 'You don't have permission to edit this tender.'", async ({ page }) => {
    await signInAs(page, otherPoster, '/tender-poster');
    await page.goto(`/tender-poster/edit-tender/${tender.tenderId}`);
    await expect(page.getByText("You don't have permission to edit this tender.")).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
  });

  test('a malformed id reads Invalid tender ID and an unknown one Tender not found', async ({ page }) => {
    await signInAs(page, poster, '/tender-poster');
    await page.goto('/tender-poster/tender/not_a*valid-id');
    await expect(page.getByText('Invalid tender ID')).toBeVisible();
    await page.goto('/tender-poster/tender/00000000-0000-4000-8000-000000000000');
    await expect(page.getByText('Tender not found')).toBeVisible();
  });
});

test.describe('geodesist', () => {
  test('detail: header with view count, project code, contact notice, PDF preview inline, KML drawn on a map, downloads and Save All', async ({ page }) => {
    await signInAs(page, geodesist, '/geodesist');
    await page.goto(`/geodesist/tender/${tender.tenderId}`);
    await expect(page.getByRole('heading', { level: 1, name: tender.title })).toBeVisible();
    const views = (await page.getByTestId('view-count').innerText()).trim();
    const n = Number(/^(\d+)/.exec(views)?.[1]);
    expect(n).toBeGreaterThan(0);
    expect(views).toBe(n === 1 ? '1 view' : `${n} views`);
    await expect(page.getByTestId('project-code')).toHaveText(tender.tenderId.slice(0, 8).toUpperCase());
    await expect(page.getByTestId('contact-notice')).toHaveText('Contact details become available after your bid is accepted.');
    await expect(page.getByTestId('stat-bids')).toContainText('0');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Preview site-plan.pdf' }).click();
    const dialog = page.getByRole('dialog', { name: 'site-plan.pdf' });
    await expect(dialog.getByTestId('preview-pdf')).toHaveAttribute('src', /X-Amz-Signature=/);
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toBeHidden();

    const kml = page.getByTestId('attachment').filter({ hasText: /\.kml$/ });
    if ((await kml.count()) > 0) {
      const name = (await kml.locator('.file-name').innerText()).trim();
      await page.getByRole('button', { name: `Preview ${name}` }).click();
      await expect(page.getByRole('dialog', { name }).getByTestId('preview-geodata')).toBeVisible();
      await page.getByRole('dialog', { name }).getByRole('button', { name: 'Close' }).first().click();
    }

    const one = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download site-plan.pdf' }).click();
    expect((await one).suggestedFilename()).toBe('site-plan.pdf');

    await page.getByRole('button', { name: 'Save All' }).click();
    await expect(page.getByText('Download started').first()).toBeVisible();
    await expect(page.getByText('Download complete')).toBeVisible();
  });

  test('a KML attachment is drawn on the map (more in geodata-preview.spec.ts)', async ({ page }) => {
    const kmlTender = await createTender(poster.accessToken, { title: `Boundary file ${RUN}`, files: [KML] });
    await signInAs(page, geodesist, '/geodesist');
    await page.goto(`/geodesist/tender/${kmlTender.tenderId}`);
    await page.getByRole('button', { name: 'Preview parcel-boundary.kml' }).click();
    const dialog = page.getByRole('dialog', { name: 'parcel-boundary.kml' });
    await expect(dialog.getByTestId('preview-geodata')).toBeVisible();
    await expect(dialog.getByTestId('geodata-feature-count')).toHaveText('1');
    await expect(dialog.getByTestId('preview-pdf')).toHaveCount(0);
  });
});

test.describe('after the award', () => {
  let awarded: CreatedTender;
  let contractor: CreatedUser;

  test.beforeAll(async () => {
    awarded = await createTender(poster.accessToken, { title: `Awarded staking ${RUN}` });
    contractor = await createUser('geodesist');
    await awardTender(poster.accessToken, contractor.accessToken, awarded.tenderId, 1500, 'Two days on site');
  });

  test('the poster sees progress 50, only View Detailed Status, and cannot edit', async ({ page }) => {
    await signInAs(page, poster, '/tender-poster');
    await page.goto(`/tender-poster/tender/${awarded.tenderId}`);
    await expect(page.getByRole('progressbar', { name: 'Tender progress' })).toHaveAttribute('aria-valuenow', '50');
    await expect(page.getByRole('list', { name: 'Status tracker' }).locator('[aria-current="step"]')).toContainText('In Progress');
    const actions = page.getByRole('region', { name: 'Tender Actions' });
    await expect(actions.getByRole('button', { name: 'Edit Tender' })).toHaveCount(0);
    await expect(actions.getByRole('button', { name: 'Delete Tender' })).toHaveCount(0);
    await actions.getByRole('button', { name: 'View Detailed Status' }).click();
    await page.waitForURL(`**/tender-poster/tender/${awarded.tenderId}/status`);

    await page.goto(`/tender-poster/edit-tender/${awarded.tenderId}`);
    await expect(page.getByText('Only open tenders can be edited. This tender is In Progress.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
  });

  test('the contractor opening the detail is sent to the deliver page', async ({ page }) => {
    await signInAs(page, contractor, '/geodesist');
    await page.goto(`/geodesist/tender/${awarded.tenderId}`);
    await page.waitForURL(`**/geodesist/tender/${awarded.tenderId}/deliver`);
  });
});

test.describe('admin', () => {
  test('detail: Tender Details with project code, attachments and contact info; Status card', async ({ page }) => {
    await signInAs(page, ADMIN, '/admin');
    await page.goto(`/admin/tender/${tender.tenderId}`);
    const details = page.getByRole('region', { name: 'Tender Details' });
    await expect(details.getByTestId('project-code')).toHaveText(tender.tenderId.slice(0, 8).toUpperCase());
    await expect(details.getByTestId('tender-description')).not.toBeEmpty();
    await expect(details.getByTestId('attachment').first()).toBeVisible();
    const contact = details.getByTestId('contact-info');
    for (const label of ['Company', 'Contact Person', 'Email', 'Phone']) await expect(contact.getByText(label, { exact: true })).toBeVisible();
    await expect(contact).toContainText('Vermessung Nord GmbH');
    await expect(contact.getByRole('link', { name: poster.email })).toHaveAttribute('href', `mailto:${poster.email}`);
    await expect(contact).toContainText('+49 40 123456');

    const status = page.getByTestId('status-card');
    await expect(status).toContainText('Open');
    await expect(status).toContainText(/Posted By\s*Vermessung Nord GmbH/);
    await expect(status).toContainText('Posted Date');
    await expect(status).toContainText('Deadline');
    await expect(status).toContainText('BudgetNot specified');
    await expect(status).not.toContainText('Contractor ID');
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('delete', () => {
  test("poster deletes from the detail: dialog text, 'Deleting...', toast, and the tender is gone from the list", async ({ page }) => {
    const doomed = await createTender(poster.accessToken, { title: `Tender to delete ${RUN}` });
    await signInAs(page, poster, '/tender-poster');
    await page.goto(`/tender-poster/tender/${doomed.tenderId}`);
    await page.getByRole('button', { name: 'Delete Tender' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Tender' });
    await expect(dialog).toContainText(`Are you sure you want to delete "${doomed.title}"? This action cannot be undone. All associated bids will also be removed.`);
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();

    // Hold the DELETE a moment so the busy label can be seen.
    await page.route('**/tenders/*', async (route) => {
      if (route.request().method() === 'DELETE') await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog.getByRole('button', { name: 'Deleting...' })).toBeVisible();
    await expect(page.getByText('Tender has been deleted successfully')).toBeVisible();
    await page.waitForURL('**/tender-poster');
    await expect(page.getByText(doomed.title)).toHaveCount(0);
    expect((await apiCall(poster.accessToken, 'GET', `/tenders/${doomed.tenderId}`)).status).toBe(404);
  });
});
