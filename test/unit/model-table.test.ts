/**
 * The model table (lambdas/table/model-table.ts, item-codec.ts updateOf) sends what ElectroDB sends for the same
 * operation of the same model literal: puts, creates, patches and updates with their conditions and key rewrites,
 * deletes, checks and queries. ElectroDB's own `params()` is the oracle; requests are compared with their names and
 * values put in place, so only what DynamoDB reads counts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { tableOf } from '../../lambdas/table/model-table';
import { useTable } from '../../lambdas/table/entity-parts';
import { ItemCodecError } from '../../lambdas/table/item-codec';
import { tenderModel } from '../../lambdas/features/tenders/data/tender-models';
import { TenderEntity } from '../../lambdas/features/tenders/data/tender-entities';
import { geotender } from '../../lambdas/table/entities';
import { bidModel } from '../../lambdas/features/tenders/data/bid-models';
import { BidEntity } from '../../lambdas/features/tenders/data/bid-entities';
import { profileModel } from '../../lambdas/features/account/data/user-models';
import { statsShardModel } from '../../lambdas/table/stats';
import { ProfileEntity, StatsShardEntity } from '../../lambdas/features/account/data/user-entities';
import { contactMessageModel } from '../../lambdas/features/contact/data/contact-models';
import { rateCounterModel } from '../../lambdas/features/limits/data/limit-models';
import { ContactMessageEntity } from '../../lambdas/features/contact/data/contact-entities';
import { RateCounterEntity } from '../../lambdas/features/limits/data/limit-entities';
import { whereAll } from '../../lambdas/table/conditions';

beforeAll(() => {
  process.env.TABLE_NAME ??= 'geotender-test';
  useTable();
});

type Params = Record<string, unknown> & { ExpressionAttributeNames?: Record<string, string>; ExpressionAttributeValues?: Record<string, unknown> };

/** `text` with each placeholder replaced by its name or JSON value. */
function resolved(text: string, p: Params): string {
  return text.replace(/[#:][A-Za-z0-9_]+/g, (t) => (t.startsWith('#') ? (p.ExpressionAttributeNames?.[t] ?? t) : JSON.stringify(p.ExpressionAttributeValues?.[t] ?? t)));
}

/** The terms of a condition joined by AND at any depth (parentheses of AND-only groups do not matter to DynamoDB). */
function conditionTerms(text: string | undefined, p: Params): string[] {
  if (!text) return [];
  return resolved(text, p)
    .replace(/[()]/g, ' ')
    .split(/\s+AND\s+/)
    .map((t) => t.replace(/\s+/g, ' ').trim())
    .sort();
}

/** An UpdateExpression as what it sets, removes and adds. */
function updateClauses(p: Params) {
  const text = resolved(String(p.UpdateExpression ?? ''), p);
  const clause = (word: string) => (new RegExp(`${word} (.*?)(?= (?:SET|REMOVE|ADD|DELETE) |$)`).exec(text)?.[1] ?? '').split(', ').filter(Boolean).sort();
  return { set: clause('SET'), remove: clause('REMOVE'), add: clause('ADD') };
}

/** What DynamoDB reads of a request. */
function meaning(p: Params) {
  const { ExpressionAttributeNames: _n, ExpressionAttributeValues: _v, ConditionExpression, UpdateExpression, KeyConditionExpression, FilterExpression, ProjectionExpression, ...rest } = p;
  return {
    ...rest,
    condition: conditionTerms(ConditionExpression as string | undefined, p),
    ...(UpdateExpression ? { update: updateClauses(p) } : {}),
    ...(KeyConditionExpression ? { key: resolved(String(KeyConditionExpression), p) } : {}),
    ...(FilterExpression ? { filter: conditionTerms(FilterExpression as string, p) } : {}),
    ...(ProjectionExpression ? { projection: resolved(String(ProjectionExpression), p).split(', ').sort() } : {}),
  };
}

const tenders = tableOf(tenderModel);
const bids = tableOf(bidModel);
const profiles = tableOf(profileModel);
const shards = tableOf(statsShardModel);
const counters = tableOf(rateCounterModel);
const open = whereAll([{ field: 'status', is: 'eq', value: 'Open', refusal: 'closed' as never }]);

describe('model table against ElectroDB: updates', () => {
  it('a patch that changes an indexed attribute rewrites the index keys composed of it, and removes a sparse index', () => {
    const ours = tenders.updateItem(
      { tenderId: 'T-1#x' },
      { set: { status: 'In Progress', contractorId: 'B', updatedAt: 'now' }, remove: ['siteCell', 'siteGeohash'], where: open },
      { mustExist: true },
    ).Update;
    const theirs = TenderEntity.patch({ tenderId: 'T-1#x' })
      .set({ status: 'In Progress', contractorId: 'B', updatedAt: 'now' })
      .remove(['siteCell', 'siteGeohash'])
      .where(open as never)
      .params();
    expect(meaning(ours as Params)).toEqual(meaning(theirs));
  });

  it('composite attributes a key needs are checked against the stored item', () => {
    const ours = tenders.updateItem({ tenderId: 'T' }, { composite: { createdAt: 'c', expiryDate: 'e' }, set: { status: 'Completed' } }, { mustExist: true }).Update;
    const theirs = TenderEntity.patch({ tenderId: 'T' }).composite({ createdAt: 'c', expiryDate: 'e' }).set({ status: 'Completed' }).params();
    expect(meaning(ours as Params)).toEqual(meaning(theirs));
  });

  it('setting the attributes of a sparse index writes its keys', () => {
    const ours = tenders.updateItem({ tenderId: 'T' }, { set: { siteCell: 'u1x', siteGeohash: 'u1xabc', title: 'x' } }, { mustExist: true }).Update;
    const theirs = TenderEntity.patch({ tenderId: 'T' }).set({ siteCell: 'u1x', siteGeohash: 'u1xabc', title: 'x' }).params();
    expect(meaning(ours as Params)).toEqual(meaning(theirs));
  });

  it('an update adds to counters and creates the item with its identifiers', () => {
    expect(meaning(tenders.updateItem({ tenderId: 'T' }, { add: { bidCount: 1 } }).Update as Params)).toEqual(meaning(TenderEntity.update({ tenderId: 'T' }).add({ bidCount: 1 }).params()));
    expect(meaning(shards.updateItem({ shard: 3 }, { add: { bids: 1, tendersOpen: -1 } }).Update as Params)).toEqual(
      meaning(StatsShardEntity.update({ shard: 3 }).add({ bids: 1, tendersOpen: -1 }).params()),
    );
    const where = (a: Record<string, unknown>, op: { notExists: (x: unknown) => string; lt: (x: unknown, v: unknown) => string }) => `${op.notExists(a.count)} OR ${op.lt(a.count, 5)}`;
    expect(meaning(counters.updateItem({ counterKey: 'contact#1.2.3.4' }, { add: { count: 1 }, set: { expiresAt: 99 }, where: where as never }).Update as Params)).toEqual(
      meaning(
        RateCounterEntity.update({ counterKey: 'contact#1.2.3.4' })
          .add({ count: 1 })
          .set({ expiresAt: 99 })
          .where(where as never)
          .params(),
      ),
    );
  });

  it('a patch removes optional attributes and a role change moves the profile in the role index', () => {
    const ours = profiles.updateItem({ userId: 'U' }, { composite: { createdAt: 'c' }, set: { firstName: 'A', role: 'tenderPoster' }, remove: ['company'] }, { mustExist: true }).Update;
    const theirs = ProfileEntity.patch({ userId: 'U' }).composite({ createdAt: 'c' }).set({ firstName: 'A', role: 'tenderPoster' }).remove(['company']).params();
    expect(meaning(ours as Params)).toEqual(meaning(theirs));
  });

  it('removing an attribute of a secondary index key takes the item out of that index', () => {
    const messages = tableOf(contactMessageModel);
    expect(meaning(messages.updateItem({ messageId: 'M' }, { remove: ['digestHour'], set: { name: 'x' } }, { mustExist: true }).Update as Params)).toEqual(
      meaning(ContactMessageEntity.patch({ messageId: 'M' }).remove(['digestHour']).set({ name: 'x' }).params()),
    );
  });

  it('a key part set empty takes the item out of that index, keys and all (where ElectroDB would key it under the empty value)', () => {
    const update = tableOf(contactMessageModel).updateItem({ messageId: 'M' }, { set: { name: 'Deleted user', email: '' }, composite: { createdAt: 'c' } }, { mustExist: true }).Update as Params;
    const { set, remove } = updateClauses(update);
    expect(remove).toEqual(['gsi2pk', 'gsi2sk']);
    expect(set).toContain('email = ""');
    expect(set.some((s) => s.startsWith('gsi2'))).toBe(false);
    expect(conditionTerms(update.ConditionExpression as string, update)).toContain('createdAt = "c"');
  });

  it('refuses what ElectroDB refuses: a read-only attribute, a removed required one, a key missing a part', () => {
    expect(() => bids.updateItem({ tenderId: 'T', bidderId: 'B' }, { set: { tenderId: 'X' } })).toThrow(ItemCodecError);
    expect(() => bids.updateItem({ tenderId: 'T', bidderId: 'B' }, { remove: ['status'] })).toThrow(ItemCodecError);
    expect(() => bids.updateItem({ tenderId: 'T', bidderId: 'B' }, { set: { status: 'Nope' } })).toThrow(ItemCodecError);
    expect(() => profiles.updateItem({ userId: 'U' }, { set: { approvalStatus: 'approved' } })).not.toThrow();
  });
});

describe('model table against ElectroDB: puts, deletes, checks', () => {
  const bid = { tenderId: 'T', bidderId: 'B', bidId: 'X', amountCents: 5, status: 'Pending' as const, createdAt: 'c', updatedAt: 'u' };
  it('creates only when absent, and puts', () => {
    expect(meaning(bids.putItem(bid, { ifAbsent: true }).Put as Params)).toEqual(meaning(BidEntity.create(bid).params()));
    expect(meaning(bids.putItem(bid).Put as Params)).toEqual(meaning(BidEntity.put(bid).params()));
  });

  it('deletes under a condition, and removes only what exists', () => {
    const pending = whereAll([{ field: 'status', is: 'eq', value: 'Pending', refusal: 'notPending' as never }]);
    expect(meaning(bids.deleteItem({ tenderId: 'T', bidderId: 'B' }, { where: pending }).Delete as Params)).toEqual(
      meaning(
        BidEntity.delete({ tenderId: 'T', bidderId: 'B' })
          .where(pending as never)
          .params(),
      ),
    );
    expect(meaning(bids.deleteItem({ tenderId: 'T', bidderId: 'B' }, { mustExist: true }).Delete as Params)).toEqual(meaning(BidEntity.remove({ tenderId: 'T', bidderId: 'B' }).params()));
  });

  it('checks a condition in a transaction', () => {
    const ours = tenders.checkItem({ tenderId: 'T' }, open).ConditionCheck;
    const theirs = (
      geotender.transaction
        .write(({ tender }) => [
          tender
            .check({ tenderId: 'T' })
            .where(open as never)
            .commit(),
        ])
        .params().TransactItems![0] as { ConditionCheck: Params }
    ).ConditionCheck;
    expect(meaning(ours as Params)).toEqual(meaning(theirs));
  });
});

describe('model table against ElectroDB: queries', () => {
  it('filters, orders, limits and projects as ElectroDB does', () => {
    const approved = (a: Record<string, unknown>, op: { eq: (x: unknown, v: unknown) => string }) => op.eq(a.approvalStatus, 'approved');
    expect(meaning(profiles.queryInput('byRole', { role: 'geodesist' }, { where: approved as never, order: 'asc', limit: 5 }) as Params)).toEqual(
      meaning(
        ProfileEntity.query
          .byRole({ role: 'geodesist' })
          .where(approved as never)
          .params({ order: 'asc', limit: 5 }),
      ),
    );
    expect(meaning(profiles.queryInput('byCreated', {}, { order: 'desc', limit: 5 }) as Params)).toEqual(meaning(ProfileEntity.query.byCreated({}).params({ order: 'desc', limit: 5 })));
    expect(meaning(tenders.queryInput('byArea', { siteCell: 'u1x' }, { range: { begins: { siteGeohash: 'u1xa' } } }) as Params)).toEqual(
      meaning(TenderEntity.query.byArea({ siteCell: 'u1x' }).begins({ siteGeohash: 'u1xa' }).params()),
    );
    expect(meaning(tenders.queryInput('byStatusExpiry', { status: 'Open' }, { range: { gte: { expiryDate: '2026' } } }) as Params)).toEqual(
      meaning(TenderEntity.query.byStatusExpiry({ status: 'Open' }).gte({ expiryDate: '2026' }).params()),
    );
  });

  it('resumes at a cursor of ElectroDB (its LastEvaluatedKey as base64url JSON), and refuses one that is not a key', () => {
    const key = { pk: 'a', sk: 'b' };
    const cursor = Buffer.from(JSON.stringify(key)).toString('base64url');
    expect(bids.queryInput('byTenderBidder', { tenderId: 'T' }, { cursor }).ExclusiveStartKey).toEqual(key);
    expect(() => bids.queryInput('byTenderBidder', { tenderId: 'T' }, { cursor: 'not a cursor' })).toThrow(ItemCodecError);
  });
});

describe('bad cursors', () => {
  it('are told apart from other errors: a cursor that is not a key, or a start key DynamoDB refuses', async () => {
    const { InvalidCursorError, isBadCursor } = await import('../../lambdas/table/model-table');
    let thrown: unknown;
    try {
      bids.queryInput('byTenderBidder', { tenderId: 'T' }, { cursor: 'not a cursor' });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(InvalidCursorError);
    expect(isBadCursor(thrown)).toBe(true);
    expect(isBadCursor(Object.assign(new Error('The provided starting key is invalid'), { name: 'ValidationException' }))).toBe(true);
    expect(isBadCursor(new ItemCodecError('bid: tenderId is needed for the key pk'))).toBe(false);
    expect(isBadCursor(Object.assign(new Error('failed'), { name: 'ConditionalCheckFailedException' }))).toBe(false);
  });
});

describe('model table against ElectroDB: collections', () => {
  it('reads a collection by the beginning of its sort keys, as ElectroDB does', async () => {
    const { DynamoDBDocumentClient, QueryCommand } = await import('@aws-sdk/lib-dynamodb');
    const { mockClient } = await import('aws-sdk-client-mock');
    const { queryCollection } = await import('../../lambdas/table/model-table');
    const { attachmentModel, tenderSiteModel } = await import('../../lambdas/features/tenders/data/tender-models');
    const ddb = mockClient(DynamoDBDocumentClient);
    ddb.on(QueryCommand).resolves({
      Items: [TenderEntity.put({ tenderId: 'T', title: 'a', description: 'd', expiryDate: 'e', status: 'Open', creatorId: 'c', location: 'l', budgetCents: 0, searchText: 's' }).params().Item],
    });
    const found = await queryCollection({ tender: tenderModel, attachment: attachmentModel, tenderSite: tenderSiteModel }, 'tenderFiles', { tenderId: 'T' });
    const sent = ddb.commandCalls(QueryCommand)[0]!.args[0].input as Params;
    const theirs = geotender.collections.tenderFiles({ tenderId: 'T' }).params() as Params;
    expect(resolved(String(sent.KeyConditionExpression), sent)).toBe(resolved(String(theirs.KeyConditionExpression), theirs));
    expect(found.tender.map((t) => t.tenderId)).toEqual(['T']);
    expect(found.attachment).toEqual([]);
    ddb.restore();
  });
});
