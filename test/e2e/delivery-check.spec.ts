/**
 * The quality check of delivered geodata, in the browser (docs/decisions/server/deliverable-check.md): the
 * contractor delivers a GeoJSON whose L-EST97 axes are swapped; on the poster's status page, in the Deliverables
 * card with the Accept Deliverables button, the file shows 'Still checking' and then, once the worker has stored
 * the report, 'Check: likely wrong' with the swapped axes in words, and on asking, the place on a map.
 */
import { expect, test } from '@playwright/test';
import { apiCall, createUser } from './support';
import { signInAs } from './support-pages';
import { awardTender, createTender, uploadFiles } from './support-tenders';
import { SWAPPED_TARTU_GEOJSON } from '../../web/src/lib/geodata/fixtures';

test('the poster sees the check of a delivered file beside the accept button', async ({ page }) => {
  const poster = await createUser('tenderPoster', { company: 'Tartu Linnavalitsus' });
  const geodesist = await createUser('geodesist', { firstName: 'Kadri', lastName: 'Kontroll', company: 'Mõõdik OÜ' });
  const { tenderId } = await createTender(poster.accessToken, { title: `Checked survey ${Date.now().toString(36)}` });
  await awardTender(poster.accessToken, geodesist.accessToken, tenderId, 1500);
  const files = await uploadFiles(geodesist.accessToken, [{ name: 'parcels.geojson', type: 'application/geo+json', bytes: Buffer.from(SWAPPED_TARTU_GEOJSON) }], 'deliverable', tenderId);
  expect((await apiCall(geodesist.accessToken, 'POST', `/tenders/${tenderId}/deliveries`, { files })).status).toBe(201);

  await signInAs(page, poster, '/tender-poster');
  await page.goto(`/tender-poster/tender/${tenderId}/status`);
  const card = page.getByRole('region', { name: 'Deliverables' });
  await expect(card.getByRole('button', { name: 'Accept Deliverables' })).toBeVisible();
  const check = card.getByRole('region', { name: 'Quality check of parcels.geojson' });
  // 'Still checking' until the worker's report is stored; the page reads it again by itself.
  await expect(check.getByText('Check: likely wrong')).toBeVisible({ timeout: 20_000 });
  await expect(check).toContainText('Problem: X and Y look swapped');
  await expect(check).toContainText('with X and Y exchanged they fall in Estonia');
  await check.getByRole('button', { name: 'Show on the map' }).click();
  await expect(check.getByRole('region', { name: 'Where parcels.geojson would lie with X and Y exchanged' })).toBeVisible();
});
