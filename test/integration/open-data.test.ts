/**
 * Open data through the local cloud: a real tender with a site, a bid and the award, read as OCDS at
 * GET /tenders/{tenderId}/ocds before and after the award, valid against the OCDS 1.1.5 schemas, sealed while Open
 * (no bidder, no amount), the winner and the awarded amount after; and the admins' export GET /admin/ocds, a page
 * at a time with a sealed cursor, which holds the tender's release.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, useCloudEnv } from './support';
import { award, bid, newUser, uploadPdf, type WorldUser } from './world';
import { ocdsValidators } from '../unit/ocds-validators';

const { validRelease, validPackage, errorsOf } = ocdsValidators();
const SITE = {
  type: 'Polygon',
  coordinates: [
    [
      [26.72, 58.377],
      [26.725, 58.377],
      [26.725, 58.379],
      [26.72, 58.379],
      [26.72, 58.377],
    ],
  ],
};

let poster: WorldUser;
let winner: WorldUser;
let loser: WorldUser;
let admin: WorldUser;

function expectValid(pkg: { releases: unknown[] }): void {
  expect(validPackage(pkg), errorsOf(validPackage)).toBe(true);
  for (const release of pkg.releases) expect(validRelease(release), errorsOf(validRelease)).toBe(true);
}

beforeAll(async () => {
  useCloudEnv();
  [poster, winner, loser, admin] = await Promise.all([
    newUser('tenderPoster', 'approved', 'Buyer'),
    newUser('geodesist', 'approved', 'Winner'),
    newUser('geodesist', 'approved', 'Loser'),
    newUser('admin'),
  ]);
});

describe('open data (OCDS) on the local cloud', () => {
  it('publishes a tender as a valid OCDS release, sealed while Open, with the winner and amount after the award', async () => {
    const key = await uploadPdf(poster.token, 'attachment');
    const created = await api(poster.token, 'POST', '/tenders', {
      title: 'Topographic survey in Tartu',
      description: 'A 1:500 survey',
      expiryDate: '2099-06-30',
      budgetCents: 1_500_000,
      attachments: [key],
      site: SITE,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const tenderId = created.body.tender.tenderId as string;
    const [winning, losing] = [await bid(winner, tenderId, 1200), await bid(loser, tenderId, 1375.5)];
    expect(losing).toBeTruthy();

    const open = await api(loser.token, 'GET', `/tenders/${tenderId}/ocds`);
    expect(open.status).toBe(200);
    expectValid(open.body);
    const [release] = open.body.releases;
    expect(release.ocid).toBe(`ocds-geotender-${tenderId}`);
    expect(release.tag).toEqual(['tender']);
    expect(release.tender).toMatchObject({ id: tenderId, status: 'active', value: { amount: 15000, currency: 'EUR' } });
    expect(release.tender.items[0].deliveryLocation.geometry).toEqual(SITE);
    expect(release.tender.documents).toHaveLength(1);
    expect(release.buyer.name).toBe(poster.company);
    const sealed = JSON.stringify(open.body);
    for (const leak of [winner.company, loser.company, '1200', '1375', 'numberOfTenderers', poster.sub]) expect(sealed).not.toContain(leak);

    await award(poster, tenderId, winning);
    const after = await api(poster.token, 'GET', `/tenders/${tenderId}/ocds`);
    expect(after.status).toBe(200);
    expectValid(after.body);
    const [awarded] = after.body.releases;
    expect(awarded.tag).toEqual(['award', 'contract']);
    expect(awarded.tender).toMatchObject({ status: 'complete', numberOfTenderers: 2 });
    expect(awarded.awards[0]).toMatchObject({ status: 'active', value: { amount: 1200, currency: 'EUR' }, suppliers: [{ name: winner.company }] });
    expect(awarded.contracts[0]).toMatchObject({ status: 'active', value: { amount: 1200, currency: 'EUR' } });
    expect(awarded.id).not.toBe(release.id);
    const text = JSON.stringify(after.body);
    for (const leak of [loser.company, '1375', winner.sub]) expect(text).not.toContain(leak);

    // The admins' export holds the same release; every page's package is valid OCDS (null only for a page without a release).
    let cursor: string | null = null;
    let found: { id: string } | undefined;
    for (let page = 0; page < 50 && !found; page += 1) {
      const res: { status: number; body: any } = await api(admin.token, 'GET', `/admin/ocds${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(res.status).toBe(200);
      if (res.body.package !== null) expectValid(res.body.package);
      found = res.body.package?.releases.find((r: { ocid: string }) => r.ocid === awarded.ocid);
      cursor = res.body.nextCursor;
      if (!cursor) break;
    }
    expect(found?.id).toBe(awarded.id);
  });

  it('refuses the export to anyone but admins, and a cursor it did not make', async () => {
    expect((await api(poster.token, 'GET', '/admin/ocds')).status).toBe(403);
    expect((await api(admin.token, 'GET', '/admin/ocds?cursor=not-a-cursor')).status).toBe(400);
  });
});
