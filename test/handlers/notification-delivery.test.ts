import './env';
import { ApiGatewayManagementApiClient, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { SendMessageBatchCommand } from '@aws-sdk/client-sqs';
import { BatchGetCommand, BatchWriteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTable } from '../../lambdas/table/entities';
import { ConnectionEntity, NotificationPreferencesEntity } from '../../lambdas/features/notifications/data/notification-entities';
import type { Profile } from '../../lambdas/features/account/domain/dto';
import type { NotificationPreferences } from '../../lambdas/features/notifications/domain/notifications';
import { logger } from '../../lambdas/kernel/logger';
import { escapeHtml, notificationEmail, notifyUsers } from '../../lambdas/features/notifications/notify-users';
import { concurrencyProbe, ddb, ids, profile, resetMocks, sqs } from './support';

const ws = mockClient(ApiGatewayManagementApiClient);
const EMAIL_QUEUE = 'https://sqs.eu-central-1.amazonaws.com/123456789012/email';
const poster = profile({ userId: ids.poster, role: 'tenderPoster', email: 'paula@example.com', firstName: 'Paula', lastName: 'Poster' });
const geodesist = profile({ userId: ids.geodesist, role: 'geodesist', email: 'gerd@example.com', firstName: 'Gerd', lastName: 'Geo' });
const bidReceived = { type: 'bid_received' as const, message: 'You received a new bid', referenceId: ids.tender, referenceType: 'tender' as const, tenderTitle: 'Parcel 12' };

/** Stored preference items by their key; the batch reads answer from them. */
let storedPreferences: Map<string, Record<string, unknown>>;
const keyText = (key: Record<string, unknown>) => `${String(key.pk)}|${String(key.sk)}`;
/** Answers the preference reads of `userId` with these stored choices. */
function storePreferences(userId: string, choices: Partial<NotificationPreferences>): void {
  useTable();
  const item = NotificationPreferencesEntity.create({ userId, ...choices }).params().Item;
  storedPreferences.set(keyText(item), item);
}
/** The keys asked for by the batch reads of preferences, as text. */
const preferenceReads = () => ddb.commandCalls(BatchGetCommand).flatMap((c) => Object.values(c.args[0].input.RequestItems!).flatMap((r) => r.Keys!.map((k) => JSON.stringify(k))));
/** Every recipient has one open connection named after them. */
function connectEveryone(): void {
  useTable();
  ddb.on(QueryCommand).callsFake((input: { ExpressionAttributeValues: Record<string, string> }) => {
    const userId =
      Object.values(input.ExpressionAttributeValues)
        .join(' ')
        .match(/[0-9a-f-]{36}/)?.[0] ?? 'unknown';
    return { Items: [ConnectionEntity.create({ connectionId: `c-${userId}`, userId, expiresAt: 4102444800 }).params().Item] };
  });
  ws.on(PostToConnectionCommand).resolves({});
}
/** The notification items written, by user id. */
const written = () =>
  ddb.commandCalls(BatchWriteCommand).flatMap((c) =>
    Object.values(c.args[0].input.RequestItems!)
      .flat()
      .map((r) => r.PutRequest!.Item!),
  );
const pushes = () =>
  ws.commandCalls(PostToConnectionCommand).map((c) => ({ connectionId: c.args[0].input.ConnectionId, message: JSON.parse(new TextDecoder().decode(c.args[0].input.Data as Uint8Array)) }));
const batches = () => sqs.commandCalls(SendMessageBatchCommand).map((c) => c.args[0].input);
const mails = () => batches().flatMap((b) => b.Entries!.map((e) => JSON.parse(e.MessageBody!)));

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  resetMocks();
  ws.reset();
  ddb.on(BatchWriteCommand).resolves({ UnprocessedItems: {} });
  storedPreferences = new Map();
  ddb.on(BatchGetCommand).callsFake((input: { RequestItems: Record<string, { Keys: Record<string, unknown>[] }> }) => ({
    Responses: Object.fromEntries(Object.entries(input.RequestItems).map(([table, r]) => [table, r.Keys.flatMap((k) => storedPreferences.get(keyText(k)) ?? [])])),
    UnprocessedKeys: {},
  }));
  ddb.on(QueryCommand).resolves({ Items: [] });
  sqs.on(SendMessageBatchCommand).resolves({ Successful: [] }); // an answer without a Failed list means none failed
  warn = vi.spyOn(logger, 'warn');
});
afterEach(() => vi.restoreAllMocks());

describe('escapeHtml', () => {
  it('turns the five HTML special characters into entities and leaves other text alone', () => {
    expect(escapeHtml(`<b class="x">Tom & Jerry's</b> — ok`)).toBe('&lt;b class=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/b&gt; — ok');
    expect(escapeHtml('&&<<')).toBe('&amp;&amp;&lt;&lt;');
  });
});

