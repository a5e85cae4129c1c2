/**
 * Notifications in the browser (spec part 1, 2.13, 2.14, 4.3): a bid placed by a geodesist
 * reaches the poster's open page as a 5-second toast and in the bell without a reload; opening the item
 * marks it read and goes to the tender; read items can be deleted and 'Clear all' empties the list on
 * screen; the Notification Settings tab saves the poster's choices; a tender posted while a geodesist's
 * Tenders list is open appears in it with the notification; a realtime connection that cannot be set up warns
 * that notifications may be delayed.
 */
import { expect, test } from '@playwright/test';
import { createUser, signIn } from './support';
import { createTender, placeBid } from './support-tenders';

test('a bid placed in one browser reaches the poster’s open page in another in realtime; the bell opens, marks read, deletes and clears', async ({ page, browser }) => {
  const poster = await createUser('tenderPoster', { company: 'Stadtwerke Nord' });
  const geodesist = await createUser('geodesist');
  const tender = await createTender(poster.accessToken, { title: `Boundary survey ${Date.now().toString(36)}` });

  await signIn(page, poster.email, poster.password);
  await page.waitForURL('**/tender-poster');
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(page.getByText('No notifications')).toBeVisible();
  await bell.click();

  // The geodesist, in a second browser, bids through the bid panel.
  const geodesistContext = await browser.newContext();
  const geodesistPage = await geodesistContext.newPage();
  await signIn(geodesistPage, geodesist.email, geodesist.password);
  await geodesistPage.waitForURL('**/geodesist');
  await geodesistPage.goto(`/geodesist/tender/${tender.tenderId}`);
  const bidPanel = geodesistPage.getByRole('region', { name: 'Your bid' });
  await bidPanel.getByLabel(/Bid amount/).fill('1234.50');
  await bidPanel.getByLabel(/Comment/).fill('Can start next week');
  await bidPanel.getByRole('button', { name: 'Submit Bid' }).click();
  await expect(geodesistPage.getByText('Bid Submitted Successfully')).toBeVisible();
  await geodesistContext.close();
  // Realtime: the toast and the badge arrive in the poster's browser without a reload.
  await expect(page.getByText('New Bid Received').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('notification-badge')).toHaveText('1');

  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByText(`"${tender.title}"`, { exact: false })).toBeVisible();
  await panel.getByRole('button', { name: /New Bid Received/ }).click();
  await page.waitForURL(`**/tender-poster/tender/${tender.tenderId}`);
  await expect(page.getByTestId('notification-badge')).toHaveCount(0);

  await bell.click();
  await page.getByRole('button', { name: /Delete notification/ }).click();
  await expect(page.getByText('Notification deleted').first()).toBeVisible();
  await expect(page.getByText('No notifications')).toBeVisible();

  // A second bid; Clear all empties the list on screen only.
  const second = await createUser('geodesist');
  expect((await placeBid(second.accessToken, tender.tenderId, 999)).status).toBe(201);
  await expect(page.getByTestId('notification-badge')).toHaveText('1', { timeout: 15_000 });
  if (!(await page.getByRole('dialog', { name: 'Notifications' }).isVisible())) await bell.click();
  await page.getByRole('button', { name: 'Clear all' }).click();
  await expect(page.getByText('Notifications cleared').first()).toBeVisible();
  await expect(page.getByText('No notifications')).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByRole('dialog', { name: 'Notifications' }).getByText(/New Bid Received/)).toBeVisible();
});

test('the Notification Settings tab shows the poster’s kinds and saves a choice', async ({ page }) => {
  const poster = await createUser('tenderPoster');
  await signIn(page, poster.email, poster.password);
  await page.waitForURL('**/tender-poster');
  await page.goto('/account?tab=notifications');
  await expect(page.getByLabel('Bids received')).toHaveValue('both');
  await expect(page.getByLabel('Deliverables submitted')).toBeVisible();
  await expect(page.getByLabel('New tenders')).toHaveCount(0);
  await page.getByLabel('Bids received').selectOption('in_app');
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByText('Preferences updated').first()).toBeVisible();
  await page.goto('/account/notifications');
  await expect(page.getByLabel('Bids received')).toHaveValue('in_app');
});

test('a tender posted while a geodesist’s Tenders list is open appears in it with the notification, without a reload', async ({ page }) => {
  const geodesist = await createUser('geodesist');
  const poster = await createUser('tenderPoster');
  const socket = page.waitForEvent('websocket');
  await signIn(page, geodesist.email, geodesist.password);
  await page.waitForURL('**/geodesist');
  await expect(page.getByRole('tab', { name: 'Tenders' })).toBeVisible();
  // The realtime connection is open and stored before the tender is posted ($connect answers in a few ms here).
  await socket;
  await page.waitForTimeout(1_000);
  const title = `Topographic survey ${Date.now().toString(36)}`;
  await expect(page.getByRole('table').getByText(title, { exact: true })).toHaveCount(0);
  await createTender(poster.accessToken, { title });
  await expect(page.getByText('New Tender Posted').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('table').getByText(title, { exact: true })).toBeVisible();
});

test('a realtime connection that cannot be set up warns that notifications may be delayed', async ({ page }) => {
  // The app's own config with a realtime address nothing listens on.
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...((await response.json()) as object), realtimeUrl: 'ws://127.0.0.1:1/' } });
  });
  const poster = await createUser('tenderPoster');
  await signIn(page, poster.email, poster.password);
  await page.waitForURL('**/tender-poster');
  await expect(page.getByText(/^Some notifications .+ may be delayed/).first()).toBeVisible();
});
