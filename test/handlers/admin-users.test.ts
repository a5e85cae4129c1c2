import './env';
import { createHash } from 'node:crypto';
import { ApiGatewayManagementApiClient, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { AdminAddUserToGroupCommand, AdminDeleteUserCommand, AdminRemoveUserFromGroupCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DeleteCommand, TransactWriteCommand, PutCommand, QueryCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTable } from '../../lambdas/table/entities';
import { ConnectionEntity } from '../../lambdas/features/notifications/data/notification-entities';
import { AuditEntryEntity, StatsShardEntity } from '../../lambdas/features/account/data/user-entities';
import { userMessages } from '../../lambdas/features/account/domain/users';
import { UNSEEN_CHARACTERS_MESSAGE } from '../../lambdas/domain/characters';
import { handler as approvalDecide } from '../../lambdas/features/admin/handlers/admin-approval-decide';
import { handler as userHistory } from '../../lambdas/features/admin/handlers/admin-user-history';
import { handler as statsGet } from '../../lambdas/features/admin/handlers/admin-stats-get';
import { handler as usersDelete } from '../../lambdas/features/admin/handlers/admin-users-delete';
import { handler as usersList } from '../../lambdas/features/admin/handlers/admin-users-list';
import { handler as usersUpdate } from '../../lambdas/features/admin/handlers/admin-users-update';
import { call, callers, ddb, httpEvent, ids, profile, profileItem, resetMocks, sqs, storeProfiles } from './support';

const cognito = mockClient(CognitoIdentityProviderClient);
const ws = mockClient(ApiGatewayManagementApiClient);

const admin = profile({ userId: ids.admin, role: 'admin', firstName: 'Alma', lastName: 'Admin' });
const geodesist = profile({ userId: ids.geodesist, role: 'geodesist', firstName: 'Gerd', lastName: 'Geo', email: 'gerd@example.com', createdAt: '2026-01-03T00:00:00.000Z' });
const poster = profile({ userId: ids.poster, role: 'tenderPoster', firstName: 'Paula', lastName: 'Poster', company: 'Maamõõt OÜ', createdAt: '2026-01-02T00:00:00.000Z' });
const forbiddenRole = 'Your role may not use this function';

const isWriteOf = (key: { pk: unknown; sk: unknown }) => (c: { args: [{ input: { Key?: Record<string, unknown> } }] }) => c.args[0].input.Key?.pk === key.pk && c.args[0].input.Key?.sk === key.sk;
const keyOf = (item: Record<string, unknown>) => ({ pk: item.pk, sk: item.sk });

beforeEach(() => {
  resetMocks();
  cognito.reset();
  ws.reset();
  storeProfiles(admin, geodesist, poster);
});

describe('GET /admin/users', () => {
  it('answers a page of users, newest first, from the every-user index without the pending ones', async () => {
    ddb.on(QueryCommand).resolves({ Items: [profileItem(geodesist), profileItem(poster)] });
    const res = await call(usersList, httpEvent({ caller: callers.admin }));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ items: [geodesist, poster], nextCursor: null });
    const query = ddb.commandCalls(QueryCommand)[0]!.args[0].input;
    expect(query).toMatchObject({ IndexName: 'gsi3', ScanIndexForward: false, Limit: 10 });
    expect(query.FilterExpression).toContain('<>');
    expect(JSON.stringify(query.ExpressionAttributeValues)).toContain('pending');
    expect(ddb.commandCalls(ScanCommand)).toHaveLength(0);
  });

  it('reads one role from the role index and filters on the lower-cased search text', async () => {
    ddb.on(QueryCommand).resolves({ Items: [profileItem(poster)] });
    const res = await call(usersList, httpEvent({ caller: callers.admin, query: { role: 'tenderPoster', search: ' MAAMÕÕT ' } }));
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual([poster]);
    const query = ddb.commandCalls(QueryCommand)[0]!.args[0].input;
    expect(query.IndexName).toBe('gsi2');
    expect(query.FilterExpression).toContain('contains');
    expect(Object.values(query.ExpressionAttributeValues!)).toContain('maamõõt');
  });

  it('refuses callers who are not admins with 403 and reads no users', async () => {
    for (const caller of [callers.poster, callers.geodesist]) {
      const res = await call(usersList, httpEvent({ caller }));
      expect(res).toEqual({ status: 403, body: { message: forbiddenRole } });
    }
    expect(ddb.commandCalls(QueryCommand)).toHaveLength(0);
  });
});