describe('notificationEmail', () => {
  it('greets the recipient and links the page the bell opens and the notification settings, in text and HTML', () => {
    const mail = notificationEmail(poster, bidReceived);
    const link = `https://geotender.example/tender-poster/tender/${ids.tender}`;
    expect(mail.to).toEqual(['paula@example.com']);
    expect(mail.subject).toBe('New Bid Received "Parcel 12" — GeoTender');
    expect(mail.text).toBe(`Hello Paula Poster,\n\nYou received a new bid\n\nOpen in GeoTender: ${link}\n\nChange which e-mails you get: https://geotender.example/account/notifications`);
    expect(mail.html).toBe(
      '<html><body style="font-family:Arial,sans-serif;color:#1f2937">' +
        '<h2>New Bid Received</h2>' +
        '<p>Hello Paula Poster,</p>' +
        '<p>You received a new bid</p>' +
        `<p><a href="${link}" style="display:inline-block;padding:10px 18px;background:#0e7490;color:#fff;text-decoration:none;border-radius:6px">Open in GeoTender</a></p>` +
        '<p style="color:#6b7280;font-size:12px"><a href="https://geotender.example/account/notifications">Notification settings</a></p>' +
        '</body></html>',
    );
  });

  it('never lets names or messages become markup', () => {
    const mail = notificationEmail({ ...poster, firstName: '<img src=x>', lastName: "O'Hara" }, { ...bidReceived, message: 'Bid on "A & B" <script>' });
    expect(mail.html).toContain('<p>Hello &lt;img src=x&gt; O&#39;Hara,</p>');
    expect(mail.html).toContain('<p>Bid on &quot;A &amp; B&quot; &lt;script&gt;</p>');
    expect(mail.html).not.toContain('<script>');
    expect(mail.text).toContain("Hello <img src=x> O'Hara,");
  });

  it('links the role home when the notification refers to nothing, and leaves the title out of the subject when there is none', () => {
    const mail = notificationEmail(geodesist, { type: 'bid_accepted', message: 'Accepted' });
    expect(mail.text).toContain('Open in GeoTender: https://geotender.example/geodesist\n\n');
    expect(mail.subject).toBe('Bid Accepted — GeoTender');
  });
});

