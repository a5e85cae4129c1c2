/**
 * Each rule once (docs/architecture.md): for every rule that guards a write, every combination of the values its
 * clauses read is stored on DynamoDB Local, and a write carrying the rule's condition (lambdas/table/conditions.ts
 * `whereAll`) must succeed exactly when the pure rule (lambdas/domain/rules.ts `firstRefusal`) has no refusal.
 * So the answer a handler gives, what the web app offers and what DynamoDB lets through cannot drift apart.
 */
import { randomUUID } from 'node:crypto';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { firstRefusal, type Clause } from '../../lambdas/domain/rules';
import { acceptableBid, awardable, biddable, pendingBid, withdrawableFrom } from '../../lambdas/features/bids/domain/bid-rules';
import { deliverable } from '../../lambdas/features/deliveries/domain/delivery-rules';
import { MAX_DELIVERIES_PER_TENDER } from '../../lambdas/features/deliveries/domain/delivery';
import { editable } from '../../lambdas/features/tenders/domain/tender-rules';
import { decidable } from '../../lambdas/features/admin/domain/approval-rules';
import { cancellable } from '../../lambdas/features/procurement/domain/cancel-rules';
import { postable } from '../../lambdas/features/messages/domain/message-rules';
import { useCloudEnv } from './support';
import { type EntityModels, loadEntityModels } from './entity-models';

let entities: EntityModels;
let client: typeof import('../../lambdas/table/client');
let conditions: typeof import('../../lambdas/table/conditions');

const poster = 'poster-1';
const geodesist = 'geodesist-1';
const now = '2026-06-01T12:00:00.000Z';

/** The values each attribute takes in the combinations; `undefined` stores the item without it. */
const values: Record<string, readonly (string | number | undefined)[]> = {
  status: ['Open', 'In Progress', 'Completed', 'Finished', 'Cancelled'],
  creatorId: [poster, 'someone-else'],
  contractorId: [undefined, geodesist, 'another-geodesist'],
  deletingAt: [undefined, '2026-05-31T00:00:00.000Z'],
  expiryDate: ['2026-06-01T11:59:59.999Z', now, '2026-06-01T12:00:00.001Z'],
  deliveryCount: [undefined, MAX_DELIVERIES_PER_TENDER - 1, MAX_DELIVERIES_PER_TENDER],
};
const bidStatuses = ['Pending', 'Accepted', 'Rejected', 'Cancelled'];

/** Every combination of the values of `fields`. */
function combinations(fields: string[]): Record<string, string | number | undefined>[] {
  return fields.reduce<Record<string, string | number | undefined>[]>((acc, field) => acc.flatMap((partial) => values[field]!.map((v) => ({ ...partial, [field]: v }))), [{}]);
}

/** A stored tender with `state` (attributes set to undefined are left out, even those ElectroDB defaults). */
async function storeTender(state: Record<string, string | number | undefined>): Promise<string> {
  const tenderId = randomUUID();
  const base = {
    tenderId,
    title: 'Rule check',
    description: 'States',
    searchText: 'rule check',
    expiryDate: '2099-01-01T00:00:00.000Z',
    status: 'Open',
    creatorId: poster,
    location: 'Not specified',
    budgetCents: 0,
    createdAt: now,
    updatedAt: now,
  };
  const defined = Object.fromEntries(Object.entries(state).filter(([, v]) => v !== undefined));
  const { Item, TableName } = entities.TenderEntity.put({ ...base, ...defined } as never).params() as { Item: Record<string, unknown>; TableName: string };
  for (const [field, v] of Object.entries(state)) if (v === undefined) delete Item[field];
  await client.documentClient.send(new PutCommand({ TableName, Item }));
  return tenderId;
}

/** Whether a write to the tender carrying `clauses` as its condition is let through. */
async function tenderWriteSucceeds(tenderId: string, clauses: readonly Clause<never>[]): Promise<boolean> {
  const params = entities.TenderEntity.update({ tenderId })
    .set({ title: 'Written' })
    .where(conditions.whereAll(clauses) as never)
    .params();
  return sendConditional(params);
}

