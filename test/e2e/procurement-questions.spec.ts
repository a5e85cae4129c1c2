/**
 * Questions and answers through the browser (docs/decisions/procurement/questions.md): the poster creates a tender
 * on Create Tender, leaving the question deadline at its default; a geodesist asks on the tender's page; the poster,
 * told in the bell, answers with a file; the geodesist, who bid, sees the answer with its file and the notification.
 */
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { apiCall, type CreatedUser, createUser } from './support';
import { signInAs } from './support-pages';
import { placeBid } from './support-tenders';

test.describe.configure({ mode: 'serial' });

const RUN = `q${Date.now().toString(36)}`;
const fixtures = join(import.meta.dirname, 'fixtures');
const QUESTION = 'Should the heights be given in EH2000?';
const ANSWER = 'Yes, in EH2000; the benchmarks are in the attached plan.';

let poster: CreatedUser;
let geodesist: CreatedUser;
let tenderId: string;

test.beforeAll(async () => {
  poster = await createUser('tenderPoster');
  geodesist = await createUser('geodesist', { firstName: 'Quinn', lastName: 'Questioner' });
});

test('the poster creates a tender; the question deadline defaults to three days before the expiry date', async ({ page }) => {
  await signInAs(page, poster, '/tender-poster');
  await page.goto('/tender-poster/add-tender');
  await page.getByLabel('Title').fill(`Levelling with questions ${RUN}`);
  await page.getByLabel('Description').fill('Levelling of the benchmarks of the harbour area, with a report.');
  await page.getByLabel('Expiry Date').fill(new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10));
  await expect(page.getByText(/Empty: 3 days before the expiry date/)).toBeVisible();
  await page.getByLabel('Attachments').setInputFiles([join(fixtures, 'site-plan.pdf')]);
  await expect(page.locator('[data-testid="upload-item"][data-status="ready"]')).toHaveCount(1);
  await page.getByRole('button', { name: 'Create Tender' }).click();
  await page.getByRole('dialog', { name: 'Preview Tender' }).getByRole('button', { name: 'Confirm & Publish' }).click();
  await page.waitForURL('**/tender-poster');
  const list = await apiCall(poster.accessToken, 'GET', `/tenders?scope=mine&search=${RUN}`);
  tenderId = list.body.items[0].tenderId;
  const detail = await apiCall(poster.accessToken, 'GET', `/tenders/${tenderId}`);
  expect(Date.parse(detail.body.expiryDate) - Date.parse(detail.body.questionDeadline)).toBe(3 * 86_400_000);
});

test('a geodesist asks a question on the tender’s page', async ({ page }) => {
  expect((await placeBid(geodesist.accessToken, tenderId, 900)).status).toBe(201);
  await signInAs(page, geodesist, '/geodesist');
  await page.goto(`/geodesist/tender/${tenderId}`);
  const card = page.getByRole('region', { name: 'Questions and answers' });
  await expect(card.getByText(/Questions until/)).toBeVisible();
  await card.getByRole('button', { name: 'Ask question' }).click();
  await expect(card.getByText(/Write a question of 1 to/)).toBeVisible();
  await card.getByLabel('Your question').fill(QUESTION);
  await card.getByRole('button', { name: 'Ask question' }).click();
  await expect(page.getByText('Question sent').first()).toBeVisible();
  await expect(card.getByText(QUESTION)).toBeVisible();
  await expect(card.getByText('Awaiting answer')).toBeVisible();
});

test('the poster, told in the bell, answers with a file', async ({ page }) => {
  await signInAs(page, poster, '/tender-poster');
  await expect(page.getByTestId('notification-badge')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByText(/A question was asked about your tender/)).toBeVisible();
  await page.goto(`/tender-poster/tender/${tenderId}`);
  const card = page.getByRole('region', { name: 'Questions and answers' });
  await expect(card.getByText(QUESTION)).toBeVisible();
  await expect(card.getByText(/by /)).toHaveCount(0);
  await card.getByLabel('Your answer').fill(ANSWER);
  await card.getByLabel('File (optional)').setInputFiles([join(fixtures, 'site-plan.pdf')]);
  await expect(card.locator('[data-testid="upload-item"][data-status="ready"]')).toHaveCount(1);
  await card.getByRole('button', { name: 'Publish answer' }).click();
  await expect(page.getByText('Answer published').first()).toBeVisible();
  await expect(card.getByText(ANSWER)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Download site-plan.pdf' })).toBeVisible();
});

test('the geodesist sees the answer with its file and the notification', async ({ page }) => {
  await signInAs(page, geodesist, '/geodesist');
  await expect(page.getByTestId('notification-badge')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByText(/has been answered/)).toBeVisible();
  await panel.getByRole('button', { name: /Question Answered/ }).click();
  await page.waitForURL(`**/geodesist/tender/${tenderId}`);
  const card = page.getByRole('region', { name: 'Questions and answers' });
  await expect(card.getByText(ANSWER)).toBeVisible();
  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Download site-plan.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('site-plan.pdf');
});
