/**
 * The README's screenshots: the five main screens (the landing page, a geodesist browsing tenders, a poster's tender
 * with its bids, a geodesist's work to deliver, the admin's users) in English and in Estonian, 1280×800, saved as
 * docs/screenshots/<screen>.<language>.png. The data is made first, the same on every run (a fresh local cloud,
 * screenshots.config.ts): a poster, three geodesists, five tenders, three bids on one and an award on another. The
 * language of each shot is chosen by the URL (`?lang=`), as a visitor may.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { LANGUAGES, type Language } from '../../lambdas/domain/i18n/languages';
import { ADMIN, createUser, type CreatedUser } from '../../test/e2e/support';
import { signInAs } from '../../test/e2e/support-pages';
import { awardTender, createTender, placeBid, type CreatedTender } from '../../test/e2e/support-tenders';

const OUT_DIR = path.resolve(import.meta.dirname, '../../docs/screenshots');

/** The people and tenders the screens show. */
const data = {} as {
  poster: CreatedUser;
  geodesists: CreatedUser[];
  tenders: CreatedTender[];
  withBids: CreatedTender;
  awarded: CreatedTender;
};

const TENDERS = [
  { title: 'Topo-geodeetiline alusplaan, Tähe 4, Tartu', description: 'Topo-geodeetiline alusplaan ja tehnovõrkude mõõdistus ehitusprojekti jaoks, mõõtkava 1:500, L-EST97 ja EH2000.' },
  { title: 'Kinnistu piiride märkimine, Põlva vald', description: 'Kinnistu piiripunktide taastamine ja märkimine looduses, akt ja skeem tellijale.' },
  { title: 'Ehitusjärgne mõõdistus, Riia 15, Tartu', description: 'Valminud hoone ja rajatiste teostusmõõdistus ehitisregistri jaoks.' },
  { title: 'Kõrguspunktide nivelleerimine, Jõgeva', description: 'Kohaliku kõrgusvõrgu punktide nivelleerimine, tulemused EH2000 süsteemis.' },
  { title: 'Tehnovõrkude teostusjoonis, Ülikooli 18, Tartu', description: 'Veetorustiku ja kanalisatsiooni teostusjoonis koos digitaalse andmefailiga.' },
];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  mkdirSync(OUT_DIR, { recursive: true });
  data.poster = await createUser('tenderPoster', { firstName: 'Maris', lastName: 'Kask', email: 'maris.kask@tartu.example', company: 'Tartu Linnavalitsus' });
  data.geodesists = [
    await createUser('geodesist', { firstName: 'Jaan', lastName: 'Tamm', email: 'jaan.tamm@geodeesia.example', company: 'Tamm Geodeesia OÜ' }),
    await createUser('geodesist', { firstName: 'Kadri', lastName: 'Õunapuu', email: 'kadri@mootmine.example', company: 'Õunapuu Mõõdistus OÜ' }),
    await createUser('geodesist', { firstName: 'Mart', lastName: 'Saar', email: 'mart.saar@saar.example', company: 'Saar ja Partnerid OÜ' }),
  ];
  data.tenders = [];
  for (const [i, t] of TENDERS.entries()) data.tenders.push(await createTender(data.poster.accessToken, { ...t, expiresInDays: 10 + i * 7 }));
  data.withBids = data.tenders[0]!;
  data.awarded = data.tenders[1]!;
  const bids: [number, string][] = [
    [1850, 'Töö tehtud kolme nädalaga, GNSS-RTK ja tahhümeeter.'],
    [2100, 'Hind sisaldab tehnovõrkude valdajate kooskõlastusi.'],
    [2390, 'Meeskond Tartus, välitööd alustame järgmisel nädalal.'],
  ];
  for (const [i, [amount, comment]] of bids.entries()) {
    const bid = await placeBid(data.geodesists[i]!.accessToken, data.withBids.tenderId, amount, comment);
    expect(bid.status).toBe(201);
  }
  await awardTender(data.poster.accessToken, data.geodesists[0]!.accessToken, data.awarded.tenderId, 1200, 'Piiripunktid märgime kahe nädala jooksul.');
});

/** A signed-in page of its own (a new browser context) for `user`, waiting for `landing` after sign-in. */
async function signedIn(browser: Browser, user: { email: string; password?: string }, landing: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, user, landing);
  return page;
}

/**
 * Opens `url` in each language (`?lang=`), waits until `ready` shows and the network is quiet, and saves
 * docs/screenshots/<name>.<language>.png.
 */
async function shoot(page: Page, name: string, url: string, ready: string): Promise<void> {
  for (const language of LANGUAGES as readonly Language[]) {
    await page.goto(`${url}${url.includes('?') ? '&' : '?'}lang=${language}`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByText(ready, { exact: false }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready);
    // Toasts of an earlier step and the caret would differ between runs.
    await page.addStyleTag({ content: '[data-sonner-toaster], .toaster { display: none !important; } * { caret-color: transparent !important; }' });
    await page.mouse.move(0, 0);
    await page.screenshot({ path: path.join(OUT_DIR, `${name}.${language}.png`), animations: 'disabled' });
  }
}

test('the landing page', async ({ page }) => {
  await shoot(page, 'landing', '/', 'GeoTender');
});

test('a geodesist browsing tenders', async ({ browser }) => {
  const page = await signedIn(browser, data.geodesists[1]!, '/geodesist');
  await shoot(page, 'browse-tenders', '/geodesist/browse', TENDERS[2]!.title);
});

test('a poster’s tender with its bids', async ({ browser }) => {
  const page = await signedIn(browser, data.poster, '/tender-poster');
  await shoot(page, 'tender-bids', `/tender-poster/tender/${encodeURIComponent(data.withBids.tenderId)}`, TENDERS[0]!.title);
});

test('a geodesist’s work to deliver', async ({ browser }) => {
  const page = await signedIn(browser, data.geodesists[0]!, '/geodesist');
  await shoot(page, 'my-work', `/geodesist/tender/${encodeURIComponent(data.awarded.tenderId)}/deliver`, TENDERS[1]!.title);
});

test('the admin’s users', async ({ browser }) => {
  const page = await signedIn(browser, ADMIN, '/admin');
  await shoot(page, 'admin-users', '/admin/users', data.poster.email);
});
