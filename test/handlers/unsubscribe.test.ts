/**
 * One-click unsubscribe (RFC 8058): `POST /unsubscribe?token=…` without sign-in turns the token's kind of e-mail off
 * (both/email → in_app), answers 200 when it was off already, and refuses a forged or malformed token with 400,
 * nothing written; the announcement e-mails carry the header fields and the page link; the e-mail worker hands the
 * header fields to SES.
 */
import './env';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { SendMessageBatchCommand } from '@aws-sdk/client-sqs';
import { DynamoDBClient, GetItemCommand, PutItemCommand, UpdateItemCommand } from '@aws-sdk/client-dynamodb';
import type { Context, SQSEvent } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { BatchGetCommand, GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTable } from '../../lambdas/table/entities';
import { itemOf } from '../../lambdas/table/item-codec';
import { cursorKeyFrom } from '../../lambdas/kernel/sealed-cursor';
import { notificationPreferencesModel } from '../../lambdas/features/notifications/data/notification-models';
import { signUnsubscribeToken, unsubscribeKeyFrom, verifyUnsubscribeToken } from '../../lambdas/features/notifications/unsubscribe-token';
import { unsubscribeMessages } from '../../lambdas/features/notifications/domain/digest';
import { announcePage } from '../../lambdas/features/notifications/announcement';
import { handler as unsubscribe } from '../../lambdas/features/notifications/handlers/unsubscribe';
import { handler as emailWorker } from '../../lambdas/features/notifications/workers/email-worker';
import { call, CURSOR_SECRET, ddb, httpEvent, ids, profile, profileItem, resetMocks, sqs, storeProfiles } from './support';

const key = unsubscribeKeyFrom(cursorKeyFrom(CURSOR_SECRET));
const token = signUnsubscribeToken(key, ids.geodesist, 'new_tender');
const preferencesItem = (choices: Record<string, string>) => {
  useTable();
  return itemOf(notificationPreferencesModel, { userId: ids.geodesist, updatedAt: '2026-01-01T00:00:00.000Z', ...choices });
};
const keyOf = (item: Record<string, unknown>) => ({ pk: item.pk, sk: item.sk });
const storePreferences = (choices: Record<string, string>) => {
  const item = preferencesItem(choices);
  ddb.on(GetCommand, { Key: keyOf(item) }).resolves({ Item: item });
};
/** The one-click POST as a mailbox provider sends it: the form body, no token of a session. */
const oneClick = (t: string, rawBody = 'List-Unsubscribe=One-Click') => {
  const event = httpEvent({ query: { token: t }, rawBody });
  event.headers = { 'content-type': 'application/x-www-form-urlencoded' };
  return call(unsubscribe, event);
};

beforeEach(() => {
  resetMocks();
  storeProfiles(profile({ userId: ids.geodesist, role: 'geodesist', email: 'g@example.com' }));
  ddb.on(UpdateCommand).resolves({});
});

