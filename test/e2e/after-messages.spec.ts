/**
 * Messages per project through the browser (docs/decisions/after-award/messages.md): after the award the poster writes
 * on the tender's page; the contractor, with the page open, sees it arrive over the realtime connection and answers
 * with a file; the poster sees the answer and 'Read' under their message; after completion the thread is read-only.
 */
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { apiCall, type CreatedUser, createUser } from './support';
import { signInAs } from './support-pages';
import { awardTender, createTender, SITE_PLAN, uploadFiles } from './support-tenders';

const fixtures = join(import.meta.dirname, 'fixtures');
const QUESTION = 'Which benchmark should the levelling tie in to?';
const ANSWER = 'BM 4711 by the harbour; its description is attached.';

let poster: CreatedUser;
let contractor: CreatedUser;
let tenderId: string;

test.beforeAll(async () => {
  [poster, contractor] = await Promise.all([createUser('tenderPoster'), createUser('geodesist', { firstName: 'Mia', lastName: 'Messenger' })]);
  tenderId = (await createTender(poster.accessToken, { title: `Levelling with messages ${Date.now().toString(36)}` })).tenderId;
  await awardTender(poster.accessToken, contractor.accessToken, tenderId, 900);
});

test('poster and contractor talk in the thread, with a file, realtime and read receipts; read-only after completion', async ({ browser }) => {
  const posterPage = await (await browser.newContext()).newPage();
  const contractorPage = await (await browser.newContext()).newPage();
  await signInAs(contractorPage, contractor, '/geodesist');
  // The contractor's tender page is the deliver page while In Progress; the thread is there.
  await contractorPage.goto(`/geodesist/tender/${tenderId}`);
  await contractorPage.waitForURL('**/deliver');
  const contractorCard = contractorPage.getByRole('region', { name: 'Messages' });
  await expect(contractorCard.getByText(/No messages yet/)).toBeVisible();

  await signInAs(posterPage, poster, '/tender-poster');
  await posterPage.goto(`/tender-poster/tender/${tenderId}`);
  const posterCard = posterPage.getByRole('region', { name: 'Messages' });
  await posterCard.getByLabel('Your message').fill(QUESTION);
  await posterCard.getByRole('button', { name: 'Send message' }).click();
  await expect(posterCard.getByText(QUESTION)).toBeVisible();

  // Arrives in the contractor's open thread without a reload.
  await expect(contractorCard.getByText(QUESTION)).toBeVisible({ timeout: 15_000 });
  await contractorCard.getByLabel('Your message').fill(ANSWER);
  await contractorCard.getByLabel('Files (optional)').setInputFiles([join(fixtures, 'site-plan.pdf')]);
  await expect(contractorCard.locator('[data-testid="upload-item"][data-status="ready"]')).toHaveCount(1);
  await contractorCard.getByRole('button', { name: 'Send message' }).click();
  await expect(contractorCard.getByText(ANSWER)).toBeVisible();

  // The poster sees the answer with its file, and 'Read' under the message the contractor read.
  await expect(posterCard.getByText(ANSWER)).toBeVisible({ timeout: 15_000 });
  await expect(posterCard.getByRole('button', { name: 'Download site-plan.pdf' })).toBeVisible();
  await expect(posterCard.getByTestId('read-receipt')).toBeVisible({ timeout: 15_000 });

  // Delivered and accepted: the thread stays readable and becomes read-only.
  const [file] = await uploadFiles(contractor.accessToken, [SITE_PLAN], 'deliverable', tenderId);
  expect((await apiCall(contractor.accessToken, 'POST', `/tenders/${tenderId}/deliveries`, { files: [file] })).status).toBe(201);
  expect((await apiCall(poster.accessToken, 'POST', `/tenders/${tenderId}/complete`)).status).toBe(200);
  await posterPage.reload();
  await expect(posterCard.getByText(ANSWER)).toBeVisible();
  await expect(posterCard.getByText(/can be read but no new ones written/)).toBeVisible();
  await expect(posterCard.getByRole('button', { name: 'Send message' })).toHaveCount(0);
});

test('unread messages show in the bell, arriving in realtime, and on the tender row until the thread is read', async ({ page }) => {
  const title = `Levelling with unread messages ${Date.now().toString(36)}`;
  const unreadId = (await createTender(poster.accessToken, { title })).tenderId;
  await awardTender(poster.accessToken, contractor.accessToken, unreadId, 700);

  // The contractor, signed in, hears of a new message without a reload: the bell lists the project.
  await signInAs(page, contractor, '/geodesist');
  expect((await apiCall(poster.accessToken, 'POST', `/tenders/${unreadId}/messages`, { text: 'Is the benchmark list final?' })).status).toBe(201);
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const thread = page.getByRole('list', { name: 'Unread messages' }).getByTestId('unread-thread').filter({ hasText: title });
  await expect(thread).toContainText('1 unread message', { timeout: 15_000 });
  // Opening it shows the thread, which reads it: the project leaves the bell.
  await thread.click();
  await expect(page.getByRole('region', { name: 'Messages' }).getByText('Is the benchmark list final?')).toBeVisible();
  await expect
    .poll(async () => (await apiCall(contractor.accessToken, 'GET', '/notifications')).body.messages.tenders.some((t: { tenderId: string }) => t.tenderId === unreadId), { timeout: 15_000 })
    .toBe(false);

  // The poster's row of the project carries the count of the answers they have not read.
  expect((await apiCall(contractor.accessToken, 'POST', `/tenders/${unreadId}/messages`, { text: 'Yes, final.' })).status).toBe(201);
  expect((await apiCall(contractor.accessToken, 'POST', `/tenders/${unreadId}/messages`, { text: 'Starting Monday.' })).status).toBe(201);
  const posterPage = await (await page.context().browser()!.newContext()).newPage();
  await signInAs(posterPage, poster, '/tender-poster');
  await expect(posterPage.getByTestId('tender-row').filter({ hasText: title }).getByTestId('unread-messages')).toHaveText('2 unread messages');
});
