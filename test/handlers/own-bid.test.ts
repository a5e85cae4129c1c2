import './env';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { BidEntity } from '../../lambdas/features/tenders/data/bid-entities';
import type { BidItem } from '../../lambdas/features/bids/data/bids';
import { useTable } from '../../lambdas/table/entities';
import { handler as bidsMineGet } from '../../lambdas/features/bids/handlers/bids-mine-get';
import { tenderMessages } from '../../lambdas/features/tenders/domain/tender';
import { attachment, attachmentItem, call, callers, ddb, httpEvent, ids, profile, resetMocks, storeProfiles, tender, tenderItem } from './support';

const bidId = 'bbbbbbbb-0000-4000-8000-000000000001';
const bid: BidItem = {
  tenderId: ids.tender,
  bidderId: ids.geodesist,
  bidId,
  amountCents: 125_000,
  comment: 'On site Monday',
  status: 'Pending',
  createdAt: '2026-03-01T00:00:00.000Z',
  updatedAt: '2026-03-02T00:00:00.000Z',
};

function storeTender(t = tender()) {
  ddb.on(QueryCommand, { IndexName: undefined }).resolves({ Items: [tenderItem(t), attachmentItem(attachment())] });
}
function storeOwnBid(b: BidItem) {
  useTable();
  const item = BidEntity.create(b).params().Item;
  ddb.on(GetCommand, { Key: { pk: item.pk, sk: item.sk } }).resolves({ Item: item });
}
const ownBid = (caller: { sub: string; groups: string } = callers.geodesist) => call(bidsMineGet, httpEvent({ caller, path: { tenderId: ids.tender } }));

beforeEach(() => {
  resetMocks();
  storeProfiles(profile({ userId: ids.geodesist, role: 'geodesist' }), profile({ userId: ids.poster, role: 'tenderPoster' }));
});

describe('GET /tenders/{tenderId}/bid', () => {
  it("answers the caller's own bid on a tender they may see", async () => {
    storeTender();
    storeOwnBid(bid);
    const res = await ownBid();
    expect(res).toEqual({
      status: 200,
      body: {
        bid: {
          bidId,
          tenderId: ids.tender,
          amountCents: 125_000,
          comment: 'On site Monday',
          status: 'Pending',
          createdAt: '2026-03-01T00:00:00.000Z',
          updatedAt: '2026-03-02T00:00:00.000Z',
          needsConfirmation: false,
        },
      },
    });
  });

  it('answers {bid: null} on an Open tender the caller has not bid on', async () => {
    storeTender();
    expect(await ownBid()).toEqual({ status: 200, body: { bid: null } });
  });

  it('shows a tender past Open to the bidder whose bid was rejected, comment absent as null', async () => {
    storeTender(tender({ status: 'In Progress', contractorId: '77777777-7777-4777-8777-777777777777' }));
    storeOwnBid({ ...bid, comment: undefined, status: 'Rejected' });
    const res = await ownBid();
    expect(res.status).toBe(200);
    expect(res.body.bid).toMatchObject({ bidId, status: 'Rejected', comment: null });
  });

  it('answers 403 for a tender past Open without a bid of the caller, and 404 for an unknown tender', async () => {
    storeTender(tender({ status: 'In Progress', contractorId: '77777777-7777-4777-8777-777777777777' }));
    expect(await ownBid()).toEqual({ status: 403, body: { message: tenderMessages.forbidden } });
    ddb.on(QueryCommand, { IndexName: undefined }).resolves({ Items: [] });
    expect(await ownBid()).toEqual({ status: 404, body: { message: tenderMessages.notFound } });
  });

  it('refuses posters with 403', async () => {
    storeTender();
    expect(await ownBid(callers.poster)).toEqual({ status: 403, body: { message: 'Your role may not use this function' } });
  });
});
