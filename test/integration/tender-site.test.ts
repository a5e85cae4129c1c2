/**
 * The site of a tender and the map through the local cloud: create with a point and with a
 * polygon (the geometry on its own item in the tender's partition, never on the tender item the lists
 * read), clear the site on edit (the site item and the map index keys go: the tender leaves the map), the
 * delete leaving nothing in the partition, bad geometries
 * refused with their messages and nothing stored, GET /tenders/map returning only Open tenders in the
 * area, `near` ordering, and posters refused.
 */
import { GetCommand, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SiteGeometry } from '../../lambdas/features/tenders/domain/site';
import { api } from './support';
import { award, bid, loadModules, newUser, uploadPdf, type WorldUser } from './world';
import { type EntityModels, loadEntityModels } from './entity-models';

let data: {
  entities: EntityModels;
  client: typeof import('../../lambdas/table/client');
  site: typeof import('../../lambdas/features/tenders/domain/site');
};
let poster: WorldUser;
let geodesist: WorldUser;
let admin: WorldUser;

/** A bbox in Põlva county that no other test uses, and points in it. */
const AREA = [27.0, 58.0, 27.1, 58.05] as const;
const bbox = AREA.join(',');
const at = (dx: number, dy: number): [number, number] => [27.0 + dx, 58.0 + dy];
const point = (dx: number, dy: number): SiteGeometry => ({ type: 'Point', coordinates: at(dx, dy) });
const square = (dx: number, dy: number, size = 0.002): SiteGeometry => {
  const [x, y] = at(dx, dy);
  return {
    type: 'Polygon',
    coordinates: [
      [
        [x, y],
        [x + size, y],
        [x + size, y + size],
        [x, y + size],
        [x, y],
      ],
    ],
  };
};

async function create(site: unknown, title = 'Topographic survey in Põlva'): Promise<{ status: number; body: any }> {
  const key = await uploadPdf(poster.token, 'attachment');
  return api(poster.token, 'POST', '/tenders', {
    title,
    description: 'Topographic survey of the parcel and its access road',
    expiryDate: '2099-06-30',
    attachments: [key],
    ...(site === undefined ? {} : { site }),
  });
}

/** The stored tender item, raw (with its index keys). */
async function storedItem(tenderId: string): Promise<Record<string, unknown> | undefined> {
  const { TenderEntity, useTable } = data.entities;
  const TableName = useTable();
  const { Key } = TenderEntity.get({ tenderId }).params() as { Key: Record<string, string> };
  return (await data.client.documentClient.send(new GetCommand({ TableName, Key }))).Item;
}

/** The tender's site item, raw; undefined when it has none. */
async function storedSite(tenderId: string): Promise<Record<string, unknown> | undefined> {
  const { TenderSiteEntity, useTable } = data.entities;
  const TableName = useTable();
  const { Key } = TenderSiteEntity.get({ tenderId }).params() as { Key: Record<string, string> };
  return (await data.client.documentClient.send(new GetCommand({ TableName, Key }))).Item;
}

/** Every item in the tender's partition (tender, attachments, site, bids), raw. */
async function partitionItems(tenderId: string): Promise<Record<string, unknown>[]> {
  const { TenderEntity, useTable } = data.entities;
  const TableName = useTable();
  const { Key } = TenderEntity.get({ tenderId }).params() as { Key: Record<string, string> };
  const out = await data.client.documentClient.send(
    new QueryCommand({ TableName, KeyConditionExpression: '#pk = :pk', ExpressionAttributeNames: { '#pk': 'pk' }, ExpressionAttributeValues: { ':pk': Key.pk } }),
  );
  return (out.Items ?? []) as Record<string, unknown>[];
}

/** A polygon of `n` positions (a closed circle of n - 1 distinct ones) around `at(dx, dy)`. */
const circle = (n: number, dx: number, dy: number): SiteGeometry => {
  const [x, y] = at(dx, dy);
  const ring = Array.from(
    { length: n - 1 },
    (_, i) => [Number((x + 0.004 * Math.cos((2 * Math.PI * i) / (n - 1))).toFixed(7)), Number((y + 0.002 * Math.sin((2 * Math.PI * i) / (n - 1))).toFixed(7))] as [number, number],
  );
  return { type: 'Polygon', coordinates: [[...ring, ring[0]!]] };
};

