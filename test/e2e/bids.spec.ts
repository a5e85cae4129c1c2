/**
 * Bids through the browser (part 2, geodesist detail bid panel, poster Submitted Bids and accept bid,
 * admin bids table): two geodesists bid (one changes the bid), the poster sees the anonymous labels and
 * accepts through the dialog, the other bid is Rejected, the contractor is sent to the deliver page and
 * the admin sees the real names with the Contractor badge. Users and the tender are made through the API.
 */
import { expect, test } from '@playwright/test';
import { ADMIN, type CreatedUser, createUser } from './support';
import { seriousViolations, signInAs } from './support-pages';
import { type CreatedTender, createTender } from './support-tenders';

test.describe.configure({ mode: 'serial' });

const RUN = `b${Date.now().toString(36)}`;
const LONG_COMMENT = 'We survey with RTK GNSS and a total station, deliver DWG and a PDF report within two weeks.';

let poster: CreatedUser;
let winner: CreatedUser;
let loser: CreatedUser;
let tender: CreatedTender;

test.beforeAll(async () => {
  poster = await createUser('tenderPoster');
  winner = await createUser('geodesist', { firstName: 'Greta', lastName: 'Winkler', company: `Winkler Vermessung ${RUN}` });
  loser = await createUser('geodesist', { firstName: 'Lars', lastName: 'Lohmann' });
  tender = await createTender(poster.accessToken, { title: `Boundary survey ${RUN}` });
});

test('a geodesist is told to enter an amount, places a bid and changes it', async ({ page }) => {
  await signInAs(page, winner, '/geodesist');
  await page.goto(`/geodesist/tender/${tender.tenderId}`);
  const panel = page.getByRole('region', { name: 'Your bid' });
  await panel.getByRole('button', { name: 'Submit Bid' }).click();
  await expect(page.getByText('Missing Information')).toBeVisible();
  await expect(page.getByText('Please enter a bid amount').first()).toBeVisible();

  await panel.getByLabel(/Bid amount/).fill('1200');
  await panel.getByLabel(/Comment/).fill(LONG_COMMENT);
  await panel.getByRole('button', { name: 'Submit Bid' }).click();
  await expect(page.getByText('Bid Submitted Successfully')).toBeVisible();

  await page.reload();
  await expect(panel.getByTestId('own-bid')).toContainText('1.200,00 €');
  await expect(panel.getByTestId('own-bid')).toContainText('Pending');
  await panel.getByLabel(/Bid amount/).fill('1234.50');
  await panel.getByRole('button', { name: 'Update Bid' }).click();
  await expect(page.getByText('Bid Updated Successfully')).toBeVisible();
  await expect(panel.getByTestId('own-bid')).toContainText('1.234,50 €');
  expect(await seriousViolations(page, { exclude: '[data-sonner-toaster]' })).toEqual([]);
});

test('a second geodesist bids', async ({ page }) => {
  await signInAs(page, loser, '/geodesist');
  await page.goto(`/geodesist/tender/${tender.tenderId}`);
  const panel = page.getByRole('region', { name: 'Your bid' });
  await panel.getByLabel(/Bid amount/).fill('1500');
  await panel.getByRole('button', { name: 'Submit Bid' }).click();
  await expect(page.getByText('Bid Submitted Successfully')).toBeVisible();
});

test('the poster sees anonymous bids and accepts one through the dialog', async ({ page }) => {
  await signInAs(page, poster, '/tender-poster');
  await page.goto(`/tender-poster/tender/${tender.tenderId}`);
  const table = page.getByRole('region', { name: 'Submitted Bids' });
  const rows = table.getByTestId('bid-row');
  await expect(rows).toHaveCount(2);
  await expect(table.getByText('Geodesist #1')).toBeVisible();
  await expect(table.getByText('Geodesist #2')).toBeVisible();
  await expect(table.getByText('Greta')).toHaveCount(0);
  expect(await seriousViolations(page, { exclude: '[data-sonner-toaster]' })).toEqual([]);

  await table.getByRole('button', { name: 'Why is the name hidden?' }).first().hover();
  await expect(table.getByRole('tooltip').filter({ hasText: 'Names are anonymized until bid acceptance' }).first()).toBeVisible();

  const winning = rows.filter({ hasText: '1.234,50 €' });
  await expect(winning).toContainText(`${LONG_COMMENT.slice(0, 50)}...`);
  await winning.getByRole('button', { name: /^Accept bid of/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Accept Bid' });
  await expect(dialog).toContainText('full details are revealed after acceptance');
  await expect(dialog).toContainText('all other bids close automatically');
  await dialog.getByRole('button', { name: 'Accept Bid' }).click();
  await expect(page.getByText("You've accepted the bid. The tender is now in progress.")).toBeVisible();
  await page.waitForURL('**/tender-poster');

  await page.goto(`/tender-poster/tender/${tender.tenderId}`);
  const card = page.getByRole('region', { name: 'Accepted Bid' });
  await expect(card.getByTestId('accepted-bidder')).toHaveText(`Winkler Vermessung ${RUN}`);
  await expect(card.getByTestId('accepted-amount')).toHaveText('1.234,50 €');
  await expect(card).toContainText(LONG_COMMENT);
});

test('the other geodesist finds the bid Rejected under My Bids', async ({ page }) => {
  await signInAs(page, loser, '/geodesist');
  await page.getByRole('tab', { name: 'My Bids' }).click();
  const row = page.getByRole('row').filter({ hasText: tender.title });
  await expect(row).toContainText('Rejected');
});

test('the contractor opening the tender is sent to the deliver page', async ({ page }) => {
  await signInAs(page, winner, '/geodesist');
  await page.goto(`/geodesist/tender/${tender.tenderId}`);
  await page.waitForURL(`**/geodesist/tender/${tender.tenderId}/deliver`);
  await expect(page.getByRole('heading', { name: 'Upload Deliverables' })).toBeVisible();
});

test('the admin sees the bids with real names and the Contractor badge', async ({ page }) => {
  await signInAs(page, ADMIN, '/admin');
  await page.goto(`/admin/tender/${tender.tenderId}`);
  const table = page.getByRole('region', { name: 'Bids' });
  const rows = table.getByTestId('bid-row');
  await expect(rows).toHaveCount(2);
  const accepted = rows.filter({ hasText: `Winkler Vermessung ${RUN}` });
  await expect(accepted).toContainText('Contractor');
  await expect(accepted).toContainText('Accepted');
  await expect(accepted).toHaveAttribute('data-accepted', 'true');
  const other = rows.filter({ hasText: 'Lars Lohmann' });
  await expect(other).toContainText('Rejected');
  await expect(other).toContainText('No comments provided');
  await expect(other).not.toContainText('Contractor');
});
