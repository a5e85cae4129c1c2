/**
 * The rejection of an admin serializes on the admin roster: it is ONE TransactWriteItems of the
 * target's profile and the roster item, the roster's update conditioned on the version read; a cancelled
 * transaction makes the handler read again and answer with what is true then.
 */
import './env';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTable } from '../../lambdas/table/entity-parts';
import { AdminRosterEntity } from '../../lambdas/features/admin/data/admin-roster-entities';
import type { Profile } from '../../lambdas/features/account/domain/dto';
import { userMessages } from '../../lambdas/features/account/domain/users';
import { handler as approvalDecide } from '../../lambdas/features/admin/handlers/admin-approval-decide';
import { call, callers, ddb, httpEvent, ids, profile, profileItem, resetMocks } from './support';

const admin = profile({ userId: ids.admin, role: 'admin', firstName: 'Alma', lastName: 'Admin' });
const otherAdmin = profile({ userId: ids.otherPoster, role: 'admin', firstName: 'Olga', lastName: 'Other', createdAt: '2026-01-02T00:00:00.000Z' });
const rosterKey = () => (useTable(), AdminRosterEntity.get({}).params().Key);
const keyOf = (p: Profile) => ({ pk: profileItem(p).pk, sk: profileItem(p).sk });
const reject = (userId: string) => call(approvalDecide, httpEvent({ caller: callers.admin, path: { userId }, body: { status: 'rejected' } }));

/** The stored state the mocks answer from: each admin's approval and the roster's version. */
let stored: { caller: Profile; target: Profile; rosterVersion?: number };

function answerFromStore(): void {
  const byKey = (key: { pk?: unknown }) => [stored.caller, stored.target].find((p) => keyOf(p).pk === key.pk);
  ddb.on(GetCommand).callsFake((input: { Key: { pk: unknown; sk: unknown } }) => {
    if (input.Key.pk === rosterKey().pk && input.Key.sk === rosterKey().sk) {
      return stored.rosterVersion === undefined ? {} : { Item: AdminRosterEntity.create({ version: stored.rosterVersion }).params().Item };
    }
    const found = byKey(input.Key);
    return found ? { Item: profileItem(found) } : {};
  });
  ddb.on(QueryCommand).callsFake(() => ({ Items: [profileItem(stored.caller), profileItem(stored.target)] }));
  ddb.on(PutCommand).resolves({});
  ddb.on(UpdateCommand).resolves({});
}

beforeEach(() => {
  resetMocks();
  stored = { caller: admin, target: otherAdmin, rosterVersion: 3 };
  answerFromStore();
});

describe('POST /admin/users/{userId}/approval: rejecting an admin', () => {
  it("writes the target's rejection and the roster's next version in ONE transaction conditioned on the version read", async () => {
    ddb.on(TransactWriteCommand).resolves({});
    const res = await reject(otherAdmin.userId);
    expect(res.status).toBe(200);
    expect(res.body.approvalStatus).toBe('rejected');

    const transactions = ddb.commandCalls(TransactWriteCommand);
    expect(transactions).toHaveLength(1);
    const [profileUpdate, rosterUpdate] = transactions[0]!.args[0].input.TransactItems!.map((i) => i.Update!);
    expect(profileUpdate!.Key).toEqual(keyOf(otherAdmin));
    expect(Object.values(profileUpdate!.ExpressionAttributeValues!)).toContain('rejected');
    // Only while the admin's status is still the one read, so the approval counters move from it.
    const status = Object.entries(profileUpdate!.ExpressionAttributeNames!).find(([, name]) => name === 'approvalStatus')![0];
    const read = new RegExp(`${status} = (:\\w+)`).exec(profileUpdate!.ConditionExpression!)!;
    expect(profileUpdate!.ExpressionAttributeValues![read[1]!]).toBe('approved');
    expect(rosterUpdate!.Key).toEqual(rosterKey());
    expect(rosterUpdate!.UpdateExpression).toMatch(/ADD #version :\w+/);
    expect(rosterUpdate!.ConditionExpression).toMatch(/^#version = (:\w+)$/);
    expect(rosterUpdate!.ExpressionAttributeValues![rosterUpdate!.ConditionExpression!.split(' = ')[1]!]).toBe(3);
    // The profile is written only inside the transaction.
    expect(ddb.commandCalls(UpdateCommand).filter((c) => c.args[0].input.Key?.pk === keyOf(otherAdmin).pk)).toHaveLength(0);
  });

  it('conditions the first rejection of an admin on the roster not existing yet', async () => {
    stored.rosterVersion = undefined;
    ddb.on(TransactWriteCommand).resolves({});
    expect((await reject(otherAdmin.userId)).status).toBe(200);
    const rosterUpdate = ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems![1]!.Update!;
    expect(rosterUpdate.ConditionExpression).toBe('attribute_not_exists(#version)');
  });

  it('reads again when the roster condition fails, and answers 409 when the other rejection left no other admin', async () => {
    // The other admin rejected the caller a moment before this transaction: the roster moved on.
    ddb.on(TransactWriteCommand).callsFake(() => {
      stored = { ...stored, caller: { ...admin, approvalStatus: 'rejected' }, rosterVersion: 4 };
      throw new TransactionCanceledException({ message: 'Transaction cancelled', $metadata: {}, CancellationReasons: [{ Code: 'None' }, { Code: 'ConditionalCheckFailed' }] });
    });
    // The request pipeline read the caller before the race: still in force for its own check.
    const res = await reject(otherAdmin.userId);
    expect(res).toEqual({ status: 409, body: { message: userMessages.lastAdmin } });
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(1);
    const rosterReads = ddb.commandCalls(GetCommand).filter((c) => c.args[0].input.Key?.pk === rosterKey().pk && c.args[0].input.Key?.sk === rosterKey().sk);
    expect(rosterReads.map((c) => c.args[0].input.ConsistentRead)).toEqual([true, true]);
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('reads again after a lost race and rejects when another admin is still in force', async () => {
    let calls = 0;
    ddb.on(TransactWriteCommand).callsFake(() => {
      calls += 1;
      if (calls === 1) {
        stored = { ...stored, rosterVersion: 4 };
        throw new TransactionCanceledException({ message: 'Transaction cancelled', $metadata: {}, CancellationReasons: [{ Code: 'None' }, { Code: 'ConditionalCheckFailed' }] });
      }
      return {};
    });
    const res = await reject(otherAdmin.userId);
    expect(res.status).toBe(200);
    const versions = ddb.commandCalls(TransactWriteCommand).map((c) => {
      const roster = c.args[0].input.TransactItems![1]!.Update!;
      return roster.ExpressionAttributeValues![roster.ConditionExpression!.split(' = ')[1]!];
    });
    expect(versions).toEqual([3, 4]);
  });
});