const mapIds = async (token: string, query = `bbox=${bbox}`) => {
  const res = await api(token, 'GET', `/tenders/map?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { items: { tenderId: string; distanceMeters?: number; hasBid?: boolean; areaM2: number | null }[]; truncated: boolean };
};

beforeAll(async () => {
  await loadModules();
  data = {
    entities: await loadEntityModels(),
    client: await import('../../lambdas/table/client'),
    site: await import('../../lambdas/features/tenders/domain/site'),
  };
  [poster, geodesist, admin] = await Promise.all([newUser('tenderPoster', 'approved', 'SitePoster'), newUser('geodesist', 'approved', 'SiteGeodesist'), newUser('admin', 'approved', 'SiteAdmin')]);
});

describe('site on create, detail and edit', () => {
  it('stores a point: the detail shows it with L-EST97 coordinates and no area, the item has map index keys', async () => {
    const res = await create(point(0.05, 0.02));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { tenderId } = res.body.tender;
    const detail = await api(geodesist.token, 'GET', `/tenders/${tenderId}`);
    expect(detail.body.site).toEqual({
      geometry: point(0.05, 0.02),
      centroid: at(0.05, 0.02),
      lest97: data.site.describeSite(point(0.05, 0.02)).lest97,
      areaM2: null,
      bbox: [...at(0.05, 0.02), ...at(0.05, 0.02)],
    });
    const item = await storedItem(tenderId);
    expect(item).toMatchObject({ siteCell: data.site.siteCell(at(0.05, 0.02)), siteGeohash: data.site.siteGeohash(at(0.05, 0.02)) });
    expect(item?.gsi4pk).toBeTruthy();
  });

  it('stores a polygon with its area in m²', async () => {
    const res = await create(square(0.06, 0.03));
    expect(res.status).toBe(201);
    const detail = await api(admin.token, 'GET', `/tenders/${res.body.tender.tenderId}`);
    expect(detail.body.site.geometry).toEqual(square(0.06, 0.03));
    // 0.002° × 0.002° at 58° N: about 222 m × 118 m.
    expect(detail.body.site.areaM2).toBeGreaterThan(25_000);
    expect(detail.body.site.areaM2).toBeLessThan(27_000);
  });

  it('keeps a 2,000-position polygon on its own item: the detail shows it, the list index item stays small', async () => {
    const site = circle(data.site.SITE_MAX_VERTICES, 0.05, 0.035);
    const title = `Large site ${Date.now()}`;
    const res = await create(site, title);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { tenderId } = res.body.tender;
    const detail = await api(geodesist.token, 'GET', `/tenders/${tenderId}`);
    expect(detail.body.site.geometry).toEqual(site);
    expect(detail.body.site.bbox).toHaveLength(4);

    // The geometry is on the site item, not on the tender item.
    expect((await storedSite(tenderId))?.geometry).toEqual(site);
    const item = await storedItem(tenderId);
    expect(Object.keys(item!).filter((k) => ['site', 'geometry', 'siteLest97', 'siteBbox'].includes(k))).toEqual([]);

    // The poster's list (gsi2, all attributes projected) reads the tender item only: no geometry, about 1 KB.
    const { TenderEntity, useTable } = data.entities;
    useTable();
    const params = TenderEntity.query.byCreator({ creatorId: poster.sub }).params() as QueryCommandInput;
    const out = await data.client.documentClient.send(new QueryCommand({ ...params, ReturnConsumedCapacity: 'TOTAL' }));
    const raw = (out.Items ?? []).find((i) => i.tenderId === tenderId);
    expect(raw).toBeDefined();
    expect(Object.keys(raw!).filter((k) => ['site', 'geometry'].includes(k))).toEqual([]);
    expect(Buffer.byteLength(JSON.stringify(raw))).toBeLessThan(4096);
    const mine = await api(poster.token, 'GET', '/tenders?scope=mine');
    expect(mine.body.items.find((t: { tenderId: string }) => t.tenderId === tenderId)).not.toHaveProperty('site');
  });

  it('clears the site on edit: the detail has none, the map index keys are gone, the map no longer shows it', async () => {
    const res = await create(point(0.07, 0.04));
    const { tenderId } = res.body.tender;
    expect((await mapIds(admin.token)).items.map((t) => t.tenderId)).toContain(tenderId);

    const edited = await api(poster.token, 'PATCH', `/tenders/${tenderId}`, { site: null });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.tender.site).toBeNull();
    const item = await storedItem(tenderId);
    expect(Object.keys(item!).filter((k) => k.startsWith('site') || k.startsWith('gsi4'))).toEqual([]);
    expect(await storedSite(tenderId)).toBeUndefined();
    expect((await mapIds(admin.token)).items.map((t) => t.tenderId)).not.toContain(tenderId);
    expect((await api(geodesist.token, 'GET', `/tenders/${tenderId}`)).body.site).toBeNull();

    // And back: a new site puts it on the map again.
    expect((await api(poster.token, 'PATCH', `/tenders/${tenderId}`, { site: square(0.07, 0.04) })).status).toBe(200);
    expect((await mapIds(admin.token)).items.map((t) => t.tenderId)).toContain(tenderId);
    expect((await storedSite(tenderId))?.geometry).toEqual(square(0.07, 0.04));
    expect((await api(geodesist.token, 'GET', `/tenders/${tenderId}`)).body.site.geometry).toEqual(square(0.07, 0.04));
  });

  it('deleting a tender with a site and a bid leaves no item in its partition', async () => {
    const res = await create(square(0.08, 0.01));
    const { tenderId } = res.body.tender;
    await bid(geodesist, tenderId);
    expect((await partitionItems(tenderId)).map((i) => i.__edb_e__).sort()).toEqual(['attachment', 'bid', 'tender', 'tenderHistory', 'tenderHistory', 'tenderSite']);
    const deleted = await api(poster.token, 'DELETE', `/tenders/${tenderId}`);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(await partitionItems(tenderId)).toEqual([]);
  });

  it.each([
    ['a self-intersecting polygon', { type: 'Polygon', coordinates: [[at(0, 0), at(0.01, 0.01), at(0.01, 0), at(0, 0.01), at(0, 0)]] }, 'selfIntersecting'],
    ['coordinates out of WGS84 bounds', { type: 'Point', coordinates: [27, 95] }, 'outOfBounds'],
    ['a site in Latvia', { type: 'Point', coordinates: [24.1, 56.95] }, 'outsideExtent'],
    ['an unclosed ring', { type: 'Polygon', coordinates: [[at(0, 0), at(0.01, 0), at(0.01, 0.01), at(0, 0.01)]] }, 'ringNotClosed'],
    ['not GeoJSON', { type: 'Circle', center: at(0, 0), radius: 10 }, 'invalidShape'],
  ] as const)('refuses %s with 400 and its message, storing nothing', async (_name, site, key) => {
    const title = `Refused site ${key} ${Date.now()}`;
    const res = await create(site, title);
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.site).toEqual([data.site.siteMessages[key]]);
    const mine = await api(poster.token, 'GET', '/tenders?scope=mine');
    expect(mine.body.items.map((t: { title: string }) => t.title)).not.toContain(title);
  });

  it('refuses more vertices than the limit', async () => {
    const n = data.site.SITE_MAX_VERTICES;
    const ring = Array.from({ length: n }, (_, i) => [27.05 + 0.01 * Math.cos((2 * Math.PI * i) / n), 58.02 + 0.01 * Math.sin((2 * Math.PI * i) / n)]);
    const res = await create({ type: 'Polygon', coordinates: [[...ring, ring[0]]] });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.site).toEqual([data.site.siteMessages.tooManyVertices]);
  });
});

describe('GET /tenders/map', () => {
  let inNear: string;
  let inFar: string;
  let outside: string;
  let noSite: string;
  let awarded: string;

  beforeAll(async () => {
    inNear = (await create(point(0.01, 0.01), 'Levelling survey Põlva near')).body.tender.tenderId;
    inFar = (await create(square(0.09, 0.045), 'Levelling survey Põlva far')).body.tender.tenderId;
    outside = (await create(point(0.2, 0.02), 'Levelling survey Räpina')).body.tender.tenderId;
    noSite = (await create(undefined, 'Levelling survey without site')).body.tender.tenderId;
    awarded = (await create(point(0.02, 0.02), 'Levelling survey awarded')).body.tender.tenderId;
    await award(poster, awarded, await bid(geodesist, awarded));
    await bid(geodesist, inFar);
  });

  it('returns only the Open tenders whose site lies in the area', async () => {
    const { items, truncated } = await mapIds(admin.token);
    const ids = items.map((t) => t.tenderId);
    expect(ids).toEqual(expect.arrayContaining([inNear, inFar]));
    for (const id of [outside, noSite, awarded]) expect(ids).not.toContain(id);
    expect(truncated).toBe(false);
    expect(items.find((t) => t.tenderId === inFar)!.areaM2).toBeGreaterThan(0);
    expect(items.find((t) => t.tenderId === inNear)!.areaM2).toBeNull();
  });

  it('with near, orders by distance, nearest first, and gives geodesists hasBid', async () => {
    const fromFar = await mapIds(geodesist.token, `bbox=${bbox}&near=27.1,58.05`);
    const order = fromFar.items.map((t) => t.tenderId).filter((id) => id === inNear || id === inFar);
    expect(order).toEqual([inFar, inNear]);
    const distances = fromFar.items.map((t) => t.distanceMeters!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(fromFar.items.find((t) => t.tenderId === inFar)!.hasBid).toBe(true);
    expect(fromFar.items.find((t) => t.tenderId === inNear)!.hasBid).toBe(false);
    const fromNear = await mapIds(geodesist.token, `bbox=${bbox}&near=27.01,58.01`);
    expect(fromNear.items.map((t) => t.tenderId).filter((id) => id === inNear || id === inFar)).toEqual([inNear, inFar]);
  });

  it('filters by the search as the list does', async () => {
    const { items } = await mapIds(admin.token, `bbox=${bbox}&search=${encodeURIComponent('PÕLVA FAR')}`);
    expect(items.map((t) => t.tenderId)).toEqual([inFar]);
  });

  it('answers 403 to posters and 400 to a bad bbox', async () => {
    expect((await api(poster.token, 'GET', `/tenders/map?bbox=${bbox}`)).status).toBe(403);
    expect((await api(admin.token, 'GET', '/tenders/map?bbox=27.1,58,27,58.05')).status).toBe(400);
    expect((await api(admin.token, 'GET', '/tenders/map')).status).toBe(400);
  });
});
