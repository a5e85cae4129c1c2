import './env';
import { DeleteCommand, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTable } from '../../lambdas/table/entities';
import { PREFERENCE_KINDS } from '../../lambdas/features/notifications/domain/notifications';
import { NotificationEntity, NotificationPreferencesEntity } from '../../lambdas/features/notifications/data/notification-entities';
import { handler as preferencesGet } from '../../lambdas/features/notifications/handlers/notification-preferences-get';
import { handler as preferencesUpdate } from '../../lambdas/features/notifications/handlers/notification-preferences-update';
import { handler as notificationsDelete } from '../../lambdas/features/notifications/handlers/notifications-delete';
import { handler as notificationsRead } from '../../lambdas/features/notifications/handlers/notifications-read';
import { handler as notificationsList } from '../../lambdas/features/notifications/handlers/notifications-list';
import { call, callers, ddb, httpEvent, ids, profile, resetMocks, storeProfiles } from './support';

const n1 = '001767225600000-11111111-aaaa-4aaa-8aaa-111111111111';
const n2 = '001767225600001-22222222-aaaa-4aaa-8aaa-222222222222';
const n3 = '001767225600002-33333333-aaaa-4aaa-8aaa-333333333333';

/** A stored notification of the geodesist. */
function notificationItem(notificationId: string, isRead = false, userId = ids.geodesist): Record<string, unknown> {
  useTable();
  return NotificationEntity.create({ userId, notificationId, type: 'bid_accepted', message: 'Your bid was accepted', isRead, createdAt: '2026-01-01T00:00:00.000Z', expiresAt: 4102444800 }).params()
    .Item;
}
const keyOf = (item: Record<string, unknown>) => ({ pk: item.pk, sk: item.sk });
const conditionFailed = () => Object.assign(new Error('The conditional request failed'), { name: 'ConditionalCheckFailedException' });

beforeEach(() => {
  resetMocks();
  storeProfiles(profile({ userId: ids.geodesist, role: 'geodesist' }), profile({ userId: ids.poster, role: 'tenderPoster' }), profile({ userId: ids.admin, role: 'admin' }));
});

describe('GET /notifications', () => {
  it('leaves the tombstones of deleted notifications out (a filter), reading on while they leave the page short', async () => {
    const pages = [{ Items: [notificationItem(n3)], LastEvaluatedKey: keyOf(notificationItem(n3)) }, { Items: [notificationItem(n1, true)] }];
    // The caller's unread messages (messages' inbox, its own collection) are read beside the notifications.
    const isInbox = (input: object) => JSON.stringify(input).includes('messageinbox');
    ddb.on(QueryCommand).callsFake((input: object) => (isInbox(input) ? { Items: [] } : pages.shift()));
    const res = await call(notificationsList, httpEvent({ caller: callers.geodesist }));
    expect(res.status).toBe(200);
    expect(res.body.items.map((n: { notificationId: string }) => n.notificationId)).toEqual([n3, n1]);
    expect(res.body.unreadCount).toBe(1);
    expect(res.body.messages).toEqual({ total: 0, tenders: [] });
    const queries = ddb
      .commandCalls(QueryCommand)
      .map((c) => c.args[0].input)
      .filter((q) => !isInbox(q));
    expect(queries).toHaveLength(2);
    expect(queries[0]!.FilterExpression).toContain('attribute_not_exists');
    expect(Object.values(queries[0]!.ExpressionAttributeNames!)).toContain('deletedAt');
    expect(queries[1]!.ExclusiveStartKey).toEqual(keyOf(notificationItem(n3)));
  });
});

describe('POST /notifications/read', () => {
  const read = (body: unknown) => call(notificationsRead, httpEvent({ caller: callers.geodesist, body }));

  it("marks the given ids of the caller's read, counting only the ones that exist", async () => {
    ddb.on(UpdateCommand).resolves({});
    ddb.on(UpdateCommand, { Key: keyOf(notificationItem(n2)) }).rejects(conditionFailed());

    const res = await read({ ids: [n1, n2, n1] });

    expect(res).toEqual({ status: 200, body: { marked: 1 } });
    const updates = ddb.commandCalls(UpdateCommand).map((c) => c.args[0].input);
    expect(updates.map((u) => u.Key)).toEqual([keyOf(notificationItem(n1)), keyOf(notificationItem(n2))]);
    for (const update of updates) {
      expect(update.ConditionExpression).toContain('attribute_exists');
      // A deleted one (a tombstone) is not marked: it stays deleted.
      expect(update.ConditionExpression).toContain('attribute_not_exists');
      expect(Object.values(update.ExpressionAttributeValues!)).toContain(true);
      expect(update.ReturnValues ?? 'NONE').toBe('NONE'); // nothing read back
    }
  });

  it('marks every unread one among the newest for {all: true}', async () => {
    ddb.on(QueryCommand).resolves({ Items: [notificationItem(n3), notificationItem(n2, true), notificationItem(n1)] });
    ddb.on(UpdateCommand).resolves({});

    const res = await read({ all: true });

    expect(res).toEqual({ status: 200, body: { marked: 2 } });
    expect(JSON.stringify(ddb.commandCalls(QueryCommand)[0]!.args[0].input.ExpressionAttributeValues)).toContain(ids.geodesist);
    expect(ddb.commandCalls(UpdateCommand).map((c) => c.args[0].input.Key)).toEqual([keyOf(notificationItem(n3)), keyOf(notificationItem(n1))]);
  });

  it('answers 400 when the body names neither ids nor all, and writes nothing', async () => {
    expect(await read({})).toEqual({ status: 400, body: { message: 'Say which notifications to mark read: ids, or all' } });
    expect(await read({ ids: [] })).toEqual({ status: 400, body: { message: 'Say which notifications to mark read: ids, or all' } });
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);
  });
});

