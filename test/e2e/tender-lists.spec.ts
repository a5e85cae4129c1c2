/**
 * Every tender list screen (spec part 2, 2), clicked through as the three roles: the poster's tabs,
 * empty messages and paging, the geodesist's tabs with search and sort and their own bids, the
 * geodesist's Browse and History, and the admin's Manage Tenders cards. Data is made through the API.
 */
import { expect, type Page, test } from '@playwright/test';
import { ADMIN, apiCall, type CreatedUser, createUser } from './support';
import { seriousViolations, signInAs } from './support-pages';
import { acceptBid, awardTender, type CreatedTender, createTender, placeBid } from './support-tenders';

test.describe.configure({ mode: 'serial' });

/** A word no other test's tender carries, so searches on shared lists find this file's tenders only. */
const RUN = `r${Date.now().toString(36)}`;
const GEO = `geo${RUN}`;
const ADM = `adm${RUN}`;

const rows = (page: Page) => page.getByTestId('tender-row');

test.describe('tender poster dashboard', () => {
  let poster: CreatedUser;

  test.beforeAll(async () => {
    poster = await createUser('tenderPoster', { company: 'Flurstück GmbH' });
  });

  test('shows each tab with its empty message; only History has search and sort', async ({ page }) => {
    await signInAs(page, poster, '/tender-poster');
    await expect(page.getByRole('heading', { name: 'Your Tenders', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create Tender' }).first()).toHaveAttribute('href', '/tender-poster/add-tender');

    await expect(page.getByRole('tab', { name: 'Active Tenders' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('No active tenders found. Create a new tender to get started!')).toBeVisible();
    await expect(page.getByRole('textbox', { name: /Search/ })).toHaveCount(0);

    await page.getByRole('tab', { name: 'Open' }).click();
    await expect(page.getByText('No open tenders found')).toBeVisible();
    await page.getByRole('tab', { name: 'In Progress' }).click();
    await expect(page.getByText('No tenders in progress')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveCount(0);

    await page.getByRole('tab', { name: 'History' }).click();
    await expect(page.getByText('No completed tenders found in your history')).toBeVisible();
    await expect(page.getByPlaceholder('Search history...')).toBeVisible();
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await expect(sort.locator('option')).toHaveText(['Newest first', 'Oldest first', 'Price: high to low', 'Price: low to high']);
  });

  test('pages 11 tenders by 10: page 2 and back, and a row opens the detail', async ({ page }) => {
    const titles: string[] = [];
    for (let i = 1; i <= 11; i++) {
      const title = `Paging ${RUN} number ${String(i).padStart(2, '0')}`;
      await createTender(poster.accessToken, { title });
      titles.push(title);
    }
    await signInAs(page, poster, '/tender-poster');
    await expect(rows(page)).toHaveCount(10);
    // Newest first: the 11th tender heads page 1, the 1st is alone on page 2.
    await expect(rows(page).first()).toContainText(titles[10]!);
    await expect(rows(page).first().getByRole('cell').nth(3)).toHaveText('0');

    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(titles[0]!);
    await expect(page.getByRole('button', { name: 'Go to next page' })).toBeDisabled();

    await page.getByRole('button', { name: 'Go to previous page' }).click();
    await expect(rows(page)).toHaveCount(10);
    await expect(rows(page).first()).toContainText(titles[10]!);
    await page.getByRole('button', { name: 'Go to page 2' }).click();
    await expect(rows(page)).toHaveCount(1);
    await page.getByRole('button', { name: 'Go to page 1' }).click();
    await expect(rows(page)).toHaveCount(10);

    await page.getByRole('tab', { name: 'Open' }).click();
    await expect(rows(page)).toHaveCount(10);
    await page.getByRole('tab', { name: 'In Progress' }).click();
    await expect(page.getByText('No tenders in progress')).toBeVisible();

    await page.getByRole('tab', { name: 'Active Tenders' }).click();
    await rows(page).filter({ hasText: titles[10]! }).getByText(titles[10]!, { exact: true }).click();
    await page.waitForURL(/\/tender-poster\/tender\/[0-9a-f-]+$/);
    await expect(page.getByRole('heading', { name: titles[10]! })).toBeVisible();
  });
});

test.describe('geodesist lists', () => {
  let poster: CreatedUser;
  let geodesist: CreatedUser;
  let levelling: CreatedTender;
  let cadastre: CreatedTender;
  let staking: CreatedTender;

  test.beforeAll(async () => {
    poster = await createUser('tenderPoster');
    geodesist = await createUser('geodesist');
    levelling = await createTender(poster.accessToken, { title: `Levelling ${GEO} Alpha`, expiresInDays: 30 });
    cadastre = await createTender(poster.accessToken, { title: `Cadastre ${GEO} Bravo`, expiresInDays: 5 });
    staking = await createTender(poster.accessToken, { title: `Staking ${GEO} Charlie`, expiresInDays: 10 });
  });

  test('Tenders tab: search filters as you type, the clear button resets, sort reorders', async ({ page }) => {
    await signInAs(page, geodesist, '/geodesist');
    await expect(page.getByRole('heading', { name: 'Geodesist Dashboard', level: 1 })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Tenders' })).toHaveAttribute('aria-selected', 'true');

    const search = page.getByRole('textbox', { name: 'Search tenders' });
    await search.fill(GEO);
    await expect(rows(page)).toHaveCount(3);
    await expect(rows(page).nth(0)).toContainText(staking.title);

    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('oldest');
    await expect(rows(page).nth(0)).toContainText(levelling.title);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('expiringSoon');
    await expect(rows(page).nth(0)).toContainText(cadastre.title);
    // The tender table of a geodesist has no Bids column.
    await expect(page.getByRole('columnheader', { name: 'Bids' })).toHaveCount(0);
    await expect(rows(page).nth(0).getByRole('cell').nth(3)).toHaveText('1');

    await search.fill(`${GEO} Bravo`);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(cadastre.title);

    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(search).toHaveValue('');
    // Every open tender again, still expiring soonest first: the first page the API gives without a term.
    const unfiltered = await apiCall(geodesist.accessToken, 'GET', '/tenders?scope=open&sort=expiringSoon');
    const titles = (unfiltered.body.items as { title: string }[]).map((t) => t.title);
    expect(titles.length).toBeGreaterThanOrEqual(3);
    await expect(rows(page)).toHaveCount(titles.length);
    await expect(page.getByTestId('tender-row').locator('.tender-title')).toHaveText(titles);

    // Each tab keeps its own search box.
    await search.fill('something else');
    await expect(rows(page)).toHaveCount(0);
    await page.getByRole('tab', { name: 'My Bids' }).click();
    await expect(page.getByRole('textbox', { name: 'Search tenders' })).toHaveValue('');
    await page.getByRole('tab', { name: 'Tenders' }).click();
    await expect(page.getByRole('textbox', { name: 'Search tenders' })).toHaveValue('something else');

    await page.getByRole('link', { name: 'History' }).first().click();
    await page.waitForURL('**/geodesist/history');
    await expect(page.getByRole('heading', { name: 'History', level: 1 })).toBeVisible();
  });

  test('Browse lists every open tender and a row opens the detail', async ({ page }) => {
    await signInAs(page, geodesist, '/geodesist');
    await page.goto('/geodesist/browse');
    await expect(page.getByRole('heading', { name: 'Browse Tenders' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Search tenders' }).fill(`${GEO} Charlie`);
    await expect(rows(page)).toHaveCount(1);
    await rows(page).first().click();
    await page.waitForURL(`**/geodesist/tender/${staking.tenderId}`);
    await expect(page.getByRole('heading', { name: staking.title })).toBeVisible();
  });

  test('My Bids shows the bid status and amount; In Progress the contract; History the closed bid', async ({ page }) => {
    const bid = await placeBid(geodesist.accessToken, levelling.tenderId, 1234.5, 'Two days on site');
    expect(bid.status).toBe(201);
    const rival = await createUser('geodesist');
    const accepted = await placeBid(rival.accessToken, cadastre.tenderId, 800);
    const mine = await placeBid(geodesist.accessToken, cadastre.tenderId, 950);
    expect([accepted.status, mine.status]).toEqual([201, 201]);
    expect((await acceptBid(poster.accessToken, cadastre.tenderId, accepted.body.bid.bidId)).status).toBe(200);
    await awardTender(poster.accessToken, geodesist.accessToken, staking.tenderId, 2000);

    await signInAs(page, geodesist, '/geodesist');
    await page.getByRole('tab', { name: 'My Bids' }).click();
    await page.getByRole('textbox', { name: 'Search tenders' }).fill(GEO);
    const levellingRow = rows(page).filter({ hasText: levelling.title });
    await expect(levellingRow).toBeVisible();
    await expect(levellingRow.getByTestId('own-bid')).toContainText('Pending');
    await expect(levellingRow.getByTestId('own-bid')).toContainText('Your bid: 1.234,50 €');

    await page.getByRole('tab', { name: 'In Progress' }).click();
    const stakingRow = rows(page).filter({ hasText: staking.title });
    await expect(stakingRow).toBeVisible();
    await expect(stakingRow.getByTestId('own-bid')).toContainText('Accepted');
    await expect(stakingRow.getByTestId('own-bid')).toContainText('2.000,00 €');
    await expect(rows(page).filter({ hasText: levelling.title })).toHaveCount(0);

    await page.goto('/geodesist/history');
    const closed = rows(page).filter({ hasText: cadastre.title });
    await expect(closed).toBeVisible();
    await expect(closed.getByTestId('own-bid')).toContainText('Rejected');

    // The poster's tabs follow the award: Active has all three, Open one, In Progress the two awarded.
    await page.evaluate(() => localStorage.clear());
    await signInAs(page, poster, '/tender-poster');
    await expect(rows(page)).toHaveCount(3);
    await page.getByRole('tab', { name: 'Open' }).click();
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(levelling.title);
    await page.getByRole('tab', { name: 'In Progress' }).click();
    await expect(rows(page)).toHaveCount(2);
    await expect(rows(page).filter({ hasText: staking.title }).getByText('In Progress')).toBeVisible();
  });
});

test.describe('admin tenders', () => {
  let open: CreatedTender;
  let awarded: CreatedTender;

  test.beforeAll(async () => {
    const poster = await createUser('tenderPoster');
    open = await createTender(poster.accessToken, { title: `Admin view ${ADM} Delta` });
    awarded = await createTender(poster.accessToken, { title: `Admin view ${ADM} Foxtrot` });
    const geodesist = await createUser('geodesist');
    await awardTender(poster.accessToken, geodesist.accessToken, awarded.tenderId, 500);
  });

  test('Manage Tenders: tabs, search, cards that open the detail', async ({ page }) => {
    await signInAs(page, ADMIN, '/admin');
    await page.goto('/admin/tenders');
    await expect(page.getByRole('heading', { name: 'Manage Tenders', level: 1 })).toBeVisible();
    await expect(page.getByText('Oversee all tenders in the system')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'All Tenders' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('newest');

    const search = page.getByRole('textbox', { name: 'Search tenders' });
    await search.fill(ADM);
    const cards = page.getByTestId('tender-card');
    await expect(cards).toHaveCount(2);
    // Newest first: the awarded tender was created last.
    await expect(cards.nth(0)).toContainText(awarded.title);
    await expect(cards.nth(0)).toContainText('In Progress');
    await expect(cards.nth(1)).toContainText(open.title);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('oldest');
    await expect(cards.nth(0)).toContainText(open.title);

    await page.getByRole('tab', { name: 'Open' }).click();
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText(open.title);
    await expect(cards.first()).toContainText('Open');
    await page.getByRole('tab', { name: 'In Progress' }).click();
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText(awarded.title);
    await page.getByRole('tab', { name: 'Completed' }).click();
    await expect(page.getByText('No tenders found')).toBeVisible();

    await page.getByRole('tab', { name: 'All Tenders' }).click();
    await search.fill(`${ADM} Delta`);
    await expect(cards).toHaveCount(1);
    await cards.first().getByRole('link', { name: open.title }).click();
    await page.waitForURL(`**/admin/tender/${open.tenderId}`);
  });
});

test.describe('accessibility of the list screens', () => {
  async function checkPages(page: Page, paths: string[]) {
    for (const path of paths) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page), path).toEqual([]);
    }
  }

  test('no serious violation on the poster dashboard with a tender listed', async ({ page }) => {
    const poster = await createUser('tenderPoster');
    await createTender(poster.accessToken, { title: `Accessible ${RUN} Echo` });
    await signInAs(page, poster, '/tender-poster');
    await checkPages(page, ['/tender-poster']);
  });

  test('no serious violation on the geodesist dashboard, Browse and History', async ({ page }) => {
    const geodesist = await createUser('geodesist');
    await signInAs(page, geodesist, '/geodesist');
    await checkPages(page, ['/geodesist', '/geodesist/browse', '/geodesist/history']);
  });

  test('no serious violation on the admin dashboard and Manage Tenders', async ({ page }) => {
    await signInAs(page, ADMIN, '/admin');
    await checkPages(page, ['/admin', '/admin/tenders']);
  });
});