async function sendConditional(params: object): Promise<boolean> {
  try {
    await client.documentClient.send(new UpdateCommand(params as ConstructorParameters<typeof UpdateCommand>[0]));
    return true;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

/** The states where DynamoDB and the rule disagree, as readable lines (empty when they agree everywhere). */
async function disagreements(clauses: readonly Clause<never>[]): Promise<string[]> {
  const fields = [...new Set(clauses.map((c) => c.field))];
  const found: string[] = [];
  for (const state of combinations(fields)) {
    const tenderId = await storeTender(state);
    const allowed = await tenderWriteSucceeds(tenderId, clauses);
    const refusal = firstRefusal(clauses as readonly Clause<Record<string, unknown>>[], state);
    if (allowed !== (refusal === null)) found.push(`${JSON.stringify(state)}: DynamoDB ${allowed ? 'wrote' : 'refused'}, the rule says ${refusal ? refusal.message : 'allowed'}`);
  }
  return found;
}

beforeAll(async () => {
  useCloudEnv();
  entities = await loadEntityModels();
  client = await import('../../lambdas/table/client');
  conditions = await import('../../lambdas/table/conditions');
  entities.useTable();
});

describe('each rule and its DynamoDB condition agree on every state', () => {
  const tenderRules: [string, readonly Clause<never>[]][] = [
    ['may bid (biddable)', biddable(geodesist, now) as never],
    ['may withdraw a bid from (withdrawableFrom)', withdrawableFrom as never],
    ['may award (awardable)', awardable(poster) as never],
    ['may edit (editable, edit)', editable(poster, 'edit') as never],
    ['may delete (editable, delete)', editable(poster, 'delete') as never],
    ['may deliver (deliverable)', deliverable(geodesist) as never],
    ['the poster may cancel (cancellable, poster)', cancellable({ userId: poster, role: 'tenderPoster' }) as never],
    ['an admin may cancel (cancellable, admin)', cancellable({ userId: 'admin-1', role: 'admin' }) as never],
    ['the poster may post a message (postable, poster)', postable('poster', poster) as never],
    ['the contractor may post a message (postable, contractor)', postable('contractor', geodesist) as never],
    ['an admin may post as support (postable, support)', postable('support', 'admin-1') as never],
  ];
  for (const [name, clauses] of tenderRules) {
    it(name, async () => {
      expect(await disagreements(clauses)).toEqual([]);
    });
  }

  it('a bid may be changed, withdrawn or accepted only while Pending (pendingBid, acceptableBid)', async () => {
    const found: string[] = [];
    for (const [name, clauses] of [
      ['pendingBid', pendingBid],
      ['acceptableBid', acceptableBid],
    ] as const) {
      for (const status of bidStatuses) {
        const key = { tenderId: randomUUID(), bidderId: geodesist };
        const at = new Date().toISOString();
        await entities.BidEntity.put({ ...key, bidId: randomUUID(), amountCents: 100, status: status as 'Pending', createdAt: at, updatedAt: at }).go();
        const params = entities.BidEntity.update(key)
          .set({ amountCents: 200 })
          .where(conditions.whereAll(clauses) as never)
          .params();
        const allowed = await sendConditional(params);
        if (allowed !== (firstRefusal(clauses, { status }) === null)) found.push(`${name} on a ${status} bid: DynamoDB ${allowed ? 'wrote' : 'refused'}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('an admin may set a user’s approval: the user exists, and an admin does not reject themself (decidable)', async () => {
    const found: string[] = [];
    for (const status of ['approved', 'rejected'] as const) {
      for (const exists of [true, false]) {
        for (const self of [true, false]) {
          const userId = randomUUID();
          const actorId = self ? userId : randomUUID();
          const at = new Date().toISOString();
          if (exists) {
            await entities.ProfileEntity.put({
              userId,
              email: `${userId}@example.com`,
              firstName: 'Rule',
              lastName: 'Check',
              role: 'admin',
              approvalStatus: 'approved',
              createdAt: at,
              updatedAt: at,
            }).go();
          }
          const clauses = decidable(actorId, userId, status);
          const params = entities.ProfileEntity.update({ userId })
            .set({ lastName: 'Written' })
            .where(conditions.whereAll(clauses) as never)
            .params();
          const allowed = await sendConditional(params);
          const refusal = firstRefusal(clauses, exists ? { userId, approvalStatus: 'approved' } : {});
          if (allowed !== (refusal === null))
            found.push(
              `${status}, ${exists ? 'stored' : 'no profile'}, ${self ? 'own account' : 'another'}: DynamoDB ${allowed ? 'wrote' : 'refused'}, the rule says ${refusal?.message ?? 'allowed'}`,
            );
        }
      }
    }
    expect(found).toEqual([]);
  });
});
