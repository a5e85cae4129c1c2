/**
 * Open data (docs/decisions/procurement/open-data.md), clicked through: the poster downloads their Open tender's
 * OCDS release package from the tender page ('Open data (OCDS)'), then a geodesist's bid and the award; the admin
 * exports every tender's release from the tenders page ('Export OCDS'). Each file parses as JSON with the tender's
 * ocid and tender.status.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Download } from '@playwright/test';
import { ADMIN, type CreatedUser, createUser } from './support';
import { signInAs } from './support-pages';
import { awardTender, type CreatedTender, createTender } from './support-tenders';

test.describe.configure({ mode: 'serial' });

const RUN = `o${Date.now().toString(36)}`;
let poster: CreatedUser;
let geodesist: CreatedUser;
let tender: CreatedTender;

/** The saved file of `download` parsed as JSON. */
async function jsonOf(download: Download): Promise<any> {
  return JSON.parse(await readFile((await download.path())!, 'utf8'));
}

test.beforeAll(async () => {
  poster = await createUser('tenderPoster', { company: `Open Data Buyer ${RUN}` });
  geodesist = await createUser('geodesist', { company: `Sealed Bidder ${RUN}` });
  tender = await createTender(poster.accessToken, { title: `Open data survey ${RUN}` });
});

test('the poster downloads the tender’s OCDS release: its ocid, active while Open', async ({ page }) => {
  await signInAs(page, poster, '/tender-poster');
  await page.goto(`/tender-poster/tender/${tender.tenderId}`);
  await expect(page.getByRole('heading', { level: 1, name: tender.title })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Open data (OCDS)' }).click()]);
  expect(download.suggestedFilename()).toBe(`ocds-${tender.projectCode}.json`);
  const pkg = await jsonOf(download);
  expect(pkg.version).toBe('1.1');
  expect(pkg.releases[0].ocid).toBe(`ocds-geotender-${tender.tenderId}`);
  expect(pkg.releases[0].tender.status).toBe('active');
  expect(pkg.releases[0].buyer.name).toBe(`Open Data Buyer ${RUN}`);
});

test('the admin exports every tender’s release; the awarded tender names its winner', async ({ page }) => {
  await awardTender(poster.accessToken, geodesist.accessToken, tender.tenderId, 1450);
  await signInAs(page, ADMIN, '/admin');
  await page.goto('/admin/tenders');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export OCDS' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^ocds-export-\d{4}-\d{2}-\d{2}\.json$/);
  await expect(page.getByRole('status').filter({ hasText: /releases? saved/ })).toBeVisible();
  const pkg = await jsonOf(download);
  const release = pkg.releases.find((r: { ocid: string }) => r.ocid === `ocds-geotender-${tender.tenderId}`);
  expect(release.tender.status).toBe('complete');
  expect(release.awards[0]).toMatchObject({ value: { amount: 1450, currency: 'EUR' }, suppliers: [{ name: `Sealed Bidder ${RUN}` }] });
});
