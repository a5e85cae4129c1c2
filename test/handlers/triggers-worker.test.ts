import './env';
import { AdminAddUserToGroupCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { ChangeMessageVisibilityCommand, SendMessageCommand } from '@aws-sdk/client-sqs';
import { DeleteItemCommand, DynamoDBClient, PutItemCommand, UpdateItemCommand } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Context, CustomMessageTriggerEvent, PostConfirmationTriggerEvent, PreSignUpTriggerEvent, SQSEvent } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { handler as customMessage } from '../../lambdas/features/account/triggers/custom-message';
import { handler as postConfirmation } from '../../lambdas/features/account/triggers/post-confirmation';
import { handler as preSignUp, REGISTRATION_REFUSED } from '../../lambdas/features/account/triggers/pre-sign-up';
import { UNSEEN_CHARACTERS_MESSAGE } from '../../lambdas/domain/characters';
import { messages } from '../../lambdas/domain/schemas';
import { handler as emailWorker } from '../../lambdas/features/notifications/workers/email-worker';
import { handler as disconnect } from '../../lambdas/features/notifications/websocket/disconnect';
import { handler as connect } from '../../lambdas/features/notifications/websocket/connect';
import { concurrencyProbe, context, ddb, ids, profile, profileItem, resetMocks, sqs } from './support';

const cognito = mockClient(CognitoIdentityProviderClient);
const ses = mockClient(SESv2Client);
// The e-mail worker's idempotency records (Powertools, its own DynamoDB client).
const idempotencyTable = mockClient(DynamoDBClient);

beforeEach(() => {
  resetMocks();
  cognito.reset();
  ses.reset();
});

const base = { version: '1', region: 'eu-central-1', userPoolId: 'eu-central-1_pool', userName: ids.geodesist, callerContext: { awsSdkVersion: '3', clientId: 'web' } };

describe('PreSignUp', () => {
  const names = { given_name: 'Gerd', family_name: 'Geo' };
  const event = (role: string | undefined, attributes: Record<string, string> = names) =>
    ({
      ...base,
      triggerSource: 'PreSignUp_SignUp',
      request: { userAttributes: { email: 'a@b.c', ...attributes, ...(role ? { 'custom:role': role } : {}) } },
      response: {},
    }) as unknown as PreSignUpTriggerEvent;

  it('lets geodesists and tender posters register', async () => {
    await expect(preSignUp(event('geodesist'))).resolves.toBeTruthy();
    await expect(preSignUp(event('tenderPoster'))).resolves.toBeTruthy();
  });

  it('refuses admin, unknown and missing roles', async () => {
    for (const role of ['admin', 'superuser', undefined]) await expect(preSignUp(event(role))).rejects.toThrow(REGISTRATION_REFUSED);
  });

  it('refuses an admin role sent through an external identity provider too', async () => {
    const external = { ...event('admin'), triggerSource: 'PreSignUp_ExternalProvider' } as PreSignUpTriggerEvent;
    await expect(preSignUp(external)).rejects.toThrow(REGISTRATION_REFUSED);
  });

  it('refuses names with bidi controls, zero-width or other invisible characters, as the registration form does', async () => {
    for (const attributes of [
      { ...names, given_name: 'Ger\u202Ed' },
      { ...names, family_name: 'Geo\u200B' },
      { ...names, 'custom:company': 'Maa\u2066mõõt OÜ' },
      { ...names, 'custom:company': '\u200FGeo' },
    ]) {
      await expect(preSignUp(event('geodesist', attributes)), JSON.stringify(attributes)).rejects.toThrow(UNSEEN_CHARACTERS_MESSAGE);
    }
  });

  it("refuses a sign-up without the form's required names, and lets a readable company through", async () => {
    await expect(preSignUp(event('tenderPoster', { family_name: 'Geo' }))).rejects.toThrow(messages.firstNameRequired);
    await expect(preSignUp(event('tenderPoster', { given_name: 'Gerd', family_name: ' ' }))).rejects.toThrow(messages.lastNameRequired);
    await expect(preSignUp(event('tenderPoster', { ...names, 'custom:company': 'Maamõõt OÜ' }))).resolves.toBeTruthy();
  });

  it('lets an administrator create a user with AdminCreateUser (not a self-registration)', async () => {
    const adminCreated = { ...event('admin'), triggerSource: 'PreSignUp_AdminCreateUser' } as PreSignUpTriggerEvent;
    await expect(preSignUp(adminCreated)).resolves.toBe(adminCreated);
  });
});

