/**
 * GET /tenders/{tenderId}/ocds (procurement/handlers/tender-ocds-get.ts) with a mocked table: the release package of
 * the tender's current state for whoever may read it (403 for a poster of another tender), sealed while Open (no
 * bidder, no amount, whoever asks, even the poster), the winner and the awarded amount after the award, parties by
 * opaque ids, never a user id; and the site and the attachments' download links.
 */
import './env';
import { GetCommand, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTable } from '../../lambdas/table/entities';
import { BidEntity } from '../../lambdas/features/tenders/data/bid-entities';
import { historyItem, type NewHistoryEntry, type TenderItem } from '../../lambdas/features/tenders/public';
import { handler } from '../../lambdas/features/procurement/handlers/tender-ocds-get';
import { attachment, attachmentItem, call, callers, ddb, httpEvent, ids, profile, resetMocks, storeProfiles, tender, tenderItem } from './support';

const SITE = {
  tenderId: ids.tender,
  geometry: { type: 'Point', coordinates: [24.7536, 59.437] },
  lest97: [542000, 6589000],
  bbox: [24.7536, 59.437, 24.7536, 59.437],
  createdAt: '2026-02-01T00:00:00.000Z',
  updatedAt: '2026-02-01T00:00:00.000Z',
};

function store(t: TenderItem, history: NewHistoryEntry[]): void {
  useTable();
  const site = { ...tenderItem(t), sk: '$tenderfiles#tendersite_1', __edb_e__: 'tenderSite', geometry: SITE.geometry, lest97: SITE.lest97, bbox: SITE.bbox };
  const entries = history.map((h) => (historyItem(h) as { Put: { Item: Record<string, unknown> } }).Put.Item);
  ddb.on(QueryCommand).callsFake((input: QueryCommandInput) => {
    const sk = String(input.ExpressionAttributeValues?.[':sk1'] ?? '');
    if (sk.startsWith('$tenderhistory')) return { Items: entries };
    return { Items: [tenderItem(t), attachmentItem(attachment()), ...(t.siteLon !== undefined ? [site] : [])] };
  });
}

function storeBid(amountCents: number): void {
  const item = BidEntity.create({
    tenderId: ids.tender,
    bidderId: ids.geodesist,
    bidId: 'bbbbbbbb-0000-4000-8000-000000000001',
    amountCents,
    status: 'Accepted',
    acceptedAt: '2026-03-05T00:00:00.000Z',
    createdAt: '2026-03-01T00:00:00.000Z',
    updatedAt: '2026-03-02T00:00:00.000Z',
  }).params().Item;
  ddb.on(GetCommand, { Key: { pk: item.pk, sk: item.sk } }).resolves({ Item: item });
}

const get = (caller: (typeof callers)[keyof typeof callers]) => call(handler, httpEvent({ caller, path: { tenderId: ids.tender } }));

beforeEach(() => {
  resetMocks();
  storeProfiles(
    profile({ userId: ids.poster, role: 'tenderPoster', company: 'Tallinna Linnavalitsus' }),
    profile({ userId: ids.geodesist, role: 'geodesist', company: 'Mõõdukoda OÜ' }),
    profile({ userId: ids.otherPoster, role: 'tenderPoster' }),
    profile({ userId: ids.admin, role: 'admin' }),
  );
});

describe('GET /tenders/{tenderId}/ocds', () => {
  it('answers an Open tender’s release package: the buyer, the call, the site and the documents, and no bidder or amount while Open', async () => {
    store(tender({ budgetCents: 500_000, bidCount: 2, siteLon: 24.7536, siteLat: 59.437, siteCell: 'ud9', siteGeohash: 'ud9wr' }), [
      { tenderId: ids.tender, kind: 'bid_received', actorRole: 'geodesist', actorId: ids.geodesist, details: { count: 1 }, at: '2026-02-02T00:00:00.000Z' },
    ]);
    storeBid(120_000);
    for (const caller of [callers.poster, callers.geodesist, callers.admin]) {
      const { status, body } = await get(caller);
      expect(status).toBe(200);
      expect(body).toMatchObject({ version: '1.1', publisher: { name: 'GeoTender' }, uri: `https://x/tenders/${ids.tender}/ocds` });
      const [release] = body.releases;
      expect(release).toMatchObject({ ocid: `ocds-geotender-${ids.tender}`, tag: ['tender'], buyer: { name: 'Tallinna Linnavalitsus' } });
      expect(release.tender).toMatchObject({ status: 'active', value: { amount: 5000, currency: 'EUR' }, tenderPeriod: { endDate: '2099-01-01T00:00:00.000Z' } });
      expect(release.tender.items[0].deliveryLocation.geometry).toEqual(SITE.geometry);
      expect(release.tender.documents[0].url).toBe(`https://x/tenders/${ids.tender}/attachments/${ids.attachment}/download`);
      const text = JSON.stringify(body);
      expect(text).not.toContain('Mõõdukoda');
      expect(text).not.toContain('1200');
      expect(text).not.toContain('numberOfTenderers');
      expect(text).not.toContain(ids.poster);
    }
  });

  it('after the award names the winner with the awarded amount, by an opaque id', async () => {
    store(tender({ status: 'In Progress', contractorId: ids.geodesist, bidCount: 2 }), []);
    storeBid(120_000);
    const { status, body } = await get(callers.poster);
    expect(status).toBe(200);
    const [release] = body.releases;
    expect(release.tag).toEqual(['award', 'contract']);
    expect(release.awards).toEqual([
      {
        id: `${ids.tender}-award`,
        status: 'active',
        date: '2026-03-05T00:00:00.000Z',
        value: { amount: 1200, currency: 'EUR' },
        suppliers: [{ id: expect.stringMatching(/^org-[0-9a-f]{12}$/), name: 'Mõõdukoda OÜ' }],
      },
    ]);
    expect(release.tender.numberOfTenderers).toBe(2);
    expect(JSON.stringify(body)).not.toContain(ids.geodesist);
  });

  it('refuses a poster who may not read the tender (403) and answers 404 for an unknown one', async () => {
    store(tender(), []);
    expect((await get(callers.otherPoster)).status).toBe(403);
    ddb.on(QueryCommand).resolves({ Items: [] });
    expect((await get(callers.admin)).status).toBe(404);
  });
});
