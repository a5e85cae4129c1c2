/**
 * Deliveries through the browser (part 2, Deliver page, tender status page, accept deliverables and the
 * contractor panel): the contractor uploads a PDF (a disguised file fails), the poster requests
 * changes, the contractor sees the comment and delivers again, the poster accepts the deliverables with
 * the fee summary and the tender is Completed. The award is made through the API.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { type CreatedUser, createUser } from './support';
import { seriousViolations, signInAs } from './support-pages';
import { awardTender, type CreatedTender, createTender } from './support-tenders';

test.describe.configure({ mode: 'serial' });

const RUN = `v${Date.now().toString(36)}`;
const fixtures = join(import.meta.dirname, 'fixtures');
const PDF = { name: 'site-plan.pdf', mimeType: 'application/pdf', buffer: readFileSync(join(fixtures, 'site-plan.pdf')) };
const DISGUISED = { name: 'not-a-pdf.pdf', mimeType: 'application/pdf', buffer: readFileSync(join(fixtures, 'not-a-pdf.pdf')) };
const CHANGE_COMMENT = 'Please add the benchmark heights to the plan.';

let poster: CreatedUser;
let contractor: CreatedUser;
let stranger: CreatedUser;
let tender: CreatedTender;

test.beforeAll(async () => {
  poster = await createUser('tenderPoster');
  contractor = await createUser('geodesist', { firstName: 'Carla', lastName: 'Conrad' });
  stranger = await createUser('geodesist');
  tender = await createTender(poster.accessToken, { title: `Levelling survey ${RUN}` });
  await awardTender(poster.accessToken, contractor.accessToken, tender.tenderId, 1234.5, 'Levelling with a digital level.');
});

/** Writes `notes` on the Upload Deliverables `form`, submits it and waits for the toast and the dashboard. */
async function submitDeliverables(page: Page, form: Locator, notes: string): Promise<void> {
  await form.getByLabel(/Notes/).fill(notes);
  await form.getByRole('button', { name: 'Submit Deliverables' }).click();
  await expect(page.getByText('Deliverables Submitted')).toBeVisible();
  await page.waitForURL('**/geodesist');
}

test('the contractor delivers: no file is refused, a disguised file fails, the PDF goes through', async ({ page }) => {
  await signInAs(page, contractor, '/geodesist');
  await page.goto(`/geodesist/tender/${tender.tenderId}`);
  await page.waitForURL(`**/geodesist/tender/${tender.tenderId}/deliver`);
  const form = page.getByRole('region', { name: 'Upload Deliverables' });
  await expect(form).toContainText('PDF, DOCX, ZIP, DWG, KML, DXF (maximum 100MB per file)');

  await form.getByRole('button', { name: 'Submit Deliverables' }).click();
  await expect(page.getByText('Missing Files')).toBeVisible();
  await expect(page.getByText('Please upload at least one file to submit your deliverables.')).toBeVisible();

  await form.getByLabel('Files').setInputFiles([PDF, DISGUISED]);
  const items = form.getByTestId('upload-item');
  await expect(items.filter({ hasText: 'site-plan.pdf' })).toHaveAttribute('data-status', 'ready');
  await expect(items.filter({ hasText: 'not-a-pdf.pdf' })).toHaveAttribute('data-status', 'failed');
  await form.getByRole('button', { name: 'Submit Deliverables' }).click();
  await expect(page.getByText('1 files failed to upload')).toBeVisible();
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText('site-plan.pdf');

  await submitDeliverables(page, form, 'First round: plan and report.');
});

test('another geodesist may not deliver', async ({ page }) => {
  await signInAs(page, stranger, '/geodesist');
  await page.goto(`/geodesist/tender/${tender.tenderId}/deliver`);
  await expect(page.getByText('You are not authorized to deliver this tender')).toBeVisible();
});

