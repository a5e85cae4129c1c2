/**
 * The site of a tender through the handlers: create and edit with a site (the geometry on its
 * own site item in the same transaction, the centroid, area and map index keys on the tender item), clear
 * it (site item deleted, keys removed), bad geometries refused with their message and nothing written, the
 * detail's site, the delete removing the site item with the tender item, and GET /tenders/map (cells
 * queried, area filter, near, roles).
 */
import './env';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { BatchGetCommand, BatchWriteCommand, QueryCommand, TransactWriteCommand, UpdateCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTable } from '../../lambdas/table/entities';
import { BidEntity } from '../../lambdas/features/tenders/data/bid-entities';
import { TenderSiteEntity } from '../../lambdas/features/tenders/data/tender-entities';
import { toSiteFields, type TenderItem } from '../../lambdas/features/tenders/data/tenders';
import { describeSite, mapCells, siteMessages, type Bbox, type LonLat, type SiteGeometry } from '../../lambdas/features/tenders/domain/site';
import { mapQueryMessages } from '../../lambdas/features/tenders/domain/map-query';
import { handler as tendersCreate } from '../../lambdas/features/tenders/handlers/tenders-create';
import { handler as tendersDelete } from '../../lambdas/features/tenders/handlers/tenders-delete';
import { handler as tendersGet } from '../../lambdas/features/tenders/handlers/tenders-get';
import { handler as tendersMap, mapMessages } from '../../lambdas/features/tenders/handlers/tenders-map';
import { handler as tendersUpdate } from '../../lambdas/features/tenders/handlers/tenders-update';
import { attachment, attachmentItem, call, callers, ddb, httpEvent, ids, mockTenderWrites, s3, tender, tenderItem } from './support';

const staged = `staging/${ids.poster}/0f0f0f0f-0000-4000-8000-000000000001/plan.pdf`;
const TARTU: LonLat = [26.7225, 58.3806];
const point: SiteGeometry = { type: 'Point', coordinates: TARTU };
const square: SiteGeometry = {
  type: 'Polygon',
  coordinates: [
    [
      [26.72, 58.38],
      [26.73, 58.38],
      [26.73, 58.39],
      [26.72, 58.39],
      [26.72, 58.38],
    ],
  ],
};
const bowTie = {
  type: 'Polygon',
  coordinates: [
    [
      [26.72, 58.38],
      [26.73, 58.39],
      [26.73, 58.38],
      [26.72, 58.39],
      [26.72, 58.38],
    ],
  ],
};
const body = (site?: unknown) => ({
  title: 'Boundary survey',
  description: 'Survey of a parcel boundary near the river',
  expiryDate: '2099-06-30',
  attachments: [staged],
  ...(site === undefined ? {} : { site }),
});
/** The attribute names an UpdateExpression removes. */
const removedBy = (update: { UpdateExpression?: string; ExpressionAttributeNames?: Record<string, string> }) =>
  (update.UpdateExpression!.split('REMOVE ')[1] ?? '')
    .split(', ')
    .filter(Boolean)
    .map((n) => update.ExpressionAttributeNames![n.trim()]);
const writes = () => ddb.commandCalls(TransactWriteCommand).length + ddb.commandCalls(UpdateCommand).length;
/** A tender with a site as getTenderWithAttachments returns it: the site item joined as `site`. */
const withSite = (geometry: SiteGeometry, overrides: Partial<TenderItem> = {}): TenderItem => {
  const t = tender(overrides);
  const { onTender, item } = toSiteFields(geometry, describeSite(geometry));
  return { ...t, ...onTender, site: { tenderId: t.tenderId, ...item, createdAt: t.createdAt, updatedAt: t.updatedAt } };
};
/** The raw site item of a tender with a site. */
function siteItem(t: TenderItem): Record<string, unknown> {
  useTable();
  return TenderSiteEntity.create(t.site!).params().Item;
}
/** The tender's partition (tender item, an attachment and the site item when it has one) as the collection query reads it. */
function storeTender(t: TenderItem = tender()) {
  const { site: _site, ...onItem } = t;
  ddb.on(QueryCommand, { IndexName: undefined }).resolves({ Items: [tenderItem(onItem), attachmentItem(attachment()), ...(t.site ? [siteItem(t)] : [])] });
}
type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];
const transactItems = (): TransactItem[] => ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
/** The write of the site item in the first transaction (Put or Delete), or undefined. */
const siteWrite = () => transactItems().find((i) => String((i.Put?.Item ?? i.Delete?.Key ?? {}).sk).startsWith('$tenderfiles#tendersite'));