describe('PostConfirmation', () => {
  const event = (triggerSource: string, role = 'geodesist') =>
    ({
      ...base,
      triggerSource,
      request: { userAttributes: { sub: ids.geodesist, email: 'geo@example.com', given_name: 'Gauss', family_name: 'Carl', 'custom:role': role, 'custom:company': ' ', 'custom:phone': '+49 2' } },
      response: {},
    }) as unknown as PostConfirmationTriggerEvent;

  it('adds the user to their group and creates a pending profile with its user_registered event, whose listener tells the admins', async () => {
    cognito.on(AdminAddUserToGroupCommand).resolves({});
    ddb.on(TransactWriteCommand).resolves({});
    const e = event('PostConfirmation_ConfirmSignUp');
    await expect(postConfirmation(e)).resolves.toBe(e);

    expect(cognito.commandCalls(AdminAddUserToGroupCommand)[0]!.args[0].input).toEqual({ UserPoolId: 'eu-central-1_pool', Username: ids.geodesist, GroupName: 'geodesist' });
    const put = ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems![0]!.Put!;
    expect(put.Item).toMatchObject({ userId: ids.geodesist, role: 'geodesist', approvalStatus: 'pending', firstName: 'Gauss', phone: '+49 2' });
    expect(put.Item!.company).toBeUndefined();
    expect(put.ConditionExpression).toContain('attribute_not_exists');
    // The registration's event goes with the profile, in the same transaction (outbox); the trigger queues no
    // e-mail itself (the listener e-mails the admins, once per event: notification-worker.test.ts).
    expect(sqs.calls()).toHaveLength(0);
    const outbox = ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems![1]!.Put!.Item!;
    expect(JSON.parse(outbox.body as string)).toMatchObject({ type: 'user_registered', eventId: `user_registered:${ids.geodesist}` });
  });

  it('approves a tender poster at once', async () => {
    cognito.on(AdminAddUserToGroupCommand).resolves({});
    ddb.on(TransactWriteCommand).resolves({});
    ddb.on(QueryCommand).resolves({ Items: [] });
    await postConfirmation(event('PostConfirmation_ConfirmSignUp', 'tenderPoster'));
    expect(ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems![0]!.Put!.Item).toMatchObject({ approvalStatus: 'approved' });
  });

  it('is safe to retry: an existing profile is kept and the admins are not e-mailed twice', async () => {
    const existing = profile({ userId: ids.geodesist, role: 'geodesist', approvalStatus: 'approved' });
    cognito.on(AdminAddUserToGroupCommand).resolves({});
    ddb.on(TransactWriteCommand).rejects(Object.assign(new Error('Transaction cancelled [ConditionalCheckFailed, None]'), { name: 'TransactionCanceledException' }));
    ddb.on(GetCommand).resolves({ Item: profileItem(existing) });
    const e = event('PostConfirmation_ConfirmSignUp');
    await expect(postConfirmation(e)).resolves.toBe(e);
    expect(cognito.commandCalls(AdminAddUserToGroupCommand)).toHaveLength(1);
    expect(ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems![0]!.Put!.ConditionExpression).toContain('attribute_not_exists');
    expect(ddb.commandCalls(GetCommand)).toHaveLength(1); // reads the stored profile (dynamodb:GetItem)
    expect(sqs.commandCalls(SendMessageCommand)).toHaveLength(0);
  });

  it('does nothing after a forgotten-password confirmation', async () => {
    await postConfirmation(event('PostConfirmation_ConfirmForgotPassword'));
    expect(cognito.calls()).toHaveLength(0);
    expect(ddb.calls()).toHaveLength(0);
  });
});

describe('CustomMessage', () => {
  const event = (triggerSource: string) =>
    ({ ...base, triggerSource, request: { codeParameter: '{####}', userAttributes: { email: 'a+b@example.com' } }, response: {} }) as unknown as CustomMessageTriggerEvent;

  it('sends a confirmation link to the site’s login page with the code and e-mail', async () => {
    const out = await customMessage(event('CustomMessage_SignUp'));
    expect(out.response.emailSubject).toBe('Confirm your GeoTender account');
    expect(out.response.emailMessage).toContain('https://geotender.example/login?confirm={####}&amp;email=a%2Bb%40example.com');
    expect(out.response.emailMessage).toContain('<strong>{####}</strong>');
  });

  it('sends the same confirmation link when the code is sent again', async () => {
    const out = await customMessage(event('CustomMessage_ResendCode'));
    expect(out.response.emailMessage).toContain('https://geotender.example/login?confirm={####}&amp;email=a%2Bb%40example.com');
  });

  it('leaves other messages to Cognito', async () => {
    const out = await customMessage(event('CustomMessage_UpdateUserAttribute'));
    expect(out.response).toEqual({});
  });

  it('sends a reset link to the site’s reset page', async () => {
    const out = await customMessage(event('CustomMessage_ForgotPassword'));
    expect(out.response.emailSubject).toBe('Reset your GeoTender password');
    expect(out.response.emailMessage).toContain('https://geotender.example/reset-password?access_token={####}&amp;email=a%2Bb%40example.com');
  });
});