describe('PATCH /admin/users/{userId}', () => {
  const patch = (userId: string, body: unknown) => call(usersUpdate, httpEvent({ caller: callers.admin, path: { userId }, body }));

  it('answers 400 for a name or company with invisible characters, writing nothing and leaving Cognito alone', async () => {
    const res = await patch(ids.geodesist, { firstName: 'Ge\u200Drd', lastName: 'Geo\u202E', company: 'Geo\u2067 Services', role: 'tenderPoster' });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ firstName: [UNSEEN_CHARACTERS_MESSAGE], lastName: [UNSEEN_CHARACTERS_MESSAGE], company: [UNSEEN_CHARACTERS_MESSAGE] });
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);
    expect(cognito.calls()).toHaveLength(0);
  });

  it('edits the profile, moves the user to the new role group, records both changes and asks their sessions to refresh', async () => {
    const updated = { ...geodesist, company: 'Geo Services', role: 'tenderPoster' as const };
    ddb.on(UpdateCommand).resolves({ Attributes: profileItem(updated) });
    ddb.on(PutCommand).resolves({});
    useTable();
    ddb.on(QueryCommand).resolves({ Items: [ConnectionEntity.create({ connectionId: 'c-1', userId: ids.geodesist, expiresAt: 4102444800 }).params().Item] });
    ws.on(PostToConnectionCommand).resolves({});
    cognito.on(AdminAddUserToGroupCommand).resolves({});
    cognito.on(AdminRemoveUserFromGroupCommand).resolves({});

    const res = await patch(ids.geodesist, { firstName: 'Gerd', lastName: 'Geo', company: 'Geo Services', role: 'tenderPoster' });

    expect(res.status).toBe(200);
    expect(res.body).toEqual(updated);
    expect(cognito.commandCalls(AdminAddUserToGroupCommand)[0]!.args[0].input).toMatchObject({ Username: ids.geodesist, GroupName: 'tenderPoster' });
    expect(cognito.commandCalls(AdminRemoveUserFromGroupCommand)[0]!.args[0].input).toMatchObject({ Username: ids.geodesist, GroupName: 'geodesist' });
    const profileUpdate = ddb.commandCalls(UpdateCommand).find(isWriteOf(keyOf(profileItem(geodesist))))!.args[0].input;
    expect(Object.values(profileUpdate.ExpressionAttributeValues!)).toEqual(expect.arrayContaining(['tenderPoster', 'Geo Services']));
    expect(profileUpdate.ConditionExpression).toContain('attribute_exists');
    const audits = ddb.commandCalls(PutCommand).map((c) => c.args[0].input.Item!);
    expect(audits).toEqual([
      expect.objectContaining({
        action: 'edit',
        actorId: ids.admin,
        actorName: 'Alma Admin',
        targetUserId: ids.geodesist,
        targetName: 'Gerd Geo',
        changes: [{ field: 'company', to: 'Geo Services' }],
      }),
      expect.objectContaining({ action: 'role_change', targetUserId: ids.geodesist, changes: [{ field: 'role', from: 'geodesist', to: 'tenderPoster' }] }),
    ]);
    const pushed = ws.commandCalls(PostToConnectionCommand).map((c) => JSON.parse(new TextDecoder().decode(c.args[0].input.Data as Uint8Array)));
    expect(pushed).toEqual([{ type: 'session_refresh', reason: 'role_changed' }]);
  });

  it("refuses to change an admin's role with 403, touching neither Cognito nor the profile", async () => {
    const other = profile({ userId: '55555555-5555-4555-8555-555555555555', role: 'admin' });
    storeProfiles(other);
    const res = await patch(other.userId, { firstName: 'Ada', lastName: 'Lovelace', role: 'geodesist' });
    expect(res).toEqual({ status: 403, body: { message: userMessages.adminRoleLocked } });
    expect(cognito.calls()).toHaveLength(0);
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('answers 404 for an unknown user', async () => {
    const res = await patch('66666666-6666-4666-8666-666666666666', { firstName: 'No', lastName: 'One' });
    expect(res).toEqual({ status: 404, body: { message: userMessages.notFound } });
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);
  });
});

