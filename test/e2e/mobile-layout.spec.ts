/**
 * Phones (spec part 1, layout: the mobile breakpoint is 768px): on a 390 px wide screen no page of any role is
 * wider than the screen. Wide tables scroll inside their own box (the poster's Accept buttons stay in view),
 * detail cards fit, a hidden tooltip takes no room, the notifications panel opens whole on the screen, and a long
 * unbroken word in a title, description or comment wraps in place. Each page is checked once its content (not
 * only its frame) has loaded.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN, apiSignIn, createUser, PASSWORD, signIn } from './support';
import { awardTender, createTender, placeBid } from './support-tenders';

test.use({ viewport: { width: 390, height: 844 } });

/** What shows that a page's content (not only its frame) has loaded: locators unique to it among the pages checked before it. */
type Ready = (page: Page) => Locator[];
const heading =
  (name: string | RegExp): Ready =>
  (page) => [page.getByRole('heading', { level: 1, name, exact: typeof name === 'string' })];

/**
 * Shows `path` in the app `page` has open, as a link in the app would (no reload), or loads it when the page has
 * none open yet; waits for `ready` and returns how far the page is wider than the screen, px.
 */
async function overflowOf(page: Page, path: string, ready: Ready): Promise<number> {
  if (page.url().startsWith('http')) {
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  } else {
    await page.goto(path);
  }
  for (const locator of ready(page)) await expect(locator.first()).toBeVisible();
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

async function expectNoOverflow(page: Page, pages: [string, Ready][]) {
  const wider: Record<string, number> = {};
  for (const [path, ready] of pages) {
    const px = await overflowOf(page, path, ready);
    if (px > 0) wider[path] = px;
  }
  expect(wider, 'pages wider than a 390 px screen (px)').toEqual({});
}

test('no page of a visitor is wider than a phone screen', async ({ page }) => {
  await expectNoOverflow(page, [
    ['/', heading(/^Survey work/)],
    ['/login', heading('Sign in')],
    ['/register', (p) => [p.getByRole('button', { name: 'About Tender Poster accounts' })]],
    ['/contact', heading('Contact Us')],
    ['/terms-of-service', heading('Terms of Service')],
    ['/privacy-policy', heading('Privacy Policy')],
  ]);
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

  const g = await newPage();
  await signIn(g, geodesist.email, PASSWORD);
  await g.waitForURL('**/geodesist');
  await expectNoOverflow(g, [
    ['/geodesist', (p) => [p.getByText(open.title)]],
    ['/geodesist/browse', (p) => [...heading('Browse Tenders')(p), p.getByText(open.title)]],
    ['/geodesist/history', heading('History')],
    [`/geodesist/tender/${awarded.tenderId}`, (p) => [...heading(awarded.title)(p), p.getByText('site-plan.pdf')]],
    [`/geodesist/tender/${awarded.tenderId}/deliver`, (p) => [p.getByRole('heading', { name: 'Upload Deliverables' })]],
    ['/account/profile', heading('Profile')],
    ['/account/notifications', heading('Notification Settings')],
    [`/geodesist/tender/${open.tenderId}`, (p) => [...heading(open.title)(p), p.getByText('site-plan.pdf'), p.getByRole('heading', { name: 'Your Bid' })]],
  ]);
  // The description keeps its line breaks.
  expect(await g.getByTestId('tender-description').innerText()).toMatch(/^Piiripunktide määramine\.\nTäpsus 2 cm\.\n/);
  // The bell's panel opens whole on the screen (the bell is not at the screen's right edge).
  await g.getByRole('button', { name: /^Notifications/ }).click();
  const panel = await g.getByRole('dialog', { name: 'Notifications' }).boundingBox();
  expect(panel && panel.x >= 0 && panel.x + panel.width <= 390, `bell panel from x ${panel?.x} to ${(panel?.x ?? 0) + (panel?.width ?? 0)}`).toBe(true);

  const t = await newPage();
  await signIn(t, poster.email, PASSWORD);
  await t.waitForURL('**/tender-poster');
  await expectNoOverflow(t, [
    ['/tender-poster', (p) => [p.getByText(open.title)]],
    ['/tender-poster/add-tender', heading('Create New Tender')],
    [`/tender-poster/tender/${open.tenderId}`, (p) => [...heading(open.title)(p), p.getByText('GNSS RTK')]],
    [`/tender-poster/tender/${awarded.tenderId}`, (p) => [...heading(awarded.title)(p), p.getByText('site-plan.pdf')]],
    [`/tender-poster/edit-tender/${open.tenderId}`, heading('Edit Tender')],
  ]);
  // The bids table scrolls in its box, and its Accept buttons stay in view at the box's right edge.
  await overflowOf(t, `/tender-poster/tender/${open.tenderId}`, (p) => [p.getByText('GNSS RTK')]);
  const accept = await t
    .getByRole('button', { name: /^Accept bid of/ })
    .first()
    .boundingBox();
  expect(accept && accept.x >= 0 && accept.x + accept.width <= 390, `Accept from x ${accept?.x} to ${(accept?.x ?? 0) + (accept?.width ?? 0)}`).toBe(true);

  const a = await newPage();
  await signIn(a, ADMIN.email, ADMIN.password);
  await a.waitForURL('**/admin');
  await expectNoOverflow(a, [
    ['/admin', heading('Admin Dashboard')],
    ['/admin/users', (p) => [p.getByRole('table', { name: 'Users' })]],
    ['/admin/tenders', (p) => [...heading('Manage Tenders')(p), p.getByText(open.title)]],
    [`/admin/tender/${open.tenderId}`, (p) => [...heading(open.title)(p), p.getByText('GNSS RTK')]],
    ['/admin/settings', heading('Settings')],
    ['/admin/dead-letters', heading('Dead Letters')],
    ['/admin/email-test', heading('Email System Test')],
  ]);
});
