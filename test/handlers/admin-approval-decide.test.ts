/**
 * An admin approves a rejected user and rejects an approved one: the rule's clauses
 * (admin/domain/approval-rules.ts `decidable`) and "the status is still as read" are the profile write's
 * condition; a write that loses a race reads again and decides anew; deciding what a user already has writes,
 * records and tells nothing; a decision's transaction carries the user_approval_decided event that tells the user.
 */
import './env';
import { ApiGatewayManagementApiClient } from '@aws-sdk/client-apigatewaymanagementapi';
import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { GetCommand, PutCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Profile } from '../../lambdas/features/account/domain/dto';
import { userMessages } from '../../lambdas/features/account/domain/users';
import { handler as decide } from '../../lambdas/features/admin/handlers/admin-approval-decide';
import { call, callers, ddb, httpEvent, ids, profile, profileItem, resetMocks, sqs, storeProfiles } from './support';

const ws = mockClient(ApiGatewayManagementApiClient);
const admin = profile({ userId: ids.admin, role: 'admin', firstName: 'Alma', lastName: 'Admin' });
const geodesist = profile({ userId: ids.geodesist, role: 'geodesist', firstName: 'Gerd', lastName: 'Geo', approvalStatus: 'rejected' });
const poster = profile({ userId: ids.poster, role: 'tenderPoster', firstName: 'Paula', lastName: 'Poster', approvalStatus: 'approved' });
const conditionFailure = () => Object.assign(new Error('Transaction cancelled'), { name: 'TransactionCanceledException' });

const post = (userId: string, status: 'approved' | 'rejected') => call(decide, httpEvent({ caller: callers.admin, path: { userId }, body: { status } }));

