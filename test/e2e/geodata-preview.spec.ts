/**
 * Geodata preview: a poster's tender with a KML, a zipped L-EST97 shapefile, a GPX,
 * a KMZ and a DXF; each preview draws the map (a MapLibre canvas) with the feature count, the extent and
 * the attribute table; the shapefile's extent lies in Estonia. A PNG named .kml shows the parser's
 * message without breaking the page, and a .docx still says 'Preview not supported'.
 * Fixtures: test/e2e/fixtures/geodata (written by build.ts there).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { type CreatedUser, createUser, PASSWORD, signIn } from './support';
import { type CreatedTender, createTender, type UploadFile } from './support-tenders';

test.describe.configure({ mode: 'serial' });

const RUN = `g${Date.now().toString(36)}`;
const fixture = (name: string, type: string): UploadFile => ({ name, type, bytes: readFileSync(join(import.meta.dirname, 'fixtures', 'geodata', name)) });

const KML = fixture('site-boundary.kml', 'application/vnd.google-earth.kml+xml');
const SHAPEFILE = fixture('parcels-lest97.zip', 'application/zip');
const GPX = fixture('survey-points.gpx', 'application/gpx+xml');
const KMZ = fixture('site-boundary.kmz', 'application/vnd.google-earth.kmz');
const DXF = fixture('parcels-lest97.dxf', 'image/vnd.dxf');
const FAKE_KML = fixture('fake-boundary.kml', 'application/vnd.google-earth.kml+xml');
const DOCX = fixture('terms-of-reference.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document');

let poster: CreatedUser;
let tender: CreatedTender;
const errors: string[] = [];

test.beforeAll(async () => {
  poster = await createUser('tenderPoster');
  tender = await createTender(poster.accessToken, { title: `Geodata files ${RUN}`, files: [KML, SHAPEFILE, GPX, KMZ, DXF, FAKE_KML, DOCX] });
});

async function openTender(page: Page) {
  page.on('pageerror', (error) => errors.push(error.message));
  await signIn(page, poster.email, PASSWORD);
  await page.waitForURL('**/tender-poster');
  await page.goto(`/tender-poster/tender/${tender.tenderId}`);
  await expect(page.getByRole('heading', { level: 1, name: tender.title })).toBeVisible();
}

/** Opens the preview of `name` and waits for the drawn map; returns the dialog. */
async function previewDrawn(page: Page, name: string) {
  await page.getByRole('button', { name: `Preview ${name}` }).click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog.getByTestId('preview-geodata')).toBeVisible();
  await expect(dialog.locator('canvas.maplibregl-canvas')).toBeVisible();
  return dialog;
}

async function close(page: Page, name: string) {
  await page.getByRole('dialog', { name }).getByRole('button', { name: 'Close' }).first().click();
  await expect(page.getByRole('dialog', { name })).toBeHidden();
}

/**
 * Pixels of the map in the layer colour (#0d6e5f, outlines and points), counted in a screenshot of the map
 * decoded in the page: proof that the features are drawn, not just that a canvas exists.
 */
async function drawnPixels(page: Page, dialog: ReturnType<Page['getByRole']>): Promise<number> {
  const png = (await dialog.getByTestId('geo-map').screenshot()).toString('base64');
  return page.evaluate(async (data) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const pixels = context.getImageData(0, 0, image.width, image.height).data;
    let count = 0;
    for (let i = 0; i < pixels.length; i += 4) {
      if (Math.abs(pixels[i]! - 13) < 30 && Math.abs(pixels[i + 1]! - 110) < 30 && Math.abs(pixels[i + 2]! - 95) < 30) count++;
    }
    return count;
  }, png);
}

/** The drawn extent [west, south, east, north] in degrees, from the extent cell. */
async function extentOf(dialog: ReturnType<Page['getByRole']>): Promise<number[]> {
  const bbox = await dialog.getByTestId('geodata-extent').locator('[data-bbox]').getAttribute('data-bbox');
  return bbox!.split(',').map(Number);
}