beforeEach(mockTenderWrites);

describe('POST /tenders with a site', () => {
  it('stores a point with its centroid, L-EST97 coordinates and map index keys; no area', async () => {
    const res = await call(tendersCreate, httpEvent({ caller: callers.poster, body: body(point) }));
    expect(res.status).toBe(201);
    expect(res.body.tender.site).toEqual({ geometry: point, centroid: TARTU, lest97: describeSite(point).lest97, areaM2: null, bbox: [...TARTU, ...TARTU] });
    expect(res.body.tender).toMatchObject({ siteLon: TARTU[0], siteLat: TARTU[1] });
    const put = transactItems()[0]!.Put!.Item!;
    expect(put).toMatchObject({ siteLon: TARTU[0], siteLat: TARTU[1], siteCell: 'ud7', gsi4pk: '$geotender#sitecell_ud7' });
    expect(put.siteAreaM2).toBeUndefined();
    expect(String(put.gsi4sk)).toMatch(/^\$tender_1#sitegeohash_ud7[0-9a-z]{6}$/);
    // The geometry is not on the tender item (which the lists read through gsi1-gsi3) but on its own item.
    expect(Object.keys(put).filter((k) => ['site', 'siteLest97', 'siteBbox', 'geometry'].includes(k))).toEqual([]);
    const site = siteWrite()!.Put!;
    expect(site.Item).toMatchObject({ pk: put.pk, tenderId: put.tenderId, geometry: point, lest97: describeSite(point).lest97, bbox: [...TARTU, ...TARTU] });
    expect(Object.keys(site.Item!).filter((k) => k.startsWith('gsi'))).toEqual([]);
    expect(site.ConditionExpression).toContain('attribute_not_exists');
  });

  it('stores a polygon with its area', async () => {
    const res = await call(tendersCreate, httpEvent({ caller: callers.poster, body: body(square) }));
    expect(res.status).toBe(201);
    expect(res.body.tender.site.areaM2).toBeGreaterThan(640_000);
    expect(res.body.tender.site.bbox).toEqual([26.72, 58.38, 26.73, 58.39]);
    const put = transactItems()[0]!.Put!.Item!;
    expect(put.siteAreaM2).toBe(res.body.tender.site.areaM2);
    expect(siteWrite()!.Put!.Item!.geometry).toEqual(square);
  });

  it('stores no site and no map index keys without one (null is the same as none)', async () => {
    for (const site of [undefined, null]) {
      ddb.resetHistory();
      const res = await call(tendersCreate, httpEvent({ caller: callers.poster, body: body(site) }));
      expect(res.status).toBe(201);
      expect(res.body.tender.site).toBeNull();
      const put = transactItems()[0]!.Put!.Item!;
      expect(Object.keys(put).filter((k) => k.startsWith('site') || k.startsWith('gsi4'))).toEqual([]);
      expect(siteWrite()).toBeUndefined();
    }
  });

  it.each([
    ['a self-intersecting polygon', bowTie, siteMessages.selfIntersecting],
    ['a point outside Estonia', { type: 'Point', coordinates: [58.38, 26.72] }, siteMessages.outsideExtent],
    ['coordinates out of WGS84 bounds', { type: 'Point', coordinates: [200, 58] }, siteMessages.outOfBounds],
    ['a Feature', { type: 'Feature', geometry: point, properties: {} }, siteMessages.invalidShape],
    ['text', 'somewhere in Tartu', siteMessages.invalidShape],
  ])('refuses %s with 400 and its message, writing nothing', async (_name, site, message) => {
    const res = await call(tendersCreate, httpEvent({ caller: callers.poster, body: body(site) }));
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.site).toEqual([message]);
    expect(writes()).toBe(0);
    expect(s3.commandCalls(HeadObjectCommand)).toHaveLength(0);
  });
});