describe('POST /unsubscribe', () => {
  it('turns new-tender e-mail off (both → in_app) for the person the token names, with the form body of RFC 8058', async () => {
    storePreferences({ new_tender: 'both', bid_accepted: 'email' });
    const res = await oneClick(token);
    expect(res).toEqual({ status: 200, body: { kind: 'new_tender', changed: true, message: unsubscribeMessages.done('new_tender') } });
    expect(res.body.message).toBe('You will no longer receive e-mails about new tenders. Change this any time in Account → Notifications.');
    const update = ddb.commandCalls(UpdateCommand).map((c) => c.args[0].input);
    expect(update).toHaveLength(1);
    expect(update[0]!.Key).toEqual(keyOf(preferencesItem({})));
    expect(Object.entries(update[0]!.ExpressionAttributeNames!).some(([, v]) => v === 'new_tender')).toBe(true);
    expect(Object.values(update[0]!.ExpressionAttributeValues!)).toEqual(expect.arrayContaining(['in_app', 'both']));
    // Only the named kind changes: the condition is on it still being what was read.
    expect(update[0]!.ConditionExpression).toBeDefined();
    expect(JSON.stringify(update[0]!.ExpressionAttributeNames)).not.toContain('bid_accepted');
  });

  it('turns email-only into in_app, and accepts a JSON {} body (the web page)', async () => {
    storePreferences({ new_tender: 'email' });
    const res = await call(unsubscribe, httpEvent({ query: { token }, body: {} }));
    expect(res.status).toBe(200);
    expect(res.body.changed).toBe(true);
    expect(Object.values(ddb.commandCalls(UpdateCommand)[0]!.args[0].input.ExpressionAttributeValues!)).toEqual(expect.arrayContaining(['in_app', 'email']));
  });

  it('answers 200 and writes nothing when e-mail of the kind is off already', async () => {
    storePreferences({ new_tender: 'in_app' });
    const res = await oneClick(token);
    expect(res).toEqual({ status: 200, body: { kind: 'new_tender', changed: false, message: unsubscribeMessages.done('new_tender') } });
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('answers 400 to a forged token (another key, another person, another signature) and writes nothing', async () => {
    storePreferences({ new_tender: 'both' });
    const otherKey = signUnsubscribeToken(unsubscribeKeyFrom(cursorKeyFrom(`${CURSOR_SECRET}-other`)), ids.geodesist, 'new_tender');
    const otherPerson = `${ids.poster}.${token.split('.').slice(1).join('.')}`;
    const flipped = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    for (const forged of [otherKey, otherPerson, flipped, `${ids.geodesist}.messages.${token.split('.')[2]}`, 'not-a-token', '']) {
      const res = await oneClick(forged);
      expect(res.status, forged).toBe(400);
      expect(res.body.message).toBe(unsubscribeMessages.invalid);
    }
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('answers 400 to a body other than RFC 8058’s one-click value', async () => {
    const res = await oneClick(token, 'List-Unsubscribe=Maybe');
    expect(res.status).toBe(400);
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('answers 200 for an account that no longer exists and writes no preferences for it', async () => {
    resetMocks();
    const res = await oneClick(token);
    expect(res.status).toBe(200);
    expect(res.body.changed).toBe(false);
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('reads again and still turns e-mail off when the preference changed between its read and its write', async () => {
    const item = preferencesItem({ new_tender: 'both' });
    ddb
      .on(GetCommand, { Key: keyOf(item) })
      .resolvesOnce({ Item: item })
      .resolves({ Item: preferencesItem({ new_tender: 'email' }) });
    ddb
      .on(UpdateCommand)
      .rejectsOnce(Object.assign(new Error('conditional'), { name: 'ConditionalCheckFailedException' }))
      .resolves({});
    const res = await oneClick(token);
    expect(res.status).toBe(200);
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(2);
  });
});

describe('announcement e-mails', () => {
  const EMAIL_QUEUE = process.env.EMAIL_QUEUE_URL!;
  it('carry List-Unsubscribe with the signed API link, List-Unsubscribe-Post, and the unsubscribe page link in the text', async () => {
    useTable();
    const g = profile({ userId: ids.geodesist, role: 'geodesist', email: 'g@example.com' });
    ddb.on(BatchGetCommand).callsFake((input: { RequestItems: Record<string, { Keys: { sk: string }[] }> }) => ({
      Responses: Object.fromEntries(Object.entries(input.RequestItems).map(([t, r]) => [t, r.Keys.some((k) => k.sk.startsWith('$profile')) ? [profileItem(g)] : []])),
      UnprocessedKeys: {},
    }));
    ddb.on(TransactWriteCommand).resolves({});
    sqs.on(SendMessageBatchCommand).resolves({ Successful: [] });
    await announcePage({ type: 'tender_posted_page', tenderId: ids.tender, title: 'Parcel 12', origin: { eventId: 'e-1', atMs: Date.parse('2026-03-01T10:00:00Z') }, userIds: [ids.geodesist] });
    const mails = sqs
      .commandCalls(SendMessageBatchCommand)
      .filter((c) => c.args[0].input.QueueUrl === EMAIL_QUEUE)
      .flatMap((c) => c.args[0].input.Entries!.map((e) => JSON.parse(e.MessageBody!)));
    expect(mails).toHaveLength(1);
    const [listUnsubscribe, post] = mails[0].headers;
    expect(post).toEqual({ name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' });
    expect(listUnsubscribe.name).toBe('List-Unsubscribe');
    const link = /^<(https:\/\/api\.geotender\.example\/unsubscribe\?token=([^>]+))>$/.exec(listUnsubscribe.value);
    expect(link).not.toBeNull();
    expect(verifyUnsubscribeToken(key, decodeURIComponent(link![2]!))).toEqual({ userId: ids.geodesist, kind: 'new_tender' });
    expect(mails[0].text).toContain(`Unsubscribe from these e-mails: https://geotender.example/unsubscribe?token=${link![2]}`);
    expect(mails[0].html).toContain('>Unsubscribe</a>');
  });
});

describe('the e-mail worker', () => {
  it('sends the header fields a queued e-mail carries (SESv2 Content.Simple.Headers), and none when it carries none', async () => {
    const ses = mockClient(SESv2Client);
    const idempotency = mockClient(DynamoDBClient);
    idempotency.on(PutItemCommand).resolves({});
    idempotency.on(UpdateItemCommand).resolves({});
    idempotency.on(GetItemCommand).resolves({});
    ses.on(SendEmailCommand).resolves({ MessageId: 'm-1' });
    const headers = [
      { name: 'List-Unsubscribe', value: '<https://api.geotender.example/unsubscribe?token=t>' },
      { name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' },
    ];
    const record = (messageId: string, extra: object) => ({
      messageId,
      body: JSON.stringify({ to: ['g@example.com'], subject: 'Hi', text: 'Hello', createdAtMs: Date.now(), ...extra }),
      receiptHandle: `r-${messageId}`,
      attributes: { ApproximateReceiveCount: '1', SentTimestamp: String(Date.now()) },
    });
    const context = { awsRequestId: 'req-1', functionName: 'email-worker', getRemainingTimeInMillis: () => 60_000 } as unknown as Context;
    await emailWorker({ Records: [record('with', { headers }), record('without', {})] } as unknown as SQSEvent, context);
    const sent = ses.commandCalls(SendEmailCommand).map((c) => c.args[0].input.Content!.Simple!);
    expect(sent[0]!.Headers).toEqual([
      { Name: 'List-Unsubscribe', Value: '<https://api.geotender.example/unsubscribe?token=t>' },
      { Name: 'List-Unsubscribe-Post', Value: 'List-Unsubscribe=One-Click' },
    ]);
    expect(sent[1]!.Headers).toBeUndefined();
    ses.restore();
    idempotency.restore();
  });
});

describe('the unsubscribe route’s limit', () => {
  it('counts one-click unsubscribes in a budget of their own per source address, larger than the shared one', async () => {
    const { DEFAULT_WRITE_LIMIT, requestBudgetOf } = await import('../../lambdas/features/limits/domain/write-limits');
    const budget = requestBudgetOf({ handler: 'unsubscribe', method: 'POST' });
    expect(budget.budget).toBe('unsubscribe');
    expect(budget.limit.count).toBeGreaterThan(DEFAULT_WRITE_LIMIT.count);
  });
});