test('KML, zipped L-EST97 shapefile, GPX, KMZ and DXF are drawn with extent, feature count and attributes', async ({ page }) => {
  await openTender(page);

  let dialog = await previewDrawn(page, KML.name);
  await expect(dialog.getByTestId('geodata-feature-count')).toHaveText('2');
  await expect(dialog.getByTestId('geodata-crs')).toHaveText('EPSG:4326 (WGS84)');
  await expect(dialog.getByTestId('geodata-attributes')).toContainText('Benchmark 12');
  await expect(dialog.getByTestId('geodata-attributes')).toContainText('Site boundary');
  expect(await extentOf(dialog)).toEqual([24.74, 59.43, 24.76, 59.44]);
  await expect(dialog.getByRole('button', { name: /Download/ })).toBeVisible();
  const axe = await new AxeBuilder({ page }).include('dialog[open]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await close(page, KML.name);

  dialog = await previewDrawn(page, SHAPEFILE.name);
  await expect(dialog.getByTestId('geodata-feature-count')).toHaveText('2');
  await expect(dialog.getByTestId('geodata-crs')).toHaveText('EPSG:3301 (L-EST97)');
  const table = dialog.getByTestId('geodata-attributes');
  await expect(table.getByRole('columnheader')).toHaveText(['#', 'PARCEL', 'AREA_M2']);
  await expect(table).toContainText('78401:101:0010');
  const [w, s, e, n] = await extentOf(dialog);
  for (const lon of [w!, e!]) {
    expect(lon).toBeGreaterThan(21);
    expect(lon).toBeLessThan(29);
  }
  for (const lat of [s!, n!]) {
    expect(lat).toBeGreaterThan(57);
    expect(lat).toBeLessThan(60);
  }
  // The first parcel's south-west corner, 540000 E 6588000 N in L-EST97, is near Tallinn.
  expect(w).toBeCloseTo(24.7, 1);
  expect(s).toBeCloseTo(59.42, 1);
  await expect.poll(() => drawnPixels(page, dialog), { timeout: 15_000 }).toBeGreaterThan(100);
  await close(page, SHAPEFILE.name);

  dialog = await previewDrawn(page, GPX.name);
  await expect(dialog.getByTestId('geodata-feature-count')).toHaveText('3');
  await expect(dialog.getByTestId('geodata-attributes')).toContainText('GNSS base');
  await expect(dialog.getByTestId('geodata-attributes')).toContainText('Walked boundary');
  await expect.poll(() => drawnPixels(page, dialog), { timeout: 15_000 }).toBeGreaterThan(20);
  expect(await extentOf(dialog)).toEqual([26.729, 58.378, 26.731, 58.379]);
  await close(page, GPX.name);

  dialog = await previewDrawn(page, KMZ.name);
  await expect(dialog.getByTestId('geodata-feature-count')).toHaveText('2');
  await expect(dialog.getByTestId('geodata-attributes')).toContainText('<b>Levelling</b> mark');
  await close(page, KMZ.name);

  dialog = await previewDrawn(page, DXF.name);
  await expect(dialog.getByTestId('geodata-feature-count')).toHaveText('3');
  await expect(dialog.getByTestId('geodata-crs')).toHaveText('EPSG:3301 (L-EST97)');
  await expect(dialog.getByTestId('geodata-note').first()).toContainText('A DXF names no coordinate system');
  await close(page, DXF.name);

  expect(errors).toEqual([]);
});

test('a PNG named .kml shows the parser message and Download; a .docx still says Preview not supported', async ({ page }) => {
  await openTender(page);

  await page.getByRole('button', { name: `Preview ${FAKE_KML.name}` }).click();
  let dialog = page.getByRole('dialog', { name: FAKE_KML.name });
  await expect(dialog.getByTestId('geodata-error')).toContainText('Preview not supported');
  await expect(dialog.getByTestId('geodata-error')).toContainText('This file is not valid KML: it is a PNG image');
  await expect(dialog.locator('canvas')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: /Download/ })).toBeEnabled();
  await close(page, FAKE_KML.name);

  await page.getByRole('button', { name: `Preview ${DOCX.name}` }).click();
  dialog = page.getByRole('dialog', { name: DOCX.name });
  await expect(dialog).toContainText('Preview not supported');
  await expect(dialog.getByTestId('preview-geodata')).toHaveCount(0);
  await close(page, DOCX.name);

  // The page still works after the bad file.
  await expect(page.getByRole('heading', { level: 1, name: tender.title })).toBeVisible();
  expect(errors).toEqual([]);
});
