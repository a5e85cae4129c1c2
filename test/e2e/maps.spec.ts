/**
 * Maps in the web app, in Chromium with WebGL on the local cloud's base map (the bundled outline): the
 * poster marks the site as a point on Create Tender and draws a polygon on Edit, the detail shows it in
 * WGS84 and L-EST97 with the area; a geodesist's Browse map view shows the tender, the search narrows it
 * and 'Near me' with a granted position lists it with its distance; a self-intersecting polygon, drawn or
 * uploaded, shows the server's message; L-EST97 coordinates typed with the keyboard only come back on the detail.
 */
import { join } from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { apiCall, type CreatedUser, createUser, PASSWORD, signIn } from './support';
import { createTender, uploadFiles } from './support-tenders';

test.describe.configure({ mode: 'serial' });

const fixtures = join(import.meta.dirname, 'fixtures');
/** A word no other test's tender carries, so searches find this file's tenders only. */
const RUN = `map${Date.now().toString(36)}`;
const SELF_INTERSECTING = 'The polygon boundary crosses itself. Redraw it so that its edges do not cross';

/** The map's canvas once MapLibre has drawn it. */
async function mapCanvas(page: Page, name: string): Promise<Locator> {
  const canvas = page.getByRole('region', { name }).locator('canvas.maplibregl-canvas');
  await expect(canvas).toBeVisible();
  return canvas;
}

/** Clicks the canvas at offsets (px) from its centre, moving the mouse there first (terra-draw follows the pointer). */
async function clickAt(page: Page, canvas: Locator, dx: number, dy: number) {
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  const x = box.x + box.width / 2 + dx;
  const y = box.y + box.height / 2 + dy;
  await page.mouse.move(x, y, { steps: 3 });
  await page.mouse.click(x, y);
  await page.waitForTimeout(150);
}

/** Draws a polygon through the corners (offsets from the centre) and closes it on the first corner. */
async function drawPolygon(page: Page, canvas: Locator, corners: [number, number][]) {
  for (const [dx, dy] of corners) await clickAt(page, canvas, dx, dy);
  await clickAt(page, canvas, corners[0]![0], corners[0]![1]);
}

