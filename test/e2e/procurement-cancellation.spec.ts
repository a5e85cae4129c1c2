/**
 * Cancellation with a reason through the browser: the poster cancels an Open tender with a bid, choosing a reason
 * and writing an explanation; the bidder sees the tender Cancelled with the reason and hears of it in the bell; an
 * admin cancels an In Progress tender its poster may no longer cancel, and finds it under the Cancelled tab.
 * Tenders, bids, the award and the delivery are made through the API.
 */
import { expect, test } from '@playwright/test';
import { ADMIN, apiCall, type CreatedUser, createUser, signIn } from './support';
import { signInAs } from './support-pages';
import { awardTender, type CreatedTender, createTender, placeBid, uploadFiles } from './support-tenders';

test.describe.configure({ mode: 'serial' });

const RUN = `c${Date.now().toString(36)}`;
const EXPLANATION = 'The municipality withdrew the survey budget for this year.';

let poster: CreatedUser;
let bidder: CreatedUser;
let contractor: CreatedUser;
let open: CreatedTender;
let awarded: CreatedTender;

test.beforeAll(async () => {
  poster = await createUser('tenderPoster');
  bidder = await createUser('geodesist', { firstName: 'Berit', lastName: 'Bidder' });
  contractor = await createUser('geodesist', { firstName: 'Carl', lastName: 'Contractor' });
  open = await createTender(poster.accessToken, { title: `Boundary survey to cancel ${RUN}` });
  const bid = await placeBid(bidder.accessToken, open.tenderId, 1500, 'Two days on site.');
  expect(bid.status).toBe(201);
  awarded = await createTender(poster.accessToken, { title: `Levelling survey cancelled by the admin ${RUN}` });
  await awardTender(poster.accessToken, contractor.accessToken, awarded.tenderId, 2000);
});

test('the poster cancels an Open tender with a bid, with a reason and an explanation', async ({ page }) => {
  await signInAs(page, poster, '/tender-poster');
  await page.goto(`/tender-poster/tender/${open.tenderId}`);
  await page.getByRole('button', { name: 'Cancel Tender' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel Tender' });
  await dialog.getByLabel(/Reason/).selectOption({ label: 'Other' });
  await dialog.getByRole('button', { name: 'Cancel Tender' }).click();
  await expect(dialog.getByText('Please explain the cancellation when the reason is Other')).toBeVisible();
  await dialog.getByLabel(/Reason/).selectOption({ label: 'Budget withdrawn' });
  await dialog.getByLabel(/Explanation/).fill(EXPLANATION);
  await dialog.getByRole('button', { name: 'Cancel Tender' }).click();
  await expect(page.getByText('Tender Cancelled').first()).toBeVisible();

  const card = page.getByTestId('cancellation-card');
  await expect(card.getByTestId('cancellation-reason')).toHaveText('Budget withdrawn');
  await expect(card.getByTestId('cancellation-text')).toHaveText(EXPLANATION);
  await expect(card.getByTestId('cancellation-by')).toContainText('Cancelled by the tender poster');
  await expect(page.getByRole('button', { name: 'Cancel Tender' })).toHaveCount(0);
});

test('the bidder sees the tender Cancelled with the reason, and a notification', async ({ page }) => {
  await signInAs(page, bidder, '/geodesist');
  await page.goto(`/geodesist/tender/${open.tenderId}`);
  await expect(page.getByText('Cancelled').first()).toBeVisible();
  await expect(page.getByTestId('cancellation-reason')).toHaveText('Budget withdrawn');
  await expect(page.getByTestId('cancellation-text')).toHaveText(EXPLANATION);

  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('notification-badge')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByRole('button', { name: /Tender Cancelled/ })).toBeVisible();
  await expect(panel.getByText(/has been cancelled \(Budget withdrawn\)/)).toBeVisible();
});

test('an admin cancels an In Progress tender after a delivery, and finds it under Cancelled', async ({ page }) => {
  const [key] = await uploadFiles(contractor.accessToken, undefined, 'deliverable', awarded.tenderId);
  const delivered = await apiCall(contractor.accessToken, 'POST', `/tenders/${awarded.tenderId}/deliveries`, { files: [key] });
  expect(delivered.status, JSON.stringify(delivered.body)).toBe(201);
  // Its poster may no longer cancel it.
  expect((await apiCall(poster.accessToken, 'POST', `/tenders/${awarded.tenderId}/cancel`, { reason: 'no_longer_needed' })).status).toBe(409);

  await signIn(page, ADMIN.email, ADMIN.password);
  await page.waitForURL('**/admin');
  await page.goto(`/admin/tender/${awarded.tenderId}`);
  await page.getByRole('button', { name: 'Cancel Tender' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel Tender' });
  await dialog.getByLabel(/Reason/).selectOption({ label: 'Requirements changed' });
  await dialog.getByRole('button', { name: 'Cancel Tender' }).click();
  await expect(page.getByTestId('cancellation-card').getByTestId('cancellation-by')).toContainText('Cancelled by an admin');

  await page.goto('/admin/tenders');
  await page.getByRole('tab', { name: 'Cancelled' }).click();
  await expect(page.getByRole('link', { name: awarded.title })).toBeVisible();
  await expect(page.getByRole('link', { name: open.title })).toBeVisible();
});
