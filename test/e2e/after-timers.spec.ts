/**
 * Work moves along by itself, in the browser (docs/decisions/after-award/review-timers.md): the poster's status page
 * says when waiting deliverables are accepted automatically; once 14 days pass on the local cloud's clock
 * (`POST /local/clock` on the local Lambda endpoint), the tender is Completed and the poster is told in the bell, with
 * the fee summary, and the contractor too. The same days pass the deadline of an Open tender: 24 hours before it the
 * poster and the bidder were told (docs/decisions/after-award/deadline-notices.md).
 */
import { expect, test } from '@playwright/test';
import { apiCall, type CreatedUser, createUser } from './support';
import { signInAs } from './support-pages';
import { awardTender, createTender, placeBid, SITE_PLAN, uploadFiles } from './support-tenders';

test.describe.configure({ mode: 'serial' });

const LAMBDA_URL = `http://127.0.0.1:${4002 + Number(process.env.LOCAL_PORT_OFFSET ?? 0)}`;
const DAY = 86_400_000;
let poster: CreatedUser;
let geodesist: CreatedUser;
let tenderId: string;
const title = `Unreviewed survey ${Date.now().toString(36)}`;
const closing = `Closing survey ${Date.now().toString(36)}`;

// The clock goes back to real time, so the later specs' timers wait as they should.
test.afterAll(async () => {
  await fetch(`${LAMBDA_URL}/local/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ offsetMs: 0 }) });
});

test.beforeAll(async () => {
  poster = await createUser('tenderPoster', { company: 'Tartu Linnavalitsus' });
  geodesist = await createUser('geodesist', { firstName: 'Tiit', lastName: 'Timer', company: 'Aeg OÜ' });
  tenderId = (await createTender(poster.accessToken, { title })).tenderId;
  await awardTender(poster.accessToken, geodesist.accessToken, tenderId, 2000);
  const files = await uploadFiles(geodesist.accessToken, [{ ...SITE_PLAN, name: 'report.pdf' }], 'deliverable', tenderId);
  expect((await apiCall(geodesist.accessToken, 'POST', `/tenders/${tenderId}/deliveries`, { files })).status).toBe(201);
  const open = await createTender(poster.accessToken, { title: closing, expiresInDays: 5 });
  await placeBid(geodesist.accessToken, open.tenderId, 900);
});

test('the poster sees when the waiting deliverables will be accepted automatically', async ({ page }) => {
  await signInAs(page, poster, '/tender-poster');
  await page.goto(`/tender-poster/tender/${tenderId}/status`);
  await expect(page.getByTestId('automatic-acceptance')).toContainText('accepted automatically on');
});

test('after 14 days without a review the tender is Completed and both sides are told, the poster with the fee', async ({ page }) => {
  const moved = await fetch(`${LAMBDA_URL}/local/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ advanceMs: 14 * DAY + 60_000 }) });
  expect(moved.status).toBe(200);
  await expect.poll(async () => (await apiCall(poster.accessToken, 'GET', `/tenders/${tenderId}`)).body.status, { timeout: 20_000 }).toBe('Completed');

  await signInAs(page, poster, '/tender-poster');
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByText(/were accepted automatically after 14 days without a review: bid .*platform fee/)).toBeVisible();
  await page.goto(`/tender-poster/tender/${tenderId}/status`);
  await expect(page.getByTestId('automatic-acceptance')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Project' })).toContainText('Completed');

  const told = await apiCall(geodesist.accessToken, 'GET', '/notifications');
  expect((told.body.items as { message: string }[]).some((n) => n.message.includes(`"${title}" were accepted automatically`))).toBe(true);
});

test('24 hours before an Open tender closed, its poster and its bidder were told in the bell', async ({ page }) => {
  await signInAs(page, poster, '/tender-poster');
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByRole('dialog', { name: 'Notifications' }).getByText(`Bidding on your tender "${closing}" closes in 24 hours`, { exact: false })).toBeVisible();

  const told = await apiCall(geodesist.accessToken, 'GET', '/notifications');
  const types = (told.body.items as { type: string; message: string }[]).filter((n) => n.message.includes(`"${closing}"`) && n.type !== 'tender_posted').map((n) => n.type);
  expect(types.sort()).toEqual(['deadline_near', 'question_deadline_near']);
});
