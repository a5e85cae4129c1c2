/**
 * Where I work, as a geodesist (docs/decisions/web/service-areas-screens.md): a point and a radius around Tartu is
 * added in Account and kept after a reload; of two new tenders, one with its site in Tartu and one in Tallinn, Browse's
 * 'Matches my areas' lists the Tartu one alone, and only the Tartu one is announced in the geodesist's bell.
 */
import { expect, test } from '@playwright/test';
import { type CreatedUser, createUser } from './support';
import { seriousViolations, signInAs } from './support-pages';
import { createTender } from './support-tenders';

test.describe.configure({ mode: 'serial' });

const run = Date.now().toString(36);
const inTartu = `Raekoja plats survey ${run}`;
const inTallinn = `Vabaduse väljak survey ${run}`;
let geodesist: CreatedUser;
let poster: CreatedUser;

test.beforeAll(async () => {
  [geodesist, poster] = await Promise.all([createUser('geodesist', { firstName: 'Anu', lastName: 'Ala', company: 'Tartu Mõõdud OÜ' }), createUser('tenderPoster')]);
});

test('a geodesist keeps a 30 km area around Tartu, and sees and hears of the Tartu tender only', async ({ page }) => {
  await signInAs(page, geodesist, '/geodesist');
  await page.goto('/account?tab=account');
  const card = page.getByTestId('service-areas');
  await expect(card.getByTestId('all-of-estonia')).toBeVisible();
  const circle = card.getByRole('form', { name: 'Add a point and radius' });
  await circle.getByLabel('Latitude').fill('58.38');
  await circle.getByLabel('Longitude').fill('26.72');
  await circle.getByLabel('Radius, km').fill('30');
  await circle.getByRole('button', { name: 'Add this area' }).click();
  await card.getByRole('button', { name: 'Save where I work' }).click();
  await expect(page.getByText('Where you work is saved')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('service-area')).toHaveText(['Within 30 km of 58.380000, 26.720000Remove']);
  // Not 'networkidle': in the dev server the map's worker keeps a connection to Vite open.
  await expect(page.getByRole('region', { name: 'Map of your service areas' }).locator('canvas')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await createTender(poster.accessToken, { title: inTartu, site: { type: 'Point', coordinates: [26.72, 58.38] } });
  await createTender(poster.accessToken, { title: inTallinn, site: { type: 'Point', coordinates: [24.75, 59.44] } });

  await page.goto('/geodesist/browse');
  await page.getByText('Matches my areas').click();
  await expect(page.getByRole('switch', { name: 'Matches my areas' })).toBeChecked();
  await expect(page).toHaveURL(/matching=1/);
  const list = page.getByRole('table', { name: 'Open tenders in my areas' });
  await expect(list.getByText(inTartu, { exact: true })).toBeVisible();
  await expect(list.getByText(inTallinn, { exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: /^Notifications/ }).click();
  const bell = page.getByRole('dialog', { name: 'Notifications' });
  await expect(bell.getByText(`A new tender has been posted: "${inTartu}"`)).toBeVisible();
  await expect(bell.getByText(inTallinn)).toHaveCount(0);
});