describe('e-mail worker', () => {
  beforeEach(() => {
    idempotencyTable.reset();
    idempotencyTable.on(PutItemCommand).resolves({});
    idempotencyTable.on(UpdateItemCommand).resolves({});
    idempotencyTable.on(DeleteItemCommand).resolves({});
  });

  const record = (messageId: string, body: string) => ({
    messageId,
    body,
    receiptHandle: 'r',
    attributes: {},
    messageAttributes: {},
    md5OfBody: '',
    eventSource: 'aws:sqs',
    eventSourceARN: 'arn:aws:sqs:eu-central-1:1:email',
    awsRegion: 'eu-central-1',
  });
  const mail = (to: string) => JSON.stringify({ to: [to], subject: 'Hi', text: 'Hello' });

  it('reports only the message SES refused as a batch item failure, and drops an invalid body', async () => {
    ses.on(SendEmailCommand).resolves({ MessageId: 'x' });
    ses.on(SendEmailCommand, { Destination: { ToAddresses: ['bad@example.com'] } }).rejects(new Error('throttled'));
    const event = { Records: [record('1', mail('ok@example.com')), record('2', mail('bad@example.com')), record('3', 'not json')] } as SQSEvent;
    const res = await emailWorker(event, context as Context);
    expect(res.batchItemFailures).toEqual([{ itemIdentifier: '2' }]);
    // The failed one comes back after 1 s (first receive), the sent one is recorded as done.
    expect(sqs.commandCalls(ChangeMessageVisibilityCommand).map((c) => c.args[0].input.VisibilityTimeout)).toEqual([1]);
    expect(idempotencyTable.commandCalls(UpdateItemCommand).length).toBeGreaterThanOrEqual(1);
    const sent = ses.commandCalls(SendEmailCommand).map((c) => c.args[0].input);
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatchObject({ FromEmailAddress: 'notifications@geotender.example', Content: { Simple: { Subject: { Data: 'Hi' } } } });
  });

  it('sends one message of a batch at a time, so the pacing to SES’s rate holds within a batch', async () => {
    const probe = concurrencyProbe({ MessageId: 'x' }, 5);
    ses.on(SendEmailCommand).callsFake(probe.call);
    const event = { Records: ['a', 'b', 'c', 'd'].map((n) => record(n, mail(`${n}@example.com`))) } as SQSEvent;
    const res = await emailWorker(event, context as Context);
    expect(res.batchItemFailures).toEqual([]);
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(4);
    expect(probe.most()).toBe(1);
  });

  it('drops a message without a subject (a retry cannot fix it) and sends the HTML part when present', async () => {
    ses.on(SendEmailCommand).resolves({ MessageId: 'x' });
    const event = {
      Records: [record('1', JSON.stringify({ to: ['a@example.com'], text: 'no subject' })), record('2', JSON.stringify({ to: ['b@example.com'], subject: 'S', text: 'T', html: '<p>T</p>' }))],
    } as SQSEvent;
    const res = await emailWorker(event, context as Context);
    expect(res.batchItemFailures).toEqual([]);
    const sent = ses.commandCalls(SendEmailCommand).map((c) => c.args[0].input);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.Content!.Simple!.Body).toEqual({ Text: { Data: 'T', Charset: 'UTF-8' }, Html: { Data: '<p>T</p>', Charset: 'UTF-8' } });
  });
});

describe('WebSocket', () => {
  const wsEvent = (token?: string) => ({ requestContext: { connectionId: 'L0SM9cOFvHcCIhw=', requestId: 'r' }, queryStringParameters: token ? { token } : undefined }) as never;

  it('refuses $connect without a token or with a bad one (401), storing nothing', async () => {
    expect(await connect(wsEvent())).toMatchObject({ statusCode: 401 });
    expect(await connect(wsEvent('not.a.jwt'))).toMatchObject({ statusCode: 401 });
    expect(ddb.calls()).toHaveLength(0);
  });

  it('deletes the connection on $disconnect, keyed by its case-sensitive id', async () => {
    ddb.on(DeleteCommand).resolves({});
    await disconnect(wsEvent());
    expect(ddb.commandCalls(DeleteCommand)[0]!.args[0].input.Key!.pk).toContain('L0SM9cOFvHcCIhw=');
  });
});

describe('e-mail retry delays', () => {
  it('waits 1 s, 2 s and 4 s before the retries, and 0 after the last receive', async () => {
    const { retryDelaySeconds } = await import('../../lambdas/features/notifications/workers/email-worker');
    expect([1, 2, 3, 4].map(retryDelaySeconds)).toEqual([1, 2, 4, 0]);
  });
});
