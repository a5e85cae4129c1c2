/**
 * Ratings both ways through the browser (docs/decisions/after-award/ratings.md): a project is completed; the poster
 * rates the contractor and sees 'Waiting for the other side'; the contractor, who cannot see it yet, rates the poster
 * and then sees the poster's rating; the poster sees the contractor's and opens the contractor's profile with the
 * new summary.
 */
import { expect, test } from '@playwright/test';
import { apiCall, type CreatedUser, createUser } from './support';
import { signInAs } from './support-pages';
import { awardTender, createTender, SITE_PLAN, uploadFiles } from './support-tenders';

test.describe.configure({ mode: 'serial' });

let poster: CreatedUser;
let geodesist: CreatedUser;
let tenderId: string;

test.beforeAll(async () => {
  poster = await createUser('tenderPoster', { company: 'Tartu Linnavalitsus' });
  geodesist = await createUser('geodesist', { firstName: 'Rita', lastName: 'Rater', company: 'Mõõdik OÜ' });
  tenderId = (await createTender(poster.accessToken, { title: `Rated survey ${Date.now().toString(36)}` })).tenderId;
  await awardTender(poster.accessToken, geodesist.accessToken, tenderId, 1500);
  const files = await uploadFiles(geodesist.accessToken, [{ ...SITE_PLAN, name: 'report.pdf' }], 'deliverable', tenderId);
  expect((await apiCall(geodesist.accessToken, 'POST', `/tenders/${tenderId}/deliveries`, { files })).status).toBe(201);
  expect((await apiCall(poster.accessToken, 'POST', `/tenders/${tenderId}/complete`)).status).toBe(200);
});

test('the poster rates the contractor, blind until the other side rates', async ({ page }) => {
  await signInAs(page, poster, '/tender-poster');
  await page.goto(`/tender-poster/tender/${tenderId}`);
  const card = page.getByRole('region', { name: 'Ratings' });
  for (const label of ['Quality of deliverables', 'Keeping to the schedule', 'Communication']) await card.getByLabel(label).selectOption('5');
  await card.getByLabel('A few words').fill('Precise work, on time');
  await card.getByRole('button', { name: 'Send rating' }).click();
  await expect(card.getByTestId('ratings-waiting')).toContainText('Waiting for the other side');
});

test('the contractor cannot see it until rating, then sees it', async ({ page }) => {
  await signInAs(page, geodesist, '/geodesist');
  await page.goto(`/geodesist/tender/${tenderId}`);
  const card = page.getByRole('region', { name: 'Ratings' });
  await expect(card.getByLabel('Clarity of the brief')).toBeVisible();
  await expect(card.getByText('Precise work, on time')).toHaveCount(0);
  for (const label of ['Clarity of the brief', 'Responsiveness', 'Fairness']) await card.getByLabel(label).selectOption('4');
  await card.getByLabel('A few words').fill('Clear brief');
  await card.getByRole('button', { name: 'Send rating' }).click();
  await expect(card.getByText('Precise work, on time')).toBeVisible();
});

test('the poster sees the contractor’s rating and opens the contractor’s profile with the new summary', async ({ page }) => {
  await signInAs(page, poster, '/tender-poster');
  await page.goto(`/tender-poster/tender/${tenderId}`);
  await expect(page.getByRole('region', { name: 'Ratings' }).getByText('Clear brief')).toBeVisible();
  await page.getByRole('link', { name: "View the contractor's profile" }).click();
  const profile = page.getByTestId('profile-view');
  await expect(profile.getByRole('heading', { name: 'Mõõdik OÜ' })).toBeVisible();
  await expect(profile.getByTestId('rating-summary')).toContainText('★ 5.0 (1 rating)');
  await expect(page.getByTestId('profile-ratings').getByText('Precise work, on time')).toBeVisible();
});