test('the poster reviews the delivery on the status page and requests changes', async ({ page }) => {
  await signInAs(page, poster, '/tender-poster');
  await page.goto(`/tender-poster/tender/${tender.tenderId}/status`);
  await expect(page.getByTestId('project-code')).toHaveText(tender.projectCode);
  await expect(page.locator('[aria-current="step"]')).toHaveText(/Waiting to Accept/);
  const delivery = page.getByTestId('delivery');
  await expect(delivery).toHaveCount(1);
  await expect(delivery).toContainText('First round: plan and report.');
  await expect(delivery.getByTestId('delivery-file')).toContainText('site-plan.pdf');
  expect(await seriousViolations(page, { exclude: '[data-sonner-toaster]' })).toEqual([]);

  await delivery.getByRole('button', { name: 'Request Changes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request Changes' });
  await dialog.getByRole('button', { name: 'Request Changes' }).click();
  await expect(dialog.getByText('Please say what should change')).toBeVisible();
  await dialog.getByLabel(/Comment/).fill(CHANGE_COMMENT);
  await dialog.getByRole('button', { name: 'Request Changes' }).click();
  await expect(delivery).toHaveAttribute('data-status', 'Changes Requested');
  await expect(delivery.getByTestId('change-request')).toContainText(CHANGE_COMMENT);
  await expect(page.locator('[aria-current="step"]')).toHaveText(/Waiting for Deliverables/);
  await expect(page.getByRole('button', { name: 'Accept Deliverables' })).toHaveCount(0);
});

test('the contractor sees the comment and delivers again', async ({ page }) => {
  await signInAs(page, contractor, '/geodesist');
  await page.goto(`/geodesist/tender/${tender.tenderId}/deliver`);
  await expect(page.getByTestId('changes-requested')).toContainText(CHANGE_COMMENT);
  await expect(page.getByRole('region', { name: 'Previous deliveries' }).getByTestId('delivery')).toHaveCount(1);
  expect(await seriousViolations(page, { exclude: '[data-sonner-toaster]' })).toEqual([]);
  const form = page.getByRole('region', { name: 'Upload Deliverables' });
  await form.getByLabel('Files').setInputFiles([PDF]);
  await expect(form.getByTestId('upload-item')).toHaveAttribute('data-status', 'ready');
  await submitDeliverables(page, form, 'Second round: benchmark heights added.');
});

test('the poster accepts the deliverables with the fee summary and the tender completes', async ({ page }) => {
  await signInAs(page, poster, '/tender-poster');
  await page.goto(`/tender-poster/tender/${tender.tenderId}/status`);
  await expect(page.getByTestId('delivery')).toHaveCount(2);
  await page.getByRole('button', { name: 'Accept Deliverables' }).click();
  const dialog = page.getByRole('dialog', { name: 'Accept Deliverables' });
  await expect(dialog.getByTestId('summary-bid')).toHaveText('1.234,50 €');
  await expect(dialog.getByTestId('summary-fee')).toHaveText('98,76 €');
  await expect(dialog.getByTestId('summary-total')).toHaveText('1.333,26 €');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Deliverables Accepted')).toBeVisible();
  await expect(page.getByText('The project has been completed successfully.')).toBeVisible();
  await expect(page.locator('[aria-current="step"]')).toHaveText(/Project Completed/);
  await expect(page.getByTestId('delivery').filter({ hasText: 'Accepted' })).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Accept Deliverables' })).toHaveCount(0);
});

test('the contractor panel shows the bid, completion date and the latest delivery', async ({ page }) => {
  await signInAs(page, contractor, '/geodesist');
  await page.goto(`/geodesist/tender/${tender.tenderId}`);
  const panel = page.getByRole('region', { name: 'Your contract' });
  await expect(panel.getByRole('heading', { name: 'Your Bid Was Accepted' })).toBeVisible();
  await expect(panel.getByTestId('contract-amount')).toHaveText('1.234,50 €');
  await expect(panel).toContainText('Completed on');
  await expect(panel.getByTestId('delivery')).toContainText('Second round: benchmark heights added.');
  await expect(panel.getByTestId('delivery-file')).toContainText('site-plan.pdf');
});
