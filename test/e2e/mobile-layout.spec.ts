/**
 * Phones (spec part 1, layout: the mobile breakpoint is 768px): on a 390 px wide screen no page of any role is
 * wider than the screen. Wide tables scroll inside their own box, detail cards fit, a hidden tooltip
 * takes no room, the notifications panel opens whole on the screen, and a long unbroken word in a title,
 * description or comment wraps in place. Each page is checked once its content (not only its frame) has loaded.
 */
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, apiSignIn, createUser, PASSWORD, signIn } from './support';
import { awardTender, createTender, placeBid } from './support-tenders';

test.use({ viewport: { width: 390, height: 844 } });

/** Opens `path`, waits for its first-level heading and `ready` (a text or role the loaded content shows), and returns how far the page is wider than the screen, px. */
async function overflowOf(page: Page, path: string, ready?: (page: Page) => ReturnType<Page['getByText']>): Promise<number> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  if (ready) await expect(ready(page).first()).toBeVisible();
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

async function expectNoOverflow(page: Page, pages: [string, ((page: Page) => ReturnType<Page['getByText']>)?][]) {
  const wider: Record<string, number> = {};
  for (const [path, ready] of pages) {
    const px = await overflowOf(page, path, ready);
    if (px > 0) wider[path] = px;
  }
  expect(wider, 'pages wider than a 390 px screen (px)').toEqual({});
}

test('no page of a visitor is wider than a phone screen', async ({ page }) => {
  await expectNoOverflow(page, [['/'], ['/login'], ['/register', (p) => p.getByRole('button', { name: 'About Tender Poster accounts' })], ['/contact'], ['/terms-of-service'], ['/privacy-policy']]);
});

test('no page of a geodesist, a tender poster or an admin is wider than a phone screen', async ({ browser }) => {
  const poster = await createUser('tenderPoster', { firstName: 'Kadri', lastName: 'Kask', company: 'Tartu Linnavalitsus' });
  const geodesist = await createUser('geodesist', { approved: true, firstName: 'Mart', lastName: 'Tamm', company: 'Tamm Mõõdistus OÜ' });
  const other = await createUser('geodesist', { approved: true });
  const { accessToken: posterToken } = await apiSignIn(poster.email, PASSWORD);
  const { accessToken: geodesistToken } = await apiSignIn(geodesist.email, PASSWORD);
  const { accessToken: otherToken } = await apiSignIn(other.email, PASSWORD);
  const run = Date.now().toString(36);
  // People's words as long as the rules allow, unbroken: they wrap in place rather than widen the page.
  const longWord = 'Katastriüksusepiiripunktidemääramine'.repeat(3);
  const open = await createTender(posterToken, {
    title: `${longWord} ${run}`,
    description: `Piiripunktide määramine.\nTäpsus 2 cm.\nVaata https://xgis.maaamet.ee/${'kaart/'.repeat(30)}`,
  });
  await placeBid(otherToken, open.tenderId, 980, 'GNSS RTK');
  await placeBid(geodesistToken, open.tenderId, 1100, longWord);
  const awarded = await createTender(posterToken, { title: `Topograafiline mõõdistus, Jõgeva ${run}` });
  await awardTender(posterToken, geodesistToken, awarded.tenderId, 1450.5, longWord);
  const newPage = async () => (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  const table = (name: string) => (p: Page) => p.getByRole('table', { name });

  const g = await newPage();
  await signIn(g, geodesist.email, PASSWORD);
  await g.waitForURL('**/geodesist');
  await expectNoOverflow(g, [
    ['/geodesist', (p) => p.getByText(open.title)],
    ['/geodesist/browse', (p) => p.getByText(open.title)],
    ['/geodesist/history'],
    [`/geodesist/tender/${open.tenderId}`, (p) => p.getByText('site-plan.pdf')],
    [`/geodesist/tender/${awarded.tenderId}`, (p) => p.getByText('site-plan.pdf')],
    [`/geodesist/tender/${awarded.tenderId}/deliver`],
    ['/account/profile'],
    ['/account/notifications'],
  ]);
  // The description keeps its line breaks.
  await g.goto(`/geodesist/tender/${open.tenderId}`);
  expect(await g.getByTestId('tender-description').innerText()).toMatch(/^Piiripunktide määramine\.\nTäpsus 2 cm\.\n/);
  // The bell's panel opens whole on the screen (the bell is not at the screen's right edge).
  await g.getByRole('button', { name: /^Notifications/ }).click();
  const panel = await g.getByRole('dialog', { name: 'Notifications' }).boundingBox();
  expect(panel && panel.x >= 0 && panel.x + panel.width <= 390, `bell panel from x ${panel?.x} to ${(panel?.x ?? 0) + (panel?.width ?? 0)}`).toBe(true);

  const t = await newPage();
  await signIn(t, poster.email, PASSWORD);
  await t.waitForURL('**/tender-poster');
  await expectNoOverflow(t, [
    ['/tender-poster', (p) => p.getByText(open.title)],
    ['/tender-poster/add-tender'],
    [`/tender-poster/tender/${open.tenderId}`, (p) => p.getByText('GNSS RTK')],
    [`/tender-poster/tender/${awarded.tenderId}`, (p) => p.getByText('site-plan.pdf')],
    [`/tender-poster/edit-tender/${open.tenderId}`],
  ]);

  const a = await newPage();
  await signIn(a, ADMIN.email, ADMIN.password);
  await a.waitForURL('**/admin');
  await expectNoOverflow(a, [
    ['/admin'],
    ['/admin/users', table('Users')],
    ['/admin/tenders', (p) => p.getByText(open.title)],
    [`/admin/tender/${open.tenderId}`, (p) => p.getByText('GNSS RTK')],
    ['/admin/settings'],
    ['/admin/dead-letters'],
    ['/admin/email-test'],
  ]);
});
