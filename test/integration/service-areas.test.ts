/**
 * Service areas on the local cloud (docs/decisions/server/service-areas.md): a new tender with a site is announced to
 * the geodesists whose area meets it and to those who keep all of Estonia, never to one whose areas lie elsewhere; a
 * tender without a site reaches every geodesist; saved searches narrow both; bad areas are refused with nothing
 * saved; 'Matches my areas' lists the tenders in the caller's areas; an erasure takes the person out of the index.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from './support';
import { loadModules, newUser, uploadPdf, type WorldUser } from './world';

const TARTU = { type: 'Circle', center: [26.72, 58.38], radiusKm: 30 };
const TALLINN = { type: 'Circle', center: [24.75, 59.44], radiusKm: 30 };
const TARTU_SITE = { type: 'Point', coordinates: [26.73, 58.37] };
let poster: WorldUser;
let inTartu: WorldUser;
let inTallinn: WorldUser;
let everywhere: WorldUser;
let searching: WorldUser;

/** Posts a tender (with `site` when given); returns its id. */
async function post(title: string, site?: unknown): Promise<string> {
  const key = await uploadPdf(poster.token, 'attachment');
  const res = await api(poster.token, 'POST', '/tenders', {
    title,
    description: 'Topographic survey at 1:500 with utilities',
    expiryDate: '2099-06-30',
    attachments: [key],
    ...(site ? { site } : {}),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.tender.tenderId;
}

/** Whether `user` was told of tender `tenderId` (the in-app record of its announcement). */
const told = async (user: WorldUser, tenderId: string) =>
  ((await api(user.token, 'GET', '/notifications')).body.items as { type: string; referenceId: string }[]).some((n) => n.type === 'tender_posted' && n.referenceId === tenderId);

const save = (user: WorldUser, body: unknown) => api(user.token, 'PUT', '/profiles/me/service-areas', body);

beforeAll(async () => {
  await loadModules();
  [poster, inTartu, inTallinn, everywhere, searching] = await Promise.all([
    newUser('tenderPoster', 'approved', 'AreaPoster'),
    newUser('geodesist', 'approved', 'TartuSurveyor'),
    newUser('geodesist', 'approved', 'TallinnSurveyor'),
    newUser('geodesist', 'approved', 'EstoniaSurveyor'),
    newUser('geodesist', 'approved', 'DrainageSurveyor'),
  ]);
  // Tartu first kept Tallinn: the second save moves the index cells.
  expect((await save(inTartu, { areas: [TALLINN], searches: [] })).status).toBe(200);
  expect((await save(inTartu, { areas: [TARTU], searches: [] })).status).toBe(200);
  expect((await save(inTallinn, { areas: [TALLINN], searches: [] })).status).toBe(200);
  expect((await save(searching, { areas: [], searches: [{ words: 'drainage', budgetFloorCents: 100_000 }] })).status).toBe(200);
});

describe('service areas', () => {
  it('announces a Tartu tender to the Tartu geodesist and to one who keeps all of Estonia, not to the Tallinn one', async () => {
    const tenderId = await post(`Topographic survey in Tartu ${Date.now()}`, TARTU_SITE);
    await expect.poll(() => told(inTartu, tenderId), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => told(everywhere, tenderId), { timeout: 15_000 }).toBe(true);
    expect(await told(inTallinn, tenderId)).toBe(false);
    // The saved search wants drainage work: not this one.
    expect(await told(searching, tenderId)).toBe(false);
  }, 60_000);

  it('announces a tender without a site to every geodesist its saved searches allow', async () => {
    const tenderId = await post(`Drainage design survey ${Date.now()}`);
    for (const user of [inTartu, inTallinn, everywhere, searching]) await expect.poll(() => told(user, tenderId), { timeout: 15_000 }).toBe(true);
  }, 60_000);

  it('refuses a bad area with the rule’s message and keeps what was saved', async () => {
    const crossing = {
      type: 'Polygon',
      coordinates: [
        [
          [24, 59],
          [25, 59],
          [24, 59.5],
          [25, 59.5],
          [24, 59],
        ],
      ],
    };
    const cases: [unknown, string][] = [
      [{ areas: [{ ...TARTU, radiusKm: 0 }], searches: [] }, 'Give the radius in km: more than 0 and at most 500'],
      [{ areas: [{ ...TARTU, radiusKm: 501 }], searches: [] }, 'Give the radius in km: more than 0 and at most 500'],
      [{ areas: [crossing], searches: [] }, 'The polygon boundary crosses itself. Redraw it so that its edges do not cross'],
      [{ areas: Array(11).fill(TARTU), searches: [] }, 'Keep at most 10 service areas'],
      [{ areas: [], searches: Array(11).fill({ words: 'survey' }) }, 'Keep at most 10 saved searches'],
      [{ areas: [{ type: 'Circle', center: [13.4, 52.5], radiusKm: 5 }], searches: [] }, expect.stringMatching(/^Put the point in Estonia/) as unknown as string],
    ];
    for (const [body, message] of cases) {
      const res = await save(inTartu, body);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(JSON.stringify(res.body)).toContain(typeof message === 'string' ? message : 'Put the point in Estonia');
    }
    expect((await api(inTartu.token, 'GET', '/profiles/me/service-areas')).body).toEqual({ areas: [TARTU], searches: [] });
    expect((await api(inTartu.token, 'GET', '/profiles/me')).body.areas).toEqual([TARTU]);
  });

  it('lists the Open tenders in the caller’s areas for Matches my areas', async () => {
    const tartu = await post(`Cadastral survey near Tartu ${Date.now()}`, TARTU_SITE);
    const tallinn = await post(`Cadastral survey in Tallinn ${Date.now()}`, { type: 'Point', coordinates: [24.75, 59.43] });
    const ids = ((await api(inTartu.token, 'GET', '/tenders/matching')).body.items as { tenderId: string }[]).map((t) => t.tenderId);
    expect(ids).toContain(tartu);
    expect(ids).not.toContain(tallinn);
  });
});