test.describe('the site of the work', () => {
  let poster: CreatedUser;
  let tenderId: string;
  const title = `Boundary survey ${RUN} at the harbour`;

  test.beforeAll(async () => {
    poster = await createUser('tenderPoster');
  });

  test('the poster marks a point on Create Tender; the detail shows it in WGS84 and L-EST97, with no area', async ({ page }) => {
    await signIn(page, poster.email, PASSWORD);
    await page.waitForURL('**/tender-poster');
    await page.goto('/tender-poster/add-tender');
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Description').fill('Boundary survey of the harbour plot, with fixed points and a cadastral plan.');
    await page.getByLabel('Expiry Date').fill(new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10));
    await page.getByLabel('Attachments').setInputFiles([join(fixtures, 'site-plan.pdf')]);
    await expect(page.locator('[data-testid="upload-item"][data-status="ready"]')).toHaveCount(1);

    await page.getByRole('button', { name: 'Mark the site on a map' }).click();
    const canvas = await mapCanvas(page, 'Site map');
    await page.getByRole('button', { name: 'Mark a point' }).click();
    await clickAt(page, canvas, 0, 0);
    const figures = page.getByTestId('site-editor').getByTestId('site-figures');
    await expect(figures.getByTestId('site-wgs84')).toHaveText(/^5[89]\.\d{6}, 2[4-6]\.\d{6}$/);
    await expect(figures.getByTestId('site-lest97')).toHaveText(/^X \(northing\) 6\.\d{3}\.\d{3},\d{2} · Y \(easting\) \d{3}\.\d{3},\d{2}$/);
    await expect(figures.getByTestId('site-area')).toHaveCount(0);
    const wgs84 = await figures.getByTestId('site-wgs84').textContent();

    await page.getByRole('button', { name: 'Create Tender' }).click();
    const preview = page.getByRole('dialog', { name: 'Preview Tender' });
    await expect(preview.getByTestId('preview-site')).toHaveText('Point');
    await preview.getByRole('button', { name: 'Confirm & Publish' }).click();
    await page.waitForURL('**/tender-poster');
    const row = page.getByTestId('tender-row').filter({ hasText: title });
    await expect(row).toBeVisible();

    const list = await apiCall(poster.accessToken, 'GET', `/tenders?scope=mine&search=${RUN}`);
    tenderId = list.body.items[0].tenderId;
    await page.goto(`/tender-poster/tender/${tenderId}`);
    const card = page.getByTestId('site-card');
    await expect(card.getByRole('heading', { name: 'Site' })).toBeVisible();
    await mapCanvas(page, 'Map of the site');
    await expect(card.getByTestId('site-wgs84')).toHaveText(wgs84!);
    await expect(card.getByText('Point, L-EST97 (EPSG:3301, metres)')).toBeVisible();
    await expect(card.getByTestId('site-lest97')).toHaveText(/^X \(northing\) 6\.\d{3}\.\d{3},\d{2} · Y \(easting\) \d{3}\.\d{3},\d{2}$/);
    await expect(card.getByTestId('site-area')).toHaveCount(0);
  });

  test('on Edit the poster draws a polygon; a crossing one shows the server’s message; the detail shows the area', async ({ page }) => {
    await signIn(page, poster.email, PASSWORD);
    await page.waitForURL('**/tender-poster');
    await page.goto(`/tender-poster/edit-tender/${tenderId}`);
    const canvas = await mapCanvas(page, 'Site map');
    await expect(page.getByTestId('site-editor').getByTestId('site-wgs84')).toBeVisible();

    // A bow tie: its edges cross.
    await page.getByRole('button', { name: 'Draw a polygon' }).click();
    await drawPolygon(page, canvas, [
      [-80, -60],
      [80, 60],
      [80, -60],
      [-80, 60],
    ]);
    await expect(page.getByTestId('site-error')).toHaveText(SELF_INTERSECTING);

    await page.getByRole('button', { name: 'Draw a polygon' }).click();
    await drawPolygon(page, canvas, [
      [-80, -60],
      [80, -60],
      [80, 60],
      [-80, 60],
    ]);
    await expect(page.getByTestId('site-error')).toHaveCount(0);
    await expect(page.getByTestId('site-editor').getByTestId('site-area')).toHaveText(/^[\d.]+ m²$|^\d+,\d\d ha$/);
    const area = await page.getByTestId('site-editor').getByTestId('site-area').textContent();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL('**/tender-poster');

    await page.goto(`/tender-poster/tender/${tenderId}`);
    const card = page.getByTestId('site-card');
    await expect(card.getByTestId('site-area')).toHaveText(area!);
    await expect(card.getByText('Centre, WGS84 (latitude, longitude)')).toBeVisible();
    await expect(card.getByTestId('site-lest97')).toHaveText(/^X \(northing\) 6\.\d{3}\.\d{3},\d{2} · Y \(easting\) \d{3}\.\d{3},\d{2}$/);

    // The boundary's own coordinates: four vertices in L-EST97 and WGS84, and the same as a CSV download.
    await card.getByText('Boundary vertices (4)').click();
    await expect(card.getByTestId('site-vertices-table').locator('tbody tr')).toHaveCount(4);
    const download = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Download CSV' }).click();
    expect((await download).suggestedFilename()).toBe(`site-vertices-${tenderId}.csv`);
  });

  test('an uploaded self-intersecting boundary shows the same message as the API gives', async ({ page }) => {
    const bowtie = {
      type: 'Polygon',
      coordinates: [
        [
          [24.74, 59.43],
          [24.75, 59.44],
          [24.75, 59.43],
          [24.74, 59.44],
          [24.74, 59.43],
        ],
      ],
    };
    const attachments = await uploadFiles(poster.accessToken);
    const refused = await apiCall(poster.accessToken, 'POST', '/tenders', {
      title: `Refused site ${RUN}`,
      description: 'A tender whose site crosses itself and must be refused.',
      expiryDate: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      attachments,
      site: bowtie,
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain(SELF_INTERSECTING);

    await signIn(page, poster.email, PASSWORD);
    await page.waitForURL('**/tender-poster');
    await page.goto(`/tender-poster/edit-tender/${tenderId}`);
    await mapCanvas(page, 'Site map');
    await page.getByLabel(/Upload boundary file/).setInputFiles({
      name: 'bowtie.geojson',
      mimeType: 'application/geo+json',
      buffer: Buffer.from(JSON.stringify({ type: 'FeatureCollection', features: [{ type: 'Feature', properties: {}, geometry: bowtie }] })),
    });
    await expect(page.getByTestId('site-error')).toHaveText(SELF_INTERSECTING);
    await expect(page.getByTestId('site-editor').getByTestId('site-figures')).toHaveCount(0);
  });

  test('on Edit the poster types the site in L-EST97 with the keyboard only; the detail shows the same X and Y', async ({ page }) => {
    const typed = await createTender(poster.accessToken, { title: `Fixed points ${RUN} typed in L-EST97` });
    await signIn(page, poster.email, PASSWORD);
    await page.waitForURL('**/tender-poster');
    await page.goto(`/tender-poster/edit-tender/${typed.tenderId}`);
    const open = page.getByRole('button', { name: 'Mark the site on a map' });
    await open.focus();
    await page.keyboard.press('Enter');
    const enter = page.getByRole('button', { name: 'Enter coordinates' });
    await enter.focus();
    await page.keyboard.press('Enter');
    // The X field takes the focus; Tab goes on to Y; Enter sets the point (and does not submit the tender).
    await expect(page.getByLabel('X (northing), m')).toBeFocused();
    await page.keyboard.type('6 588 000,25');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Y (easting), m')).toBeFocused();
    await page.keyboard.type('542000.5');
    await page.keyboard.press('Enter');
    const editor = page.getByTestId('site-editor');
    await expect(editor.getByTestId('site-lest97')).toHaveText('X (northing) 6.588.000,25 · Y (easting) 542.000,50');
    await expect(page).toHaveURL(/edit-tender/);

    const save = page.getByRole('button', { name: 'Save changes' });
    await save.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/tender-poster');
    await page.goto(`/tender-poster/tender/${typed.tenderId}`);
    const card = page.getByTestId('site-card');
    await expect(card.getByText('Point, L-EST97 (EPSG:3301, metres)')).toBeVisible();
    await expect(card.getByTestId('site-lest97')).toHaveText('X (northing) 6.588.000,25 · Y (easting) 542.000,50');
  });
});

test.describe('tenders on a map', () => {
  let geodesist: CreatedUser;
  const tallinn = `Harbour levelling ${RUN} Tallinn`;
  const tartu = `Campus mapping ${RUN} Tartu`;

  test.beforeAll(async () => {
    const poster = await createUser('tenderPoster');
    geodesist = await createUser('geodesist');
    for (const [t, lon, lat] of [
      [tallinn, 24.7536, 59.437],
      [tartu, 26.7225, 58.3806],
    ] as const) {
      const created = await createTender(poster.accessToken, { title: t });
      const set = await apiCall(poster.accessToken, 'PATCH', `/tenders/${created.tenderId}`, { site: { type: 'Point', coordinates: [lon, lat] } });
      expect(set.status, JSON.stringify(set.body)).toBe(200);
    }
  });

  test('Browse shows the tenders on the map; the search narrows them; a marker opens the tender', async ({ page }) => {
    await signIn(page, geodesist.email, PASSWORD);
    await page.waitForURL('**/geodesist**');
    await page.goto('/geodesist/browse');
    // With no tile source (the local cloud) the map draws the outline of Estonia and its neighbours that ships with
    // the app, never a blank canvas.
    const outline = page.waitForResponse((r) => r.url().endsWith('/base-map/outline.geojson'));
    await page.getByRole('button', { name: 'Map', exact: true }).click();
    const canvas = await mapCanvas(page, 'Map of open tenders');
    const served = await outline;
    expect(served.status()).toBe(200);
    expect(((await served.json()) as GeoJSON.FeatureCollection).features.map((f) => f.properties?.name)).toContain('Estonia');
    await expect(page.getByRole('region', { name: 'Map of open tenders' })).toContainText('Natural Earth');
    // Land, sea and borders: far more than the few hundred bytes a one-colour canvas compresses to.
    await expect.poll(async () => (await canvas.screenshot()).length).toBeGreaterThan(8_000);
    const items = page.getByTestId('map-tender');
    await expect(items.filter({ hasText: tallinn })).toBeVisible();
    await expect(items.filter({ hasText: tartu })).toBeVisible();
    // Clustered or single, each tender is a button on the map.
    await expect(page.locator('.geo-map-point, .geo-map-cluster').first()).toBeVisible();

    await page.getByRole('textbox', { name: 'Search tenders' }).fill(`${RUN} Tartu`);
    await expect(items.filter({ hasText: tallinn })).toHaveCount(0);
    await expect(items.filter({ hasText: tartu })).toBeVisible();

    const marker = page.getByRole('button', { name: tartu });
    await expect(marker).toBeVisible();
    await marker.click();
    const popup = page.getByTestId('tender-map-popup');
    await expect(popup).toContainText(tartu);
    await expect(popup).toContainText('Budget');
    await expect(popup).toContainText('Expires');
    await expect(popup.getByRole('link', { name: 'View tender' })).toHaveAttribute('href', /\/geodesist\/tender\//);
  });

  test("'Near me' with a granted position lists the nearest tender with its distance in km", async ({ page, context }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 59.4372, longitude: 24.7453 });
    await signIn(page, geodesist.email, PASSWORD);
    await page.waitForURL('**/geodesist**');
    await page.goto('/geodesist/browse');
    await page.getByRole('button', { name: 'Map', exact: true }).click();
    await mapCanvas(page, 'Map of open tenders');
    await page.getByRole('textbox', { name: 'Search tenders' }).fill(RUN);
    await expect(page.getByTestId('map-tender').filter({ hasText: tartu })).toBeVisible();
    await page.getByRole('button', { name: 'Near me' }).click();
    await expect(page.getByRole('heading', { name: /^Nearest tenders/ })).toBeVisible();
    await expect(page.getByTestId('near-point')).toHaveText('Distances from 59.437200, 24.745300');
    const first = page.getByTestId('map-tender').first();
    await expect(first).toContainText(tallinn);
    await expect(first.getByTestId('map-distance')).toHaveText(/· 0\.\d km$/);
    await expect(page.getByTestId('map-tender').filter({ hasText: tartu }).getByTestId('map-distance')).toHaveText(/· 1\d\d\.\d km$/);
  });

  test("the geodesist dashboard's Tenders tab has the same Table / Map toggle", async ({ page }) => {
    await signIn(page, geodesist.email, PASSWORD);
    await page.waitForURL('**/geodesist**');
    await page.goto('/geodesist');
    await page.getByRole('textbox', { name: 'Search tenders' }).fill(`${RUN} Tallinn`);
    await page.getByRole('button', { name: 'Map', exact: true }).click();
    await mapCanvas(page, 'Map of open tenders');
    await expect(page.getByTestId('map-tender')).toHaveText([new RegExp(tallinn)]);
    await page.getByRole('button', { name: 'Table', exact: true }).click();
    await expect(page.getByTestId('tender-row').filter({ hasText: tallinn })).toBeVisible();
    await page.getByRole('tab', { name: 'My Bids' }).click();
    await expect(page.getByRole('button', { name: 'Map', exact: true })).toHaveCount(0);
  });
});