describe('PATCH /tenders/{tenderId} and the site', () => {
  it('sets a site with its map index keys', async () => {
    storeTender();
    const res = await call(tendersUpdate, httpEvent({ caller: callers.poster, path: { tenderId: ids.tender }, body: { site: square } }));
    expect(res.status).toBe(200);
    expect(res.body.tender.site.geometry).toEqual(square);
    const update = transactItems()[0]!.Update!;
    expect(update.UpdateExpression).toContain('#gsi4pk');
    expect(Object.values(update.ExpressionAttributeValues!)).toContain('$geotender#sitecell_ud7');
    expect(Object.values(update.ExpressionAttributeValues!)).not.toContainEqual(square);
    expect(removedBy(update)).toEqual(['reference']);
    expect(siteWrite()!.Put!.Item).toMatchObject({ tenderId: ids.tender, geometry: square, bbox: [26.72, 58.38, 26.73, 58.39] });
  });

  it('clears the site with null: removes the geometry, its description and the map index keys', async () => {
    storeTender(withSite(square));
    const res = await call(tendersUpdate, httpEvent({ caller: callers.poster, path: { tenderId: ids.tender }, body: { site: null } }));
    expect(res.status).toBe(200);
    expect(res.body.tender.site).toBeNull();
    expect(res.body.tender.siteLon).toBeUndefined();
    const update = transactItems()[0]!.Update!;
    expect(removedBy(update)).toEqual(expect.arrayContaining(['siteLon', 'siteLat', 'siteAreaM2', 'siteCell', 'siteGeohash', 'gsi4pk', 'gsi4sk']));
    // The site item goes in the same transaction as the tender update.
    const del = siteWrite()!.Delete!;
    useTable();
    expect(del.Key).toEqual(TenderSiteEntity.delete({ tenderId: ids.tender }).params().Key);
  });

  it('keeps the site when the edit does not name it', async () => {
    storeTender(withSite(square));
    const res = await call(tendersUpdate, httpEvent({ caller: callers.poster, path: { tenderId: ids.tender }, body: { title: 'Lakeside topography' } }));
    expect(res.body.tender.site.geometry).toEqual(square);
    const update = transactItems()[0]!.Update!;
    expect(removedBy(update)).toEqual(['reference']);
    expect(Object.values(update.ExpressionAttributeNames!).filter((n) => n.startsWith('site') || n.startsWith('gsi4'))).toEqual([]);
    expect(siteWrite()).toBeUndefined();
  });

  it('replacing a polygon by a point removes the area', async () => {
    storeTender(withSite(square));
    const res = await call(tendersUpdate, httpEvent({ caller: callers.poster, path: { tenderId: ids.tender }, body: { site: point } }));
    expect(res.body.tender.site).toMatchObject({ geometry: point, areaM2: null });
    const update = transactItems()[0]!.Update!;
    expect(removedBy(update)).toEqual(['reference', 'siteAreaM2']);
    expect(siteWrite()!.Put!.Item!.geometry).toEqual(point);
  });

  it('refuses a bad site with 400 and its message, writing nothing', async () => {
    storeTender(withSite(square));
    const res = await call(tendersUpdate, httpEvent({ caller: callers.poster, path: { tenderId: ids.tender }, body: { site: bowTie } }));
    expect(res).toMatchObject({ status: 400, body: { fieldErrors: { site: [siteMessages.selfIntersecting] } } });
    expect(writes()).toBe(0);
  });
});

describe('GET /tenders/{tenderId} and the site', () => {
  it('shows the stored site to a geodesist', async () => {
    storeTender(withSite(square));
    ddb.on(UpdateCommand).resolves({});
    const res = await call(tendersGet, httpEvent({ caller: callers.geodesist, path: { tenderId: ids.tender } }));
    expect(res.status).toBe(200);
    const d = describeSite(square);
    expect(res.body.site).toEqual({ geometry: square, centroid: d.centroid, lest97: d.lest97, areaM2: d.areaM2, bbox: d.bbox });
  });
});

