import './env';
import { GetAccountCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { handler as emailHealth } from '../../lambdas/features/admin/handlers/admin-email-health';
import { handler as emailTest } from '../../lambdas/features/admin/handlers/admin-email-test';
import { handler as notificationTest } from '../../lambdas/features/admin/handlers/admin-notification-test';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { call, callers, ddb, httpEvent, ids, profile, resetMocks, sqs, storeProfiles } from './support';

const ses = mockClient(SESv2Client);
const eventsQueue = 'https://sqs.eu-central-1.amazonaws.com/123456789012/events';
const forbiddenRole = 'Your role may not use this function';
const queued = () => sqs.commandCalls(SendMessageCommand).map((c) => ({ queueUrl: c.args[0].input.QueueUrl, ...JSON.parse(c.args[0].input.MessageBody!) }));

beforeEach(() => {
  resetMocks();
  ses.reset();
  delete process.env.MAILBOX_HEALTH_URL;
  sqs.on(SendMessageCommand).resolves({ MessageId: 'm-1' });
  storeProfiles(profile({ userId: ids.admin, role: 'admin', email: 'alma.admin@example.com' }), profile({ userId: ids.poster, role: 'tenderPoster' }));
});
afterEach(() => {
  delete process.env.EVENTS_QUEUE_URL;
});

describe('GET /admin/email/health', () => {
  const health = (caller = callers.admin) => call(emailHealth, httpEvent({ caller }));

  it('answers online from the SES account, saying whether it is still in the sandbox', async () => {
    ses.on(GetAccountCommand).resolves({ SendingEnabled: true, ProductionAccessEnabled: true });
    expect(await health()).toEqual({ status: 200, body: { online: true, detail: 'SES is sending' } });
    ses.on(GetAccountCommand).resolves({ SendingEnabled: true, ProductionAccessEnabled: false });
    expect(await health()).toEqual({ status: 200, body: { online: true, detail: 'SES is sending in the sandbox: only verified addresses receive mail' } });
    expect(ses.commandCalls(GetAccountCommand)).toHaveLength(2);
  });

  it('answers 503 with the reason when sending is paused', async () => {
    ses.on(GetAccountCommand).resolves({ SendingEnabled: false });
    expect(await health()).toEqual({ status: 503, body: { message: 'E-mail is offline: Sending is paused for this SES account' } });
  });

  it('refuses a poster with 403 without asking SES', async () => {
    expect(await health(callers.poster)).toEqual({ status: 403, body: { message: forbiddenRole } });
    expect(ses.calls()).toHaveLength(0);
  });
});

describe('POST /admin/email/test', () => {
  const send = (body: unknown, caller = callers.admin) => call(emailTest, httpEvent({ caller, body }));

  it('queues one test e-mail to the address, naming the admin who sent it', async () => {
    const res = await send({ to: ' someone@example.com ' });
    expect(res).toEqual({ status: 200, body: { queued: true, to: 'someone@example.com' } });
    const mails = queued();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ queueUrl: 'https://sqs.eu-central-1.amazonaws.com/123456789012/email', to: ['someone@example.com'], subject: 'GeoTender test e-mail' });
    expect(mails[0]!.text).toContain('by alma.admin@example.com');
  });

  it('answers 400 for an address that is not one, and queues nothing', async () => {
    const res = await send({ to: 'not-an-address' });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.to).toEqual(['Invalid email format']);
    expect(sqs.commandCalls(SendMessageCommand)).toHaveLength(0);
  });

  it('refuses a poster with 403 and queues nothing', async () => {
    expect(await send({ to: 'someone@example.com' }, callers.poster)).toEqual({ status: 403, body: { message: forbiddenRole } });
    expect(sqs.commandCalls(SendMessageCommand)).toHaveLength(0);
  });
});

describe('POST /admin/notifications/test', () => {
  it('records a system_test event for the calling admin in the outbox (the relay carries it to the events queue)', async () => {
    process.env.EVENTS_QUEUE_URL = eventsQueue;
    const res = await call(notificationTest, httpEvent({ caller: callers.admin }));
    expect(res).toEqual({ status: 200, body: { recorded: true } });
    const outbox = ddb
      .commandCalls(PutCommand)
      .map((c) => c.args[0].input.Item!)
      .filter((i) => i.__edb_e__ === 'outbox');
    expect(outbox.map((i) => JSON.parse(i.body as string))).toEqual([{ type: 'system_test', userId: ids.admin, eventId: expect.stringMatching(/^system_test:/), at: expect.any(String) }]);
    expect(queued()).toEqual([]);
  });

  it('fails, instead of answering 200, when the event cannot be stored', async () => {
    ddb.on(PutCommand).rejects(Object.assign(new Error('Internal server error'), { name: 'InternalServerError', $fault: 'server' }));
    const res = await call(notificationTest, httpEvent({ caller: callers.admin }));
    expect(res.status).toBeGreaterThanOrEqual(500);
  });

  it('refuses a poster with 403 and records nothing', async () => {
    process.env.EVENTS_QUEUE_URL = eventsQueue;
    expect(await call(notificationTest, httpEvent({ caller: callers.poster }))).toEqual({ status: 403, body: { message: forbiddenRole } });
    expect(sqs.commandCalls(SendMessageCommand)).toHaveLength(0);
  });
});
