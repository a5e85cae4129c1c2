/**
 * `POST /tenders/{tenderId}/bids/mine/confirm` (features/bids/handlers/bids-confirm.ts): the bidder confirms their
 * Pending bid after an amendment; nothing to confirm, no bid, a closed tender are refused, and the write is
 * conditioned on the tender's version and the bid still predating the terms.
 */
import './env';
import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTable } from '../../lambdas/table/entities';
import { BidEntity } from '../../lambdas/features/tenders/data/bid-entities';
import type { BidItem } from '../../lambdas/features/bids/data/bids';
import type { TenderItem } from '../../lambdas/features/tenders/data/tenders';
import { amendmentMessages } from '../../lambdas/features/tenders/domain/versions';
import { handler as bidsConfirm } from '../../lambdas/features/bids/handlers/bids-confirm';
import { attachment, attachmentItem, call, callers, ddb, httpEvent, ids, mockTenderWrites, tender, tenderItem } from './support';

const bid = (overrides: Partial<BidItem> = {}): BidItem => ({
  tenderId: ids.tender,
  bidderId: ids.geodesist,
  bidId: 'bbbbbbbb-0000-4000-8000-000000000001',
  amountCents: 150_000,
  status: 'Pending',
  createdAt: '2026-02-02T00:00:00.000Z',
  updatedAt: '2026-02-02T00:00:00.000Z',
  ...overrides,
});
function store(t: TenderItem, b?: BidItem) {
  ddb.on(QueryCommand, { IndexName: undefined }).resolves({ Items: [tenderItem(t), attachmentItem(attachment())] });
  if (!b) return;
  useTable();
  const item = BidEntity.create(b).params().Item;
  ddb.on(GetCommand, { Key: { pk: item.pk, sk: item.sk } }).resolves({ Item: item });
}
const confirm = () => call(bidsConfirm, httpEvent({ caller: callers.geodesist, path: { tenderId: ids.tender } }));
const amended = (overrides: Partial<TenderItem> = {}) => tender({ bidCount: 1, version: 3, termsVersion: 2, ...overrides });

beforeEach(mockTenderWrites);

describe('POST /tenders/{tenderId}/bids/mine/confirm', () => {
  it('confirms a bid placed before the last change of terms at the current version, conditioned on that version', async () => {
    store(amended(), bid({ tenderVersion: 1 }));
    const res = await confirm();
    expect(res.status).toBe(200);
    expect(res.body.bid.needsConfirmation).toBe(false);
    const [check, update] = ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(check!.ConditionCheck!.ConditionExpression).toMatch(/#version = :version\d/);
    expect(Object.values(check!.ConditionCheck!.ExpressionAttributeValues!)).toContain(3);
    expect(update!.Update!.ConditionExpression).toMatch(/#tenderVersion < :tenderVersion\d/);
    expect(Object.values(update!.Update!.ExpressionAttributeValues!)).toEqual(expect.arrayContaining([3, 2]));
  });

  it('answers 409 when the bid already answers the current terms, writing nothing', async () => {
    store(amended(), bid({ tenderVersion: 2 }));
    const res = await confirm();
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(amendmentMessages.nothingToConfirm);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('answers 404 without a bid and 409 on a tender no longer Open', async () => {
    store(amended());
    expect((await confirm()).status).toBe(404);
    store(amended({ status: 'In Progress', contractorId: ids.geodesist }), bid({ tenderVersion: 1 }));
    expect((await confirm()).status).toBe(409);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});