describe('notifyUsers', () => {
  it('stores, pushes and e-mails each recipient once, even when listed twice', async () => {
    connectEveryone();
    const result = await notifyUsers([poster, poster], bidReceived);

    expect(result).toEqual({ inApp: 1, emails: 1 });
    const items = written();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ userId: ids.poster, type: 'bid_received', message: 'You received a new bid', referenceId: ids.tender, isRead: false });
    expect(pushes()).toEqual([
      {
        connectionId: `c-${ids.poster}`,
        message: {
          type: 'notification',
          notificationType: 'bid_received',
          message: 'You received a new bid',
          referenceId: ids.tender,
          notification: {
            notificationId: items[0]!.notificationId,
            type: 'bid_received',
            message: 'You received a new bid',
            referenceId: ids.tender,
            referenceType: 'tender',
            isRead: false,
            createdAt: items[0]!.createdAt,
          },
        },
      },
    ]);
    expect(batches()).toHaveLength(1);
    expect(batches()[0]!.QueueUrl).toBe(EMAIL_QUEUE);
    expect(mails()).toEqual([{ ...notificationEmail(poster, bidReceived), createdAtMs: expect.any(Number) }]);
  });

  it('pushes a null reference when the notification refers to nothing', async () => {
    connectEveryone();
    await notifyUsers([geodesist], { type: 'system_notification', message: 'Maintenance tonight' });
    expect(pushes()[0]!.message).toMatchObject({ notificationType: 'system_notification', message: 'Maintenance tonight', referenceId: null });
  });

  it("follows each recipient's preference: e-mail only, app only, or both", async () => {
    connectEveryone();
    const admin = profile({ userId: ids.admin, role: 'admin', email: 'admin@example.com' });
    storePreferences(ids.poster, { bid_received: 'email' });
    storePreferences(ids.geodesist, { bid_received: 'in_app' });

    const result = await notifyUsers([poster, geodesist, admin], bidReceived);

    expect(result).toEqual({ inApp: 2, emails: 2 });
    expect(
      written()
        .map((i) => i.userId)
        .sort(),
    ).toEqual([ids.geodesist, ids.admin].sort());
    expect(
      pushes()
        .map((p) => p.connectionId)
        .sort(),
    ).toEqual([`c-${ids.geodesist}`, `c-${ids.admin}`].sort());
    expect(
      mails()
        .map((m) => m.to[0])
        .sort(),
    ).toEqual(['admin@example.com', 'paula@example.com']);
  });

  it('writes nothing in the app when every recipient wants e-mail only', async () => {
    storePreferences(ids.poster, { bid_received: 'email' });
    await expect(notifyUsers([poster], bidReceived)).resolves.toEqual({ inApp: 0, emails: 1 });
    expect(ddb.commandCalls(BatchWriteCommand)).toHaveLength(0);
    expect(ws.commandCalls(PostToConnectionCommand)).toHaveLength(0);
  });

  it("ignores the preferences, without reading them, when told to bypass them (the admin's test notification)", async () => {
    storePreferences(ids.poster, { bid_received: 'in_app' });
    await expect(notifyUsers([poster], bidReceived, { bypassPreferences: true })).resolves.toEqual({ inApp: 1, emails: 1 });
    expect(ddb.commandCalls(BatchGetCommand)).toHaveLength(0);
  });

  it('uses both channels and warns when the preferences cannot be read', async () => {
    ddb.on(BatchGetCommand).rejects(new Error('throttled'));
    await expect(notifyUsers([poster, geodesist], bidReceived)).resolves.toEqual({ inApp: 2, emails: 2 });
    expect(warn).toHaveBeenCalledWith('Could not read notification preferences; sending in both channels', {
      recipients: 2,
      error: expect.objectContaining({ message: 'throttled' }),
    });
  });

  it('queues no e-mail when told the e-mail goes another way', async () => {
    await expect(notifyUsers([poster, geodesist], bidReceived, { inAppOnly: true })).resolves.toEqual({ inApp: 2, emails: 0 });
    expect(sqs.commandCalls(SendMessageBatchCommand)).toHaveLength(0);
    expect(written()).toHaveLength(2);
  });

  it('skips the e-mail of a recipient without an address', async () => {
    await expect(notifyUsers([{ ...poster, email: '' }, geodesist], bidReceived)).resolves.toEqual({ inApp: 2, emails: 1 });
    expect(mails().map((m) => m.to)).toEqual([['gerd@example.com']]);
  });

  it('queues the e-mails in batches of ten, numbered within each batch', async () => {
    const many: Profile[] = Array.from({ length: 12 }, (_, i) => profile({ userId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, role: 'geodesist', email: `g${i}@example.com` }));
    await expect(notifyUsers(many, bidReceived)).resolves.toEqual({ inApp: 12, emails: 12 });
    const sent = batches();
    expect(sent.map((b) => b.Entries!.map((e) => e.Id))).toEqual([
      ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'],
      ['0', '1'],
    ]);
    expect(sent.every((b) => b.QueueUrl === EMAIL_QUEUE)).toBe(true);
    expect(mails().map((m) => m.to[0])).toEqual(many.map((p) => p.email));
  });

  it('throws when SQS refuses some of the e-mails, so the event is retried', async () => {
    sqs.on(SendMessageBatchCommand).resolves({
      Successful: [],
      Failed: [
        { Id: '0', Code: 'x', SenderFault: false },
        { Id: '1', Code: 'x', SenderFault: false },
      ],
    });
    await expect(notifyUsers([poster, geodesist], bidReceived)).rejects.toThrow('2 notification e-mails were not queued');
  });

  it("reads the recipients' preferences 100 to a request, each recipient once", async () => {
    const many = Array.from({ length: 250 }, (_, i) => profile({ userId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, role: 'geodesist' }));
    storePreferences(many[249]!.userId, { bid_received: 'email' });
    await expect(notifyUsers([...many, many[0]!], bidReceived, { inAppOnly: true })).resolves.toEqual({ inApp: 249, emails: 0 });
    const reads = ddb.commandCalls(BatchGetCommand).map((c) => Object.values(c.args[0].input.RequestItems!)[0]!.Keys!.length);
    expect(reads.sort((a, b) => b - a)).toEqual([100, 100, 50]);
    expect(new Set(preferenceReads()).size).toBe(250);
    expect(ddb.commandCalls(QueryCommand)).toHaveLength(249); // each recipient's connections: no connections were given
  });

  it('pushes to the connections it is given, without looking any up', async () => {
    ws.on(PostToConnectionCommand).resolves({});
    const connections = new Map([[ids.geodesist, ['c-1', 'c-2']]]);
    await expect(notifyUsers([poster, geodesist], bidReceived, { connections })).resolves.toEqual({ inApp: 2, emails: 2 });
    expect(pushes().map((p) => p.connectionId)).toEqual(['c-1', 'c-2']);
    expect(pushes()[0]!.message).toMatchObject({ type: 'notification', notificationType: 'bid_received', notification: { type: 'bid_received' } });
    expect(ddb.commandCalls(QueryCommand)).toHaveLength(0);
  });

  it('queues at most two e-mail batches at a time and writes at most four record batches at a time', async () => {
    const mailProbe = concurrencyProbe({ Successful: [] }, 2);
    const writeProbe = concurrencyProbe({ UnprocessedItems: {} }, 2);
    sqs.on(SendMessageBatchCommand).callsFake(mailProbe.call);
    ddb.on(BatchWriteCommand).callsFake(writeProbe.call);
    const many = Array.from({ length: 300 }, (_, i) => profile({ userId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, role: 'geodesist', email: `g${i}@example.com` }));
    await expect(notifyUsers(many, bidReceived)).resolves.toEqual({ inApp: 300, emails: 300 });
    expect(sqs.commandCalls(SendMessageBatchCommand)).toHaveLength(30);
    expect(mailProbe.most()).toBe(2);
    expect(ddb.commandCalls(BatchWriteCommand)).toHaveLength(12);
    expect(writeProbe.most()).toBe(4);
  });
});