describe('DELETE /admin/users/{userId}', () => {
  const remove = (userId: string, caller = callers.admin) => call(usersDelete, httpEvent({ caller, path: { userId } }));

  it('accepts the erasure: marks the profile with a condition and queues the job; nothing is deleted in the request', async () => {
    process.env.DATA_EXPORT_QUEUE_URL = 'https://sqs.eu-central-1.amazonaws.com/123456789012/data-exports';
    ddb.on(QueryCommand).resolves({ Items: [] });
    ddb.on(UpdateCommand).resolves({ Attributes: { ...profileItem(geodesist), erasingAt: '2026-11-28T09:00:00.000Z' } });
    sqs.on(SendMessageCommand).resolves({});

    const res = await remove(ids.geodesist);

    expect(res).toEqual({ status: 200, body: { userId: ids.geodesist, deleted: true } });
    const marks = ddb
      .commandCalls(UpdateCommand)
      .map((c) => c.args[0].input)
      .filter((i) => JSON.stringify(i.ExpressionAttributeNames).includes('erasingAt'));
    expect(marks).toHaveLength(1);
    expect(marks[0]!.ConditionExpression).toMatch(/attribute_not_exists/);
    const jobs = sqs.commandCalls(SendMessageCommand).map((c) => JSON.parse(c.args[0].input.MessageBody!));
    expect(jobs).toEqual([{ kind: 'erase', userId: ids.geodesist, by: { kind: 'admin', actorId: ids.admin, actorName: expect.any(String) } }]);
    expect(cognito.commandCalls(AdminDeleteUserCommand)).toHaveLength(0);
    expect(ddb.commandCalls(DeleteCommand)).toHaveLength(0);
  });

  it('the queued erasure: the Cognito user, then the profile go (the profile last, with the user_erased event carrying only the address hash), the history keeps the deletion without personal data', async () => {
    const { eraseUser } = await import('../../lambdas/features/privacy/erase-user');
    storeProfiles({ ...geodesist, erasingAt: '2026-11-28T09:00:00.000Z' });
    cognito.on(AdminDeleteUserCommand).resolves({});
    useTable();
    ddb.on(QueryCommand).resolves({ Items: [] });
    ddb.on(DeleteCommand).resolves({});
    ddb.on(PutCommand).resolves({});
    ddb.on(UpdateCommand).resolves({});
    ddb.on(TransactWriteCommand).resolves({});

    expect(await eraseUser(ids.geodesist, { kind: 'admin', actorId: ids.admin, actorName: 'Alma Admin' })).toMatchObject({ userId: ids.geodesist });

    expect(cognito.commandCalls(AdminDeleteUserCommand).map((c) => c.args[0].input)).toEqual([{ UserPoolId: 'eu-central-1_test', Username: ids.geodesist }]);
    const puts = ddb.commandCalls(PutCommand).map((c) => c.args[0].input.Item);
    expect(puts).toEqual([
      expect.objectContaining({ action: 'delete', actorId: ids.admin, targetUserId: ids.geodesist, targetName: 'Deleted user', changes: [{ field: 'account', to: 'erased by an admin' }] }),
    ]);
    // The last write: the profile's Delete and the event, in one transaction, after the Cognito user is gone.
    const [last] = ddb
      .commandCalls(TransactWriteCommand)
      .slice(-1)
      .map((c) => c.args[0].input.TransactItems!);
    expect(last!.map((i) => i.Delete?.Key ?? i.Put?.Item?.type)).toEqual([keyOf(profileItem(geodesist)), 'user_erased']);
    const event = JSON.parse(last![1]!.Put!.Item!.body as string);
    expect(event).toMatchObject({ type: 'user_erased', userId: ids.geodesist, addressHash: createHash('sha256').update('gerd@example.com').digest('hex') });
    expect(JSON.stringify([puts, last])).not.toMatch(/gerd|Gerd/);
  });

  it('refuses to delete an admin with 403 and removes nothing', async () => {
    const other = profile({ userId: '55555555-5555-4555-8555-555555555555', role: 'admin' });
    storeProfiles(other);
    const res = await remove(other.userId);
    expect(res).toEqual({ status: 403, body: { message: userMessages.adminNotDeletable } });
    expect(cognito.calls()).toHaveLength(0);
    expect(ddb.commandCalls(DeleteCommand)).toHaveLength(0);
  });

  it('answers 404 for an unknown user and 403 for a poster', async () => {
    expect(await remove('66666666-6666-4666-8666-666666666666')).toEqual({ status: 404, body: { message: userMessages.notFound } });
    expect(await remove(ids.geodesist, callers.poster)).toEqual({ status: 403, body: { message: forbiddenRole } });
    expect(cognito.calls()).toHaveLength(0);
  });
});

