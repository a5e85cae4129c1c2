import './env';
import { ApiGatewayManagementApiClient, GoneException, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { SendMessageBatchCommand } from '@aws-sdk/client-sqs';
import { BatchGetCommand, BatchWriteCommand, DeleteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTable } from '../../lambdas/table/entities';
import { ConnectionEntity, NotificationPreferencesEntity } from '../../lambdas/features/notifications/data/notification-entities';
import { notifyUsers } from '../../lambdas/features/notifications/notify-users';
import { ddb, ids, profile, resetMocks, sqs } from './support';

const ws = mockClient(ApiGatewayManagementApiClient);
beforeEach(() => {
  resetMocks();
  ws.reset();
});

describe('notifyUsers when a WebSocket drops mid-push', () => {
  it('still stores the notification and queues the e-mail, and forgets the gone connection', async () => {
    useTable();
    ddb.on(BatchGetCommand).resolves({ Responses: {}, UnprocessedKeys: {} }); // no preferences saved: both channels
    ddb.on(BatchWriteCommand).resolves({ UnprocessedItems: {} });
    ddb.on(QueryCommand).resolves({ Items: [ConnectionEntity.create({ connectionId: 'c-gone', userId: ids.poster, expiresAt: 4102444800 }).params().Item] });
    ddb.on(DeleteCommand).resolves({});
    ws.on(PostToConnectionCommand).rejects(new GoneException({ message: 'gone', $metadata: {} }));
    sqs.on(SendMessageBatchCommand).resolves({ Successful: [{ Id: '0', MessageId: 'm', MD5OfMessageBody: 'x' }], Failed: [] });

    const result = await notifyUsers([profile({ userId: ids.poster, role: 'tenderPoster' })], {
      type: 'bid_received',
      message: 'You received a new bid',
      referenceId: ids.tender,
      referenceType: 'tender',
      tenderTitle: 'Parcel 12',
    });

    expect(result).toEqual({ inApp: 1, emails: 1 });
    const written = ddb.commandCalls(BatchWriteCommand)[0]!.args[0].input.RequestItems!;
    expect(JSON.stringify(written)).toContain('You received a new bid');
    expect(ws.commandCalls(PostToConnectionCommand)).toHaveLength(1);
    expect(ddb.commandCalls(DeleteCommand)[0]!.args[0].input.Key!.pk).toContain('c-gone');
    const mail = JSON.parse(sqs.commandCalls(SendMessageBatchCommand)[0]!.args[0].input.Entries![0]!.MessageBody!);
    expect(mail.subject).toBe('New Bid Received "Parcel 12" — GeoTender');
  });

  it('gives each e-mail of an event the key the e-mail worker sends it once by (event, type, recipient), and none without an event', async () => {
    useTable();
    ddb.on(BatchGetCommand).resolves({ Responses: {}, UnprocessedKeys: {} });
    ddb.on(BatchWriteCommand).resolves({ UnprocessedItems: {} });
    ddb.on(QueryCommand).resolves({ Items: [] });
    sqs.on(SendMessageBatchCommand).resolves({ Successful: [], Failed: [] });
    const recipients = [profile({ userId: ids.poster, role: 'tenderPoster' }), profile({ userId: ids.otherPoster, role: 'tenderPoster' })];
    const n = { type: 'bid_received' as const, message: 'You received a new bid', referenceId: ids.tender, referenceType: 'tender' as const };
    const keysOf = (call: number) => sqs.commandCalls(SendMessageBatchCommand)[call]!.args[0].input.Entries!.map((e) => JSON.parse(e.MessageBody!).dedupeKey);

    expect(await notifyUsers(recipients, n, { origin: { eventId: 'event-1', atMs: Date.parse('2026-03-01T10:00:00.000Z') } })).toEqual({ inApp: 2, emails: 2 });
    expect(keysOf(0)).toEqual([`event-1:bid_received:${ids.poster}`, `event-1:bid_received:${ids.otherPoster}`]);

    await notifyUsers(recipients, n);
    expect(keysOf(1)).toEqual([undefined, undefined]);
  });

  it('queues no e-mail for a recipient who wants bids in the app only', async () => {
    useTable();
    const stored = NotificationPreferencesEntity.create({ userId: ids.poster, bid_received: 'in_app' }).params().Item;
    ddb.on(BatchGetCommand).resolves({ Responses: { [process.env.TABLE_NAME!]: [stored] }, UnprocessedKeys: {} });
    ddb.on(BatchWriteCommand).resolves({ UnprocessedItems: {} });
    ddb.on(QueryCommand).resolves({ Items: [] });
    const result = await notifyUsers([profile({ userId: ids.poster, role: 'tenderPoster' })], { type: 'bid_received', message: 'm' });
    expect(result).toEqual({ inApp: 1, emails: 0 });
    expect(sqs.commandCalls(SendMessageBatchCommand)).toHaveLength(0);
  });
});