/** The values of an update's condition, by the attribute names they are compared with. */
function conditionOf(update: { ConditionExpression?: string; ExpressionAttributeNames?: Record<string, string>; ExpressionAttributeValues?: Record<string, unknown> }) {
  const compared: Record<string, unknown[]> = {};
  for (const [, name, op, value] of update.ConditionExpression!.matchAll(/(#\w+) (=|<>) (:\w+)/g)) {
    const attribute = `${update.ExpressionAttributeNames![name!]} ${op}`;
    (compared[attribute] ??= []).push(update.ExpressionAttributeValues![value!]);
  }
  return compared;
}

/** The decisions' transactions: each profile Update, and the events recorded with it. */
const transactions = () => ddb.commandCalls(TransactWriteCommand).map((c) => c.args[0].input.TransactItems!);
const updates = () =>
  transactions()
    .flatMap((items) => items.map((i) => i.Update))
    .filter((u) => !!u && (u.Key?.pk === profileItem(geodesist).pk || u.Key?.pk === profileItem(poster).pk)) as {
    ConditionExpression?: string;
    ExpressionAttributeNames?: Record<string, string>;
    ExpressionAttributeValues?: Record<string, unknown>;
  }[];
/** The user_approval_decided events (their bodies) of the transaction `n` (default: the last one sent). */
const decidedIn = (n = -1) => (transactions().at(n) ?? []).flatMap((i) => (i.Put?.Item?.type === 'user_approval_decided' ? [JSON.parse(i.Put.Item.body as string) as Record<string, unknown>] : []));
const audits = () =>
  ddb
    .commandCalls(PutCommand)
    .map((c) => c.args[0].input.Item!)
    .filter((i) => i.action);
const mails = () => sqs.commandCalls(SendMessageCommand).map((c) => JSON.parse(c.args[0].input.MessageBody!) as { to: string[]; subject: string });

/** The profile answers `reads` in turn to GetCommand (the last one from then on), and a write answers `written`. */
function profileReads(p: Profile, reads: (Profile | undefined)[]): void {
  let n = 0;
  const item = profileItem(p);
  ddb.on(GetCommand, { Key: { pk: item.pk, sk: item.sk } }).callsFake(() => {
    const read = reads[Math.min(n++, reads.length - 1)];
    return read ? { Item: profileItem(read) } : {};
  });
}

beforeEach(() => {
  resetMocks();
  ws.reset();
  storeProfiles(admin, geodesist, poster);
  sqs.on(SendMessageCommand).resolves({ MessageId: 'm1' });
  ddb.on(QueryCommand).resolves({ Items: [] });
  ddb.on(PutCommand).resolves({});
});

describe('POST /admin/users/{userId}/approval: a decision changes (part 2, 7)', () => {
  it('approves a rejected geodesist after a review: written only while the profile is still rejected, recorded and e-mailed', async () => {
    ddb.on(TransactWriteCommand).resolves({});
    const res = await post(ids.geodesist, 'approved');
    expect(res.status).toBe(200);
    expect(res.body.approvalStatus).toBe('approved');
    const [update] = updates();
    expect(conditionOf(update!)).toEqual({ 'userId =': [ids.geodesist], 'approvalStatus =': ['rejected'], 'createdAt =': [geodesist.createdAt] });
    expect(audits()).toEqual([expect.objectContaining({ action: 'approve', targetUserId: ids.geodesist, changes: [{ field: 'approvalStatus', from: 'rejected', to: 'approved' }] })]);
    // The user is told by the event recorded with the decision (its listener e-mails them), never from the request.
    expect(decidedIn()).toEqual([expect.objectContaining({ type: 'user_approval_decided', userId: ids.geodesist, approvalStatus: 'approved' })]);
    expect(mails()).toEqual([]);
  });

  it('rejects an approved tender poster: written only while still approved and not the admin’s own account', async () => {
    ddb.on(TransactWriteCommand).resolves({});
    const res = await post(ids.poster, 'rejected');
    expect(res.status).toBe(200);
    expect(res.body.approvalStatus).toBe('rejected');
    const [update] = updates();
    expect(conditionOf(update!)).toEqual({ 'userId =': [ids.poster], 'userId <>': [ids.admin], 'approvalStatus =': ['approved'], 'createdAt =': [poster.createdAt] });
    expect(audits()).toEqual([expect.objectContaining({ action: 'reject', changes: [{ field: 'approvalStatus', from: 'approved', to: 'rejected' }] })]);
    expect(decidedIn()).toEqual([expect.objectContaining({ userId: ids.poster, approvalStatus: 'rejected' })]);
  });

  it('answers the profile as it is for a decision the user already has: nothing written, recorded or sent', async () => {
    for (const [user, status] of [
      [poster, 'approved'],
      [geodesist, 'rejected'],
    ] as const) {
      const res = await post(user.userId, status);
      expect(res).toEqual({ status: 200, body: user });
    }
    expect(transactions()).toHaveLength(0);
    expect(audits()).toHaveLength(0);
    expect(mails()).toHaveLength(0);
  });

  it('decides anew when another admin decided first: the write follows the status read again', async () => {
    // Read rejected; another admin approves, then rejects again before this write: the first write's condition fails.
    profileReads(geodesist, [{ ...geodesist, approvalStatus: 'pending' }, geodesist]);
    ddb.on(TransactWriteCommand).rejectsOnce(conditionFailure()).resolves({});
    const res = await post(ids.geodesist, 'approved');
    expect(res.status).toBe(200);
    expect(updates().map((u) => conditionOf(u)['approvalStatus ='])).toEqual([['pending'], ['rejected']]);
    expect(audits()).toEqual([expect.objectContaining({ changes: [{ field: 'approvalStatus', from: 'rejected', to: 'approved' }] })]);
    // The refused transaction recorded nothing; the one that committed carries the decision.
    expect(decidedIn()).toEqual([expect.objectContaining({ approvalStatus: 'approved' })]);
  });

  it('writes nothing more when another admin made the same decision first, and tells the user once', async () => {
    profileReads(geodesist, [geodesist, { ...geodesist, approvalStatus: 'approved' }]);
    ddb.on(TransactWriteCommand).rejects(conditionFailure());
    const res = await post(ids.geodesist, 'approved');
    expect(res).toEqual({ status: 200, body: { ...geodesist, approvalStatus: 'approved' } });
    expect(updates()).toHaveLength(1);
    expect(audits()).toHaveLength(0);
    // Its only transaction, with the event, was refused: the user is told once, by the other admin's decision.
    expect(transactions()).toHaveLength(1);
  });

  it('answers 404 when the profile is gone by the time of the write', async () => {
    profileReads(poster, [poster, undefined]);
    ddb.on(TransactWriteCommand).rejects(conditionFailure());
    expect(await post(ids.poster, 'rejected')).toEqual({ status: 404, body: { message: userMessages.notFound } });
    expect(audits()).toHaveLength(0);
  });

  it('still refuses an admin rejecting themself with 403', async () => {
    expect(await post(ids.admin, 'rejected')).toEqual({ status: 403, body: { message: userMessages.selfReject } });
    expect(transactions()).toHaveLength(0);
  });
});
