/**
 * The tender's history in the browser, as each role: the poster posts (through the API: posting is the spine's
 * subject), two geodesists bid in their bid panel, the poster awards through the dialog; then the poster, the
 * other bidder and the admin each open the tender and read its History card newest first: the bids sealed (a
 * count, no name, no amount), the roles for everyone, the names for the admin only.
 */
import { expect, type Page, test } from '@playwright/test';
import { ADMIN, type CreatedUser, createUser } from './support';
import { seriousViolations, signInAs } from './support-pages';
import { type CreatedTender, createTender } from './support-tenders';

test.describe.configure({ mode: 'serial' });

const RUN = `h${Date.now().toString(36)}`;

let poster: CreatedUser;
let winner: CreatedUser;
let other: CreatedUser;
let tender: CreatedTender;

test.beforeAll(async () => {
  poster = await createUser('tenderPoster', { company: `Hafenamt ${RUN}` });
  winner = await createUser('geodesist', { firstName: 'Greta', lastName: 'Winkler', company: `Winkler Vermessung ${RUN}` });
  other = await createUser('geodesist', { firstName: 'Lars', lastName: 'Lohmann' });
  tender = await createTender(poster.accessToken, { title: `Quay levelling ${RUN}` });
});

/** The History card's sentences, top to bottom. */
async function historyLines(page: Page): Promise<string[]> {
  const card = page.getByRole('region', { name: 'History' });
  await expect(card.getByRole('list', { name: 'History entries' })).toBeVisible();
  return card.getByRole('listitem').evaluateAll((items) => items.map((li) => li.querySelector('span')?.textContent ?? ''));
}

async function bidInPanel(page: Page, user: CreatedUser, amount: string) {
  await signInAs(page, user, '/geodesist');
  await page.goto(`/geodesist/tender/${tender.tenderId}`);
  const panel = page.getByRole('region', { name: 'Your bid' });
  await panel.getByLabel(/Bid amount/).fill(amount);
  await panel.getByRole('button', { name: 'Submit Bid' }).click();
  await expect(page.getByText('Bid Submitted Successfully')).toBeVisible();
}

test('the poster’s new tender shows one entry: Published, by the tender poster', async ({ page }) => {
  await signInAs(page, poster, '/tender-poster');
  await page.goto(`/tender-poster/tender/${tender.tenderId}`);
  await expect.poll(() => historyLines(page)).toEqual(['Published']);
  const card = page.getByRole('region', { name: 'History' });
  await expect(card.getByRole('listitem').first()).toContainText('Tender poster');
  // The poster's own Timeline card (the tender's dates) stays beside it.
  await expect(page.getByRole('region', { name: 'Timeline' })).toBeVisible();
  expect(await seriousViolations(page, { exclude: '[data-sonner-toaster]' })).toEqual([]);
});

test('a geodesist bids and sees the bid counted in the history', async ({ page }) => {
  await bidInPanel(page, winner, '1200');
  await expect.poll(() => historyLines(page)).toEqual(['Bid received (1 so far)', 'Published']);
});

test('a second geodesist bids and sees both bids counted, sealed', async ({ page }) => {
  await bidInPanel(page, other, '1500');
  await expect.poll(() => historyLines(page)).toEqual(['Bid received (2 so far)', 'Bid received (1 so far)', 'Published']);
  const card = page.getByRole('region', { name: 'History' });
  await expect(card).not.toContainText('Greta');
  await expect(card).not.toContainText('1.200');
});

test('the poster awards through the dialog and the History card shows the award at once', async ({ page }) => {
  await signInAs(page, poster, '/tender-poster');
  await page.goto(`/tender-poster/tender/${tender.tenderId}`);
  await expect.poll(() => historyLines(page)).toEqual(['Bid received (2 so far)', 'Bid received (1 so far)', 'Published']);
  const rows = page.getByRole('region', { name: 'Submitted Bids' }).getByTestId('bid-row');
  await rows
    .filter({ hasText: '1.200,00 €' })
    .getByRole('button', { name: /^Accept bid of/ })
    .click();
  await page.getByRole('dialog', { name: 'Accept Bid' }).getByRole('button', { name: 'Accept Bid' }).click();
  await expect(page.getByText("You've accepted the bid. The tender is now in progress.")).toBeVisible();
  await page.goto(`/tender-poster/tender/${tender.tenderId}`);
  await expect.poll(() => historyLines(page)).toEqual(['Awarded', 'Bid received (2 so far)', 'Bid received (1 so far)', 'Published']);
  await expect(page.getByRole('region', { name: 'History' })).not.toContainText(`Winkler Vermessung ${RUN}`);
});

test('the other bidder sees the award in the history, with roles and no names', async ({ page }) => {
  await signInAs(page, other, '/geodesist');
  await page.goto(`/geodesist/tender/${tender.tenderId}`);
  await expect.poll(() => historyLines(page)).toEqual(['Awarded', 'Bid received (2 so far)', 'Bid received (1 so far)', 'Published']);
  const card = page.getByRole('region', { name: 'History' });
  await expect(card).toContainText('Tender poster');
  await expect(card).not.toContainText(`Hafenamt ${RUN}`);
  await expect(card).not.toContainText(`Winkler Vermessung ${RUN}`);
});

test('the admin sees the same entries with the actors’ names, the bids still sealed', async ({ page }) => {
  await signInAs(page, ADMIN, '/admin');
  await page.goto(`/admin/tender/${tender.tenderId}`);
  await expect.poll(() => historyLines(page)).toEqual(['Awarded', 'Bid received (2 so far)', 'Bid received (1 so far)', 'Published']);
  const items = page.getByRole('region', { name: 'History' }).getByRole('listitem');
  await expect(items.first()).toContainText(`Tender poster (Hafenamt ${RUN})`);
  await expect(items.last()).toContainText(`Tender poster (Hafenamt ${RUN})`);
  // A sealed bid has no actor to name: its line ends with the role.
  await expect(items.nth(1)).toHaveText(/· Geodesist$/);
  await expect(page.getByRole('region', { name: 'History' })).not.toContainText('Winkler');
});