describe('DELETE /tenders/{tenderId} and the site', () => {
  it('deletes the site item in the same transaction as the tender item, conditioned on the delete having begun', async () => {
    storeTender(withSite(square));
    ddb.on(UpdateCommand).resolves({});
    ddb.on(BatchWriteCommand).resolves({ UnprocessedItems: {} });
    const res = await call(tendersDelete, httpEvent({ caller: callers.poster, path: { tenderId: ids.tender } }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const items = ddb.commandCalls(TransactWriteCommand).at(-1)!.args[0].input.TransactItems!;
    useTable();
    // The tender item and the site item go together with the deadline timers; the rest of the transaction is the
    // deletion's event (outbox Put).
    expect(items.flatMap((i) => (i.Delete ? [i.Delete.Key] : [])).slice(0, 2)).toEqual(
      [tenderItem(tender())].map((t) => ({ pk: t.pk, sk: t.sk })).concat([TenderSiteEntity.delete({ tenderId: ids.tender }).params().Key]),
    );
    expect(items.flatMap((i) => (i.Delete ? [i.Delete.Key!.pk] : [])).slice(2)).toEqual([expect.stringContaining(`${ids.tender}:deadline`), expect.stringContaining(`${ids.tender}:questions`)]);
    expect(items.filter((i) => !i.Delete).map((i) => Object.keys(i))).toEqual([['Put']]);
    expect(items[0]!.Delete!.ConditionExpression).toContain('attribute_exists');
  });
});

describe('GET /tenders/map', () => {
  const AREA: Bbox = [26.6, 58.3, 26.85, 58.45];
  const bbox = AREA.join(',');
  /** A raw item of the map index (its INCLUDE projection), for a tender with a point site at `at`. */
  const mapItem = (tenderId: string, at: LonLat, extra: Record<string, unknown> = {}) => {
    const { site: _site, ...t } = withSite({ type: 'Point', coordinates: at }, { tenderId, title: `Tender ${tenderId.slice(0, 4)}` });
    const full = tenderItem(t);
    return Object.fromEntries(
      ['__edb_e__', '__edb_v__', 'pk', 'sk', 'gsi4pk', 'gsi4sk', 'tenderId', 'title', 'location', 'budgetCents', 'expiryDate', 'status', 'searchText', 'siteLon', 'siteLat', 'siteAreaM2']
        .filter((k) => full[k] !== undefined)
        .map((k) => [k, full[k]])
        .concat(Object.entries(extra)),
    );
  };
  const near = 'aaaaaaaa-0000-4000-8000-000000000001';
  const far = 'aaaaaaaa-0000-4000-8000-000000000002';
  const outside = 'aaaaaaaa-0000-4000-8000-000000000003';
  const deleting = 'aaaaaaaa-0000-4000-8000-000000000004';

  beforeEach(() => {
    ddb.on(QueryCommand, { IndexName: 'gsi4' }).resolves({ Items: [] });
    // Everything lands in the first cell's answer; the other cells answer empty.
    const first = mapCells(AREA)[0]!;
    ddb.on(QueryCommand, { IndexName: 'gsi4', ExpressionAttributeValues: { ':pk': `$geotender#sitecell_${first.cell}`, ':sk1': `$tender_1#sitegeohash_${first.prefix}` } as never }).resolves({
      Items: [mapItem(far, [26.84, 58.44]), mapItem(near, [26.72, 58.38]), mapItem(outside, [26.9, 58.38]), mapItem(deleting, [26.7, 58.4], { deletingAt: '2026-01-01T00:00:00.000Z' })],
    });
  });

  it('answers 403 to tender posters, as the open list does', async () => {
    const res = await call(tendersMap, httpEvent({ caller: callers.poster, query: { bbox } }));
    expect(res).toMatchObject({ status: 403, body: { message: mapMessages.postersOwnOnly } });
    expect(ddb.commandCalls(QueryCommand)).toHaveLength(0);
  });

  it('queries each cell of the cover on the map index, Open only, never a Scan', async () => {
    const res = await call(tendersMap, httpEvent({ caller: callers.admin, query: { bbox } }));
    expect(res.status).toBe(200);
    const queries = ddb.commandCalls(QueryCommand).map((c) => c.args[0].input);
    expect(queries).toHaveLength(mapCells(AREA).length);
    for (const q of queries) {
      expect(q.IndexName).toBe('gsi4');
      expect(q.KeyConditionExpression).toContain('begins_with');
      expect(q.FilterExpression).toContain('#status = :status0');
      expect(q.ExpressionAttributeValues![':status0']).toBe('Open');
    }
    expect(new Set(queries.map((q) => q.ExpressionAttributeValues![':sk1']))).toEqual(new Set(mapCells(AREA).map((c) => `$tender_1#sitegeohash_${c.prefix}`)));
  });

  it('returns the tenders whose site lies in the area, without those being deleted', async () => {
    const res = await call(tendersMap, httpEvent({ caller: callers.admin, query: { bbox } }));
    expect(res.body.truncated).toBe(false);
    expect(res.body.items.map((t: { tenderId: string }) => t.tenderId).sort()).toEqual([near, far]);
    const item = res.body.items.find((t: { tenderId: string }) => t.tenderId === near);
    expect(item).toEqual({ tenderId: near, title: 'Tender aaaa', location: 'Not specified', budgetCents: 0, expiryDate: '2099-01-01T00:00:00.000Z', lon: 26.72, lat: 58.38, areaM2: null });
  });

  it('with near, gives distances in metres and the nearest first', async () => {
    const res = await call(tendersMap, httpEvent({ caller: callers.admin, query: { bbox, near: '26.85,58.45' } }));
    expect(res.body.items.map((t: { tenderId: string }) => t.tenderId)).toEqual([far, near]);
    const [first, second] = res.body.items as { distanceMeters: number }[];
    expect(first!.distanceMeters).toBeGreaterThan(1000);
    expect(first!.distanceMeters).toBeLessThan(1500);
    expect(second!.distanceMeters).toBeGreaterThan(first!.distanceMeters);
    const again = await call(tendersMap, httpEvent({ caller: callers.admin, query: { bbox, near: '26.72,58.38' } }));
    expect(again.body.items.map((t: { tenderId: string }) => t.tenderId)).toEqual([near, far]);
    expect(again.body.items[0].distanceMeters).toBe(0);
  });

  it('passes each search word to the query as a filter on the stored words, normalised as the list’s', async () => {
    await call(tendersMap, httpEvent({ caller: callers.admin, query: { bbox, search: '  Drone  PÕLD ' } }));
    const q = ddb.commandCalls(QueryCommand)[0]!.args[0].input;
    expect(q.FilterExpression!.match(/contains\(#searchText/g)).toHaveLength(2);
    expect(Object.values(q.ExpressionAttributeValues!)).toEqual(expect.arrayContaining([' drone', ' pold']));
  });

  it('marks the tenders a geodesist bid on', async () => {
    useTable();
    const bidItem = BidEntity.create({ tenderId: far, bidderId: ids.geodesist, bidId: 'b1', amountCents: 100, status: 'Pending' }).params().Item;
    ddb.on(BatchGetCommand).resolves({ Responses: { 'geotender-test': [bidItem] }, UnprocessedKeys: {} });
    const res = await call(tendersMap, httpEvent({ caller: callers.geodesist, query: { bbox } }));
    const byId = Object.fromEntries(res.body.items.map((t: { tenderId: string; hasBid: boolean }) => [t.tenderId, t.hasBid]));
    expect(byId).toEqual({ [near]: false, [far]: true });
  });

  it('reads nothing for an area outside Estonia', async () => {
    const res = await call(tendersMap, httpEvent({ caller: callers.admin, query: { bbox: '2,48,3,49' } }));
    expect(res.body).toEqual({ items: [], truncated: false });
    expect(ddb.commandCalls(QueryCommand)).toHaveLength(0);
  });

  it.each([[{}], [{ bbox: '26.8,58.3,26.6,58.45' }], [{ bbox: '1,2,3' }]])('refuses a bad bbox %j with 400', async (query) => {
    const res = await call(tendersMap, httpEvent({ caller: callers.admin, query: query as Record<string, string> }));
    expect(res).toMatchObject({ status: 400, body: { fieldErrors: { bbox: [mapQueryMessages.bbox] } } });
  });

  it('refuses a bad near with 400', async () => {
    const res = await call(tendersMap, httpEvent({ caller: callers.admin, query: { bbox, near: '58.38' } }));
    expect(res).toMatchObject({ status: 400, body: { fieldErrors: { near: [mapQueryMessages.near] } } });
  });
});
