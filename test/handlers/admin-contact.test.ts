import './env';
import { createHash } from 'node:crypto';
import { ApiGatewayManagementApiClient, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { PutCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES_PER_EMAIL_PER_HOUR, CONTACT_MESSAGES_PER_SOURCE_PER_HOUR, contactMessages, hourOf } from '../../lambdas/features/contact/domain/contact';
import { messages } from '../../lambdas/domain/schemas';
import { DECIDE_ATTEMPTS, decisionBusy, handler as decide } from '../../lambdas/features/admin/handlers/admin-approval-decide';
import { handler as pendingList } from '../../lambdas/features/admin/handlers/admin-approvals-list';
import { handler as contact } from '../../lambdas/features/contact/handlers/contact-create';
import { call, callers, ddb, httpEvent, ids, profile, profileItem, resetMocks, sqs, storeProfiles } from './support';

const ws = mockClient(ApiGatewayManagementApiClient);
const admin = profile({ userId: ids.admin, role: 'admin', email: 'admin@geotender.example' });
const pendingGeodesist = profile({ userId: ids.geodesist, role: 'geodesist', approvalStatus: 'pending' });

beforeEach(() => {
  resetMocks();
  ws.reset();
  storeProfiles(admin, pendingGeodesist, profile({ userId: ids.poster, role: 'tenderPoster' }));
  sqs.on(SendMessageCommand).resolves({ MessageId: 'm1' });
});

describe('GET /admin/approvals', () => {
  it('lists pending profiles oldest first from the approval index', async () => {
    ddb.on(QueryCommand).resolves({ Items: [profileItem(pendingGeodesist)] });
    const res = await call(pendingList, httpEvent({ caller: callers.admin }));
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual([pendingGeodesist]);
    expect(ddb.commandCalls(QueryCommand)[0]!.args[0].input).toMatchObject({ IndexName: 'gsi1', ScanIndexForward: true });
  });

  it('refuses posters with 403', async () => {
    const res = await call(pendingList, httpEvent({ caller: callers.poster }));
    expect(res.status).toBe(403);
  });
});

describe('POST /admin/users/{userId}/approval', () => {
  it('approves a user: the profile’s conditional update and the user_approval_decided event in one transaction; the request itself sends and pushes nothing', async () => {
    ddb.on(TransactWriteCommand).resolves({});
    const res = await call(decide, httpEvent({ caller: callers.admin, path: { userId: ids.geodesist }, body: { status: 'approved' } }));
    expect(res.status).toBe(200);
    expect(res.body.approvalStatus).toBe('approved');
    const [items] = ddb.commandCalls(TransactWriteCommand).map((c) => c.args[0].input.TransactItems!);
    expect(items![0]!.Update!.ConditionExpression).toContain('attribute_exists');
    expect(JSON.parse(items![1]!.Put!.Item!.body as string)).toMatchObject({ type: 'user_approval_decided', userId: ids.geodesist, approvalStatus: 'approved' });
    expect(sqs.commandCalls(SendMessageCommand)).toHaveLength(0);
    expect(ws.commandCalls(PostToConnectionCommand)).toHaveLength(0);
  });

  it('answers 404 for an unknown user', async () => {
    const res = await call(decide, httpEvent({ caller: callers.admin, path: { userId: '99999999-0000-4000-8000-000000000000' }, body: { status: 'approved' } }));
    expect(res.status).toBe(404);
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('answers 400 naming the allowed decisions for status pending', async () => {
    const res = await call(decide, httpEvent({ caller: callers.admin, path: { userId: ids.geodesist }, body: { status: 'pending' } }));
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ status: ['Invalid option: expected one of "approved"|"rejected"'] });
  });

  it('answers 409 when other admins keep deciding the same user between each read and write', async () => {
    ddb.on(TransactWriteCommand).rejects(Object.assign(new Error('Transaction cancelled'), { name: 'TransactionCanceledException' }));
    const res = await call(decide, httpEvent({ caller: callers.admin, path: { userId: ids.geodesist }, body: { status: 'rejected' } }));
    expect(res).toEqual({ status: 409, body: { message: decisionBusy } });
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(DECIDE_ATTEMPTS);
  });
});

describe('POST /contact (public)', () => {
  const message = { name: 'Jo', email: 'jo@example.com', subject: 'Hello', message: 'A question about tenders' };

  it('stores the message, e-mails every admin and answers 201 without a token', async () => {
    ddb.on(UpdateCommand).resolves({}); // both hourly counters under their limits
    ddb.on(PutCommand).resolves({});
    ddb.on(QueryCommand).resolves({ Items: [profileItem(admin)] });
    const res = await call(contact, httpEvent({ body: message }));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ messageId: expect.any(String), receivedAt: expect.any(String) });
    expect(ddb.commandCalls(PutCommand)[0]!.args[0].input.Item).toMatchObject({ subject: 'Hello', email: 'jo@example.com' });
    const mail = JSON.parse(sqs.commandCalls(SendMessageCommand)[0]!.args[0].input.MessageBody!);
    expect(mail.to).toEqual(['admin@geotender.example']);
  });

  it('answers 201 when the message is stored but the e-mail cannot be queued', async () => {
    ddb.on(UpdateCommand).resolves({});
    ddb.on(PutCommand).resolves({});
    ddb.on(QueryCommand).resolves({ Items: [profileItem(admin)] });
    sqs.on(SendMessageCommand).rejects(new Error('queue unavailable'));
    const res = await call(contact, httpEvent({ body: message }));
    expect(res.status).toBe(201);
    expect(ddb.commandCalls(PutCommand)).toHaveLength(1);
  });

  it('answers 429 and stores nothing once the source address has sent its hourly allowance', async () => {
    const limitReached = Object.assign(new Error('The conditional request failed'), { name: 'ConditionalCheckFailedException' });
    ddb.on(UpdateCommand).rejects(limitReached);
    const res = await call(contact, httpEvent({ body: message }));
    expect(res.status).toBe(429);
    expect(res.body.message).toBe(contactMessages.tooMany);
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
    expect(sqs.commandCalls(SendMessageCommand)).toHaveLength(0);
  });

  it('counts the sender by source address and by the e-mail address given (hashed), each with its own hourly limit', async () => {
    ddb.on(UpdateCommand).resolves({});
    ddb.on(PutCommand).resolves({});
    ddb.on(QueryCommand).resolves({ Items: [profileItem(admin)] });
    const event = httpEvent({ body: { ...message, email: ' Jo@Example.com' } });
    event.requestContext.http.sourceIp = '203.0.113.7';
    expect((await call(contact, event)).status).toBe(201);
    const values = ddb.commandCalls(UpdateCommand).map((c) => Object.values(c.args[0].input.ExpressionAttributeValues ?? {}));
    const hour = hourOf(new Date());
    const emailHash = createHash('sha256').update('jo@example.com').digest('hex');
    expect(values[0]).toEqual(expect.arrayContaining([`contact-source#203.0.113.7#${hour}`, CONTACT_MESSAGES_PER_SOURCE_PER_HOUR]));
    expect(values[1]).toEqual(expect.arrayContaining([`contact-email#${emailHash}#${hour}`, CONTACT_MESSAGES_PER_EMAIL_PER_HOUR]));
    expect(JSON.stringify(values)).not.toMatch(/example\.com/i);
  });

  it('answers 429 and stores nothing once the e-mail address has sent its hourly allowance, from any source address', async () => {
    const limitReached = Object.assign(new Error('The conditional request failed'), { name: 'ConditionalCheckFailedException' });
    ddb.on(UpdateCommand).resolvesOnce({}).rejects(limitReached);
    const res = await call(contact, httpEvent({ body: message }));
    expect(res.status).toBe(429);
    expect(res.body.message).toBe(contactMessages.tooMany);
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
    expect(sqs.commandCalls(SendMessageCommand)).toHaveLength(0);
  });

  it('stores the message for the hourly digest without e-mailing once the admins’ hourly cap is reached', async () => {
    const limitReached = Object.assign(new Error('The conditional request failed'), { name: 'ConditionalCheckFailedException' });
    // The sender's counters (source address, e-mail address) pass, the third (admin e-mails this hour) is full.
    ddb.on(UpdateCommand).resolvesOnce({}).resolvesOnce({}).rejects(limitReached);
    ddb.on(PutCommand).resolves({});
    const res = await call(contact, httpEvent({ body: message }));
    expect(res.status).toBe(201);
    expect(ddb.commandCalls(PutCommand)[0]!.args[0].input.Item).toMatchObject({ subject: 'Hello', digestHour: hourOf(new Date()) });
    expect(sqs.commandCalls(SendMessageCommand)).toHaveLength(0);
  });

  it('answers 400 with the spec messages for a short message and a bad e-mail', async () => {
    const res = await call(contact, httpEvent({ body: { ...message, email: 'nope', message: 'short' } }));
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toMatchObject({ email: [messages.validEmail], message: [messages.contactMessage] });
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
  });
});