describe('DELETE /notifications/{notificationId}', () => {
  const remove = () => call(notificationsDelete, httpEvent({ caller: callers.geodesist, path: { notificationId: n1 } }));

  it("deletes the caller's notification: it becomes a tombstone (deletedAt) that a repeat of its event finds, conditioned on it existing and not deleted yet", async () => {
    ddb.on(UpdateCommand).resolves({});
    const res = await remove();
    expect(res).toEqual({ status: 200, body: { notificationId: n1, deleted: true } });
    expect(ddb.commandCalls(DeleteCommand)).toHaveLength(0);
    const input = ddb.commandCalls(UpdateCommand).find((c) => JSON.stringify(c.args[0].input.Key) === JSON.stringify(keyOf(notificationItem(n1))))!.args[0].input;
    expect(Object.values(input.ExpressionAttributeNames!)).toContain('deletedAt');
    expect(input.ConditionExpression).toMatch(/attribute_exists.*attribute_not_exists|attribute_not_exists.*attribute_exists/);
  });

  it('answers 404 when the caller has no such notification, or deleted it already', async () => {
    ddb.on(UpdateCommand, { Key: keyOf(notificationItem(n1)) }).rejects(conditionFailed());
    expect(await remove()).toEqual({ status: 404, body: { message: 'Notification not found' } });
  });
});

describe('GET /me/notification-preferences', () => {
  it("answers every kind's choice, defaults filled in, and the kinds the caller's role is offered", async () => {
    useTable();
    const stored = NotificationPreferencesEntity.create({ userId: ids.geodesist, new_tender: 'email', bid_rejected: 'in_app' }).params().Item;
    ddb.on(GetCommand, { Key: keyOf(stored) }).resolves({ Item: stored });

    const res = await call(preferencesGet, httpEvent({ caller: callers.geodesist }));

    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      preferences: {
        new_tender: 'email',
        bid_received: 'both',
        bid_accepted: 'both',
        bid_rejected: 'in_app',
        delivery_submitted: 'both',
        deliverables_accepted: 'both',
        tender_deleted: 'both',
        tender_amended: 'both',
        questions: 'both',
        reminders: 'both',
        messages: 'both',
        ratings: 'both',
      },
      kinds: ['new_tender', 'bid_accepted', 'bid_rejected', 'deliverables_accepted', 'tender_deleted', 'tender_amended', 'questions', 'messages', 'ratings', 'reminders'],
      newTenderEmail: 'instant',
    });
  });

  it('answers both for every kind when nothing was saved', async () => {
    const res = await call(preferencesGet, httpEvent({ caller: callers.poster }));
    expect(res.status).toBe(200);
    expect(Object.values(res.body.preferences)).toEqual(Array(PREFERENCE_KINDS.length).fill('both'));
    expect(res.body.kinds).toEqual(['bid_received', 'delivery_submitted', 'tender_deleted', 'questions', 'reminders', 'messages', 'ratings']);
  });
});

describe('PUT /me/notification-preferences', () => {
  it("saves the caller's choices and answers every choice with the offered kinds", async () => {
    useTable();
    ddb.on(UpdateCommand).resolves({ Attributes: NotificationPreferencesEntity.create({ userId: ids.poster, bid_received: 'in_app', tender_deleted: 'email' }).params().Item });

    const res = await call(preferencesUpdate, httpEvent({ caller: callers.poster, body: { preferences: { bid_received: 'in_app', tender_deleted: 'email' } } }));

    expect(res.status).toBe(200);
    expect(res.body.preferences).toMatchObject({ bid_received: 'in_app', tender_deleted: 'email', delivery_submitted: 'both', new_tender: 'both' });
    expect(res.body.kinds).toEqual(['bid_received', 'delivery_submitted', 'tender_deleted', 'questions', 'reminders', 'messages', 'ratings']);
    const update = ddb.commandCalls(UpdateCommand)[0]!.args[0].input;
    expect(update.Key).toEqual(keyOf(NotificationPreferencesEntity.create({ userId: ids.poster }).params().Item));
    expect(Object.values(update.ExpressionAttributeValues!)).toEqual(expect.arrayContaining(['in_app', 'email']));
  });

  it('answers 400 naming a kind the role is not offered, and saves nothing', async () => {
    const res = await call(preferencesUpdate, httpEvent({ caller: callers.poster, body: { preferences: { bid_received: 'email', new_tender: 'in_app' } } }));
    expect(res).toEqual({ status: 400, body: { message: 'Your role has no new_tender notifications', fieldErrors: { preferences: ['Not offered to your role: new_tender'] } } });
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);
  });
});
