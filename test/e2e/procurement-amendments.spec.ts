/**
 * Amendments with versions through the browser (docs/decisions/procurement/amendments.md): the poster amends a tender
 * after a bid, giving a reason; sees the bid marked as placed before the amendment; the bidder sees their bid marked
 * for confirmation, the versions with the reason and the word-level difference, and confirms; the mark then leaves
 * the poster's table. Users, the tender and the bid are made through the API.
 */
import { expect, test } from '@playwright/test';
import { type CreatedUser, createUser } from './support';
import { signInAs } from './support-pages';
import { type CreatedTender, createTender, placeBid } from './support-tenders';

test.describe.configure({ mode: 'serial' });

const RUN = `a${Date.now().toString(36)}`;
const REASON = 'The river bank is now part of the survey';

let poster: CreatedUser;
let bidder: CreatedUser;
let tender: CreatedTender;

test.beforeAll(async () => {
  poster = await createUser('tenderPoster');
  bidder = await createUser('geodesist', { firstName: 'Berit', lastName: 'Bidder' });
  tender = await createTender(poster.accessToken, { title: `Amended survey ${RUN}`, description: 'Topographic survey of the parcel north of the road.' });
  expect((await placeBid(bidder.accessToken, tender.tenderId, 1800, 'RTK GNSS and a total station')).status).toBe(201);
});

test('the poster amends the tender after a bid, with a reason', async ({ page }) => {
  await signInAs(page, poster, '/tender-poster');
  await page.goto(`/tender-poster/edit-tender/${tender.tenderId}`);
  await expect(page.getByTestId('amendment-reason')).toBeVisible();
  await page.getByLabel(/^Description/).fill('Topographic survey of the parcel north of the road and the river bank.');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Give a short reason for the change').first()).toBeVisible();
  await page.getByLabel(/^Reason/).fill(REASON);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Tender updated successfully')).toBeVisible();
});

test('the poster sees the bid placed before the amendment', async ({ page }) => {
  await signInAs(page, poster, '/tender-poster');
  await page.goto(`/tender-poster/tender/${tender.tenderId}`);
  await expect(page.getByTestId('bid-row').first().getByTestId('predates-amendment')).toBeVisible();
  await expect(page.getByTestId('version-item')).toHaveCount(2);
});

test('the bidder sees the mark, the versions and the difference, and confirms the bid', async ({ page }) => {
  await signInAs(page, bidder, '/geodesist');
  await page.goto(`/geodesist/tender/${tender.tenderId}`);
  const mark = page.getByTestId('bid-needs-confirmation');
  await expect(mark).toBeVisible();
  const versions = page.getByTestId('versions-card');
  await expect(versions.getByTestId('version-item').first()).toContainText(REASON);
  await expect(versions.getByTestId('diff-description').locator('ins')).toContainText('river bank');
  await mark.getByRole('button', { name: 'Confirm bid' }).click();
  await expect(page.getByText('Bid confirmed')).toBeVisible();
  await expect(mark).toBeHidden();
});

test('the confirmed bid is no longer marked for the poster', async ({ page }) => {
  await signInAs(page, poster, '/tender-poster');
  await page.goto(`/tender-poster/tender/${tender.tenderId}`);
  await expect(page.getByTestId('bid-row').first()).toBeVisible();
  await expect(page.getByTestId('predates-amendment')).toHaveCount(0);
});