describe('POST /admin/users/{userId}/approval: who may be rejected', () => {
  const otherAdmin = profile({ userId: ids.otherPoster, role: 'admin', firstName: 'Olga', lastName: 'Other' });
  const decide = (userId: string, status: 'approved' | 'rejected') => call(approvalDecide, httpEvent({ caller: callers.admin, path: { userId }, body: { status } }));

  it('refuses an admin rejecting themself with 403, writing nothing', async () => {
    expect(await decide(ids.admin, 'rejected')).toEqual({ status: 403, body: { message: userMessages.selfReject } });
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('refuses rejecting the last admin still in force with 409, writing nothing', async () => {
    // The role index finds only the target in force (the caller is rejected or disabled there): nobody would be left.
    storeProfiles(otherAdmin);
    ddb.on(QueryCommand).resolves({ Items: [profileItem(otherAdmin), profileItem({ ...admin, approvalStatus: 'rejected' })] });
    expect(await decide(otherAdmin.userId, 'rejected')).toEqual({ status: 409, body: { message: userMessages.lastAdmin } });
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('rejects another admin while one stays in force, and a tender poster', async () => {
    storeProfiles(otherAdmin);
    ddb.on(QueryCommand).resolves({ Items: [profileItem(admin), profileItem(otherAdmin)] });
    for (const target of [otherAdmin, poster]) {
      ddb.on(UpdateCommand).resolves({ Attributes: profileItem({ ...target, approvalStatus: 'rejected' }) });
      const res = await decide(target.userId, 'rejected');
      expect(res.status, target.role).toBe(200);
      expect(res.body.approvalStatus).toBe('rejected');
    }
  });
});

describe('GET /admin/users/{userId}/history', () => {
  it("answers the user's history newest first, absent values as null", async () => {
    useTable();
    const entry = {
      targetUserId: ids.geodesist,
      auditId: '001767225600000-7d1f3c1e-0000-4000-8000-000000000001',
      actorId: ids.admin,
      actorName: 'Alma Admin',
      action: 'edit' as const,
      targetName: 'Gerd Geo',
      changes: [{ field: 'company', to: 'Geo Services' }],
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    ddb.on(QueryCommand).resolves({ Items: [AuditEntryEntity.create(entry).params().Item] });

    const res = await call(userHistory, httpEvent({ caller: callers.admin, path: { userId: ids.geodesist } }));

    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      items: [
        {
          auditId: entry.auditId,
          at: '2026-01-01T00:00:00.000Z',
          actorId: ids.admin,
          actorName: 'Alma Admin',
          action: 'edit',
          targetUserId: ids.geodesist,
          targetName: 'Gerd Geo',
          changes: [{ field: 'company', from: null, to: 'Geo Services' }],
        },
      ],
      nextCursor: null,
    });
    const query = ddb.commandCalls(QueryCommand)[0]!.args[0].input;
    expect(query).toMatchObject({ ScanIndexForward: false, Limit: 10 });
    expect(query.IndexName).toBeUndefined();
    expect(JSON.stringify(query.ExpressionAttributeValues)).toContain(ids.geodesist);
  });

  it('refuses a geodesist with 403', async () => {
    const res = await call(userHistory, httpEvent({ caller: callers.geodesist, path: { userId: ids.geodesist } }));
    expect(res).toEqual({ status: 403, body: { message: forbiddenRole } });
    expect(ddb.commandCalls(QueryCommand)).toHaveLength(0);
  });
});

describe('GET /admin/stats', () => {
  it('sums the counter shards of one Query, reading a negative sum as 0 and a counter never written as 0', async () => {
    useTable();
    const shard = (s: Record<string, number>) => StatsShardEntity.create({ shard: 0, ...s }).params().Item;
    ddb.on(QueryCommand).resolves({
      Items: [
        shard({ shard: 0, usersGeodesist: 3, usersTenderPoster: 2, usersApproved: 4, usersPending: 1, tendersOpen: 5, bids: 7 }),
        shard({ shard: 1, usersGeodesist: 1, usersAdmin: 1, usersRejected: -1, tendersInProgress: 2, tendersCompleted: 1, deliveries: 2, bids: 1, tendersCancelled: 2 }),
      ],
    });

    const res = await call(statsGet, httpEvent({ caller: callers.admin }));

    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      users: { geodesist: 4, tenderPoster: 2, admin: 1, pending: 1, approved: 4, rejected: 0 },
      tenders: { Open: 5, 'In Progress': 2, Completed: 1, Cancelled: 2 },
      bids: 8,
      deliveries: 2,
    });
    expect(ddb.commandCalls(QueryCommand)).toHaveLength(1);
    expect(ddb.commandCalls(ScanCommand)).toHaveLength(0);
  });

  it('refuses a poster with 403', async () => {
    expect(await call(statsGet, httpEvent({ caller: callers.poster }))).toEqual({ status: 403, body: { message: forbiddenRole } });
  });
});
