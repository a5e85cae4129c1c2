import './env';
import {
  ChangeMessageVisibilityBatchCommand,
  DeleteMessageBatchCommand,
  GetQueueAttributesCommand,
  ListMessageMoveTasksCommand,
  ReceiveMessageCommand,
  SendMessageBatchCommand,
  StartMessageMoveTaskCommand,
} from '@aws-sdk/client-sqs';
import { BatchGetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { SQSServiceException } from '@aws-sdk/client-sqs';
import { beforeEach, describe, expect, it } from 'vitest';
import { handler as list } from '../../lambdas/features/admin/handlers/admin-dead-letters-list';
import { handler as retry } from '../../lambdas/features/admin/handlers/admin-dead-letters-retry';
import { errorText, recordQueueFailure } from '../../lambdas/queues/failures';
import { kindOf } from '../../lambdas/kernel/dead-letters';
import { call, callers, ddb, expectRouteResponse, httpEvent, ids, profile, resetMocks, sqs, storeProfiles } from './support';

const base = 'https://sqs.eu-central-1.amazonaws.com/123456789012';
const QUEUES = { email: { url: `${base}/email-dlq`, sourceUrl: `${base}/email` }, events: { url: `${base}/events-dlq`, sourceUrl: `${base}/events` } };
const arnOf = (url: string) => `arn:aws:sqs:eu-central-1:123456789012:${url.split('/').at(-1)}`;
const SENT = Date.parse('2026-11-20T08:00:00Z');

const unknownAction = () => new SQSServiceException({ name: 'InvalidAction', $fault: 'client', $metadata: {}, message: 'The action is not valid' });

/** SQS answers: queue ARNs and counts, and the given messages in the e-mail DLQ (one page). */
function queuesHolding(emailMessages: { id: string; body: string; sentMs: number }[], eventsCount = 0) {
  sqs.on(GetQueueAttributesCommand).callsFake((input: { QueueUrl: string; AttributeNames: string[] }) => {
    if (input.AttributeNames.includes('QueueArn')) return { Attributes: { QueueArn: arnOf(input.QueueUrl) } };
    const count = input.QueueUrl === QUEUES.email.url ? emailMessages.length : eventsCount;
    return { Attributes: { ApproximateNumberOfMessages: String(count), ApproximateNumberOfMessagesNotVisible: '0' } };
  });
  sqs
    .on(ReceiveMessageCommand, { QueueUrl: QUEUES.email.url })
    .resolvesOnce({
      Messages: emailMessages.map((m) => ({ MessageId: m.id, ReceiptHandle: `h-${m.id}`, Body: m.body, Attributes: { SentTimestamp: String(m.sentMs), ApproximateReceiveCount: '5' } })),
    })
    .resolves({ Messages: [] });
  sqs.on(ReceiveMessageCommand, { QueueUrl: QUEUES.events.url }).resolves({ Messages: [] });
  sqs.on(ChangeMessageVisibilityBatchCommand).resolves({ Successful: [] });
  sqs.on(ListMessageMoveTasksCommand).resolves({ Results: [] });
}

beforeEach(() => {
  resetMocks();
  process.env.DEAD_LETTER_QUEUES = JSON.stringify(QUEUES);
  storeProfiles(profile({ userId: ids.admin, role: 'admin' }), profile({ userId: ids.poster, role: 'tenderPoster' }));
});

describe('GET /admin/dead-letters', () => {
  it('lists each queue by kind with count, oldest send and first error, and no address, subject or text of a message', async () => {
    const mail = (dedupeKey: string | undefined) =>
      JSON.stringify({ to: ['private.person@example.com'], subject: 'Secret tender title', text: 'Dear Mari Maasikas', ...(dedupeKey ? { dedupeKey } : {}) });
    queuesHolding([
      { id: 'm2', body: mail('evt-1:bid_received:u-2'), sentMs: SENT + 60_000 },
      { id: 'm1', body: mail('evt-1:bid_received:u-1'), sentMs: SENT },
      { id: 'm3', body: mail(undefined), sentMs: SENT + 120_000 },
    ]);
    ddb.on(BatchGetCommand).resolves({
      Responses: { 'geotender-test': [{ pk: 'queue-failure#m2', sk: 'first', queue: 'email', firstError: 'MessageRejected: Address blacklisted', firstFailedAtMs: SENT + 61_000, failures: 4 }] },
    });

    const res = await call(list, httpEvent({ caller: callers.admin }));
    expect(res.status).toBe(200);
    expectRouteResponse('admin-dead-letters-list', res.body);
    expect(res.body).toEqual({
      queues: [
        {
          name: 'email',
          count: 3,
          listed: 3,
          moving: false,
          kinds: [
            { kind: 'e-mail: bid_received', count: 2, oldestSentAt: '2026-11-20T08:00:00.000Z', firstError: 'MessageRejected: Address blacklisted', firstFailedAt: '2026-11-20T08:01:01.000Z' },
            { kind: 'e-mail', count: 1, oldestSentAt: '2026-11-20T08:02:00.000Z', firstError: null, firstFailedAt: null },
          ],
        },
        { name: 'events', count: 0, listed: 0, moving: false, kinds: [] },
      ],
    });
    expect(JSON.stringify(res.body)).not.toMatch(/private\.person|Secret tender|Maasikas/);
    // Read messages are shown again at once, so a retry right after moves them.
    const shownAgain = sqs.commandCalls(ChangeMessageVisibilityBatchCommand).flatMap((c) => c.args[0].input.Entries!);
    expect(shownAgain.map((e) => [e.ReceiptHandle, e.VisibilityTimeout])).toEqual([
      ['h-m2', 0],
      ['h-m1', 0],
      ['h-m3', 0],
    ]);
  });

  it('says a queue is moving while a move task runs', async () => {
    queuesHolding([]);
    sqs.on(ListMessageMoveTasksCommand, { SourceArn: arnOf(QUEUES.events.url) }).resolves({ Results: [{ Status: 'RUNNING' }] });
    const res = await call(list, httpEvent({ caller: callers.admin }));
    expect((res.body as { queues: { moving: boolean }[] }).queues.map((q) => q.moving)).toEqual([false, true]);
  });

  it('refuses a poster with 403 without reading any queue', async () => {
    const res = await call(list, httpEvent({ caller: callers.poster }));
    expect(res.status).toBe(403);
    expect(sqs.calls()).toHaveLength(0);
  });
});

describe('POST /admin/dead-letters/retry', () => {
  it('starts SQS’s message move task from the dead-letter queue (back to each message’s own queue)', async () => {
    queuesHolding([]);
    sqs.on(StartMessageMoveTaskCommand).resolves({ TaskHandle: 't-1' });
    const res = await call(retry, httpEvent({ caller: callers.admin, body: { queue: 'events' } }));
    expect(res).toEqual({ status: 200, body: { queue: 'events', moved: null } });
    expect(sqs.commandCalls(StartMessageMoveTaskCommand).map((c) => c.args[0].input)).toEqual([{ SourceArn: arnOf(QUEUES.events.url) }]);
    expect(sqs.commandCalls(SendMessageBatchCommand)).toHaveLength(0);
  });

  it('moves the messages itself where the service has no move tasks: sent to the work queue with their attributes, then deleted', async () => {
    queuesHolding([]);
    sqs.on(ListMessageMoveTasksCommand).rejects(unknownAction());
    sqs.on(StartMessageMoveTaskCommand).rejects(unknownAction());
    sqs
      .on(ReceiveMessageCommand, { QueueUrl: QUEUES.email.url })
      .resolvesOnce({
        Messages: [
          { MessageId: 'a', ReceiptHandle: 'ha', Body: '{"x":1}', MessageAttributes: { k: { DataType: 'String', StringValue: 'v' } } },
          { MessageId: 'b', ReceiptHandle: 'hb', Body: '{"x":2}' },
        ],
      })
      .resolves({ Messages: [] });
    sqs.on(SendMessageBatchCommand).resolves({
      Successful: [
        { Id: '0', MessageId: 'n0', MD5OfMessageBody: '' },
        { Id: '1', MessageId: 'n1', MD5OfMessageBody: '' },
      ],
    });
    sqs.on(DeleteMessageBatchCommand).resolves({ Successful: [] });

    const res = await call(retry, httpEvent({ caller: callers.admin, body: { queue: 'email' } }));
    expect(res).toEqual({ status: 200, body: { queue: 'email', moved: 2 } });
    const sent = sqs.commandCalls(SendMessageBatchCommand)[0]!.args[0].input;
    expect(sent.QueueUrl).toBe(QUEUES.email.sourceUrl);
    expect(sent.Entries).toEqual([
      { Id: '0', MessageBody: '{"x":1}', MessageAttributes: { k: { DataType: 'String', StringValue: 'v' } } },
      { Id: '1', MessageBody: '{"x":2}' },
    ]);
    expect(sqs.commandCalls(DeleteMessageBatchCommand)[0]!.args[0].input).toEqual({
      QueueUrl: QUEUES.email.url,
      Entries: [
        { Id: '0', ReceiptHandle: 'ha' },
        { Id: '1', ReceiptHandle: 'hb' },
      ],
    });
  });

  it('deletes from the dead-letter queue only what reached the work queue, and says so', async () => {
    queuesHolding([]);
    sqs.on(ListMessageMoveTasksCommand).rejects(unknownAction());
    sqs.on(StartMessageMoveTaskCommand).rejects(unknownAction());
    sqs.on(ReceiveMessageCommand, { QueueUrl: QUEUES.email.url }).resolvesOnce({
      Messages: [
        { MessageId: 'a', ReceiptHandle: 'ha', Body: '1' },
        { MessageId: 'b', ReceiptHandle: 'hb', Body: '2' },
      ],
    });
    sqs.on(SendMessageBatchCommand).resolves({ Successful: [{ Id: '1', MessageId: 'n1', MD5OfMessageBody: '' }], Failed: [{ Id: '0', Code: 'x', SenderFault: false }] });
    sqs.on(DeleteMessageBatchCommand).resolves({ Successful: [] });
    const res = await call(retry, httpEvent({ caller: callers.admin, body: { queue: 'email' } }));
    expect(res.status).toBe(500);
    expect(sqs.commandCalls(DeleteMessageBatchCommand)[0]!.args[0].input.Entries).toEqual([{ Id: '1', ReceiptHandle: 'hb' }]);
  });

  it('answers 409 while a retry of the queue is still moving, without starting another', async () => {
    queuesHolding([]);
    sqs.on(ListMessageMoveTasksCommand).resolves({ Results: [{ Status: 'RUNNING' }] });
    const res = await call(retry, httpEvent({ caller: callers.admin, body: { queue: 'email' } }));
    expect(res).toEqual({ status: 409, body: { message: 'A retry of this queue is still moving messages; wait for it to finish' } });
    expect(sqs.commandCalls(StartMessageMoveTaskCommand)).toHaveLength(0);
  });

  it('refuses a malformed queue name with 400, an unknown one with 404 and a poster with 403', async () => {
    expect((await call(retry, httpEvent({ caller: callers.admin, body: { queue: 'Email!' } }))).status).toBe(400);
    expect(await call(retry, httpEvent({ caller: callers.admin, body: { queue: 'other' } }))).toEqual({ status: 404, body: { message: 'This installation has no such dead-letter queue' } });
    expect((await call(retry, httpEvent({ caller: callers.poster, body: { queue: 'email' } }))).status).toBe(403);
    expect(sqs.calls()).toHaveLength(0);
  });
});

describe('what of a message and its failure is kept', () => {
  it('names the kind of an event, of a notification e-mail, of another e-mail and of a data export, and nothing else', () => {
    expect(kindOf('{"type":"bid_received","title":"x"}')).toBe('bid_received');
    expect(kindOf('{"type":"Robert\'); DROP"}')).toBe('unknown');
    expect(kindOf('{"to":["a@b.c"],"dedupeKey":"e:tender_posted:u"}')).toBe('e-mail: tender_posted');
    expect(kindOf('{"to":["a@b.c"],"dedupeKey":"a@b.c"}')).toBe('e-mail');
    expect(kindOf('{"exportId":"e1","userId":"u1"}')).toBe('data export');
    expect(kindOf('not json')).toBe('unknown');
  });

  it('keeps an error’s name and message with every address blanked, cut to 200 characters', () => {
    expect(errorText(Object.assign(new Error('Email address is not verified: mari.maasikas@example.com, x@y.ee'), { name: 'MessageRejected' }))).toBe(
      'MessageRejected: Email address is not verified: <address>, <address>',
    );
    expect(errorText(new Error('x'.repeat(500)))).toHaveLength(200);
  });

  it('records the first error once and counts the later ones, with a 15-day expiry', async () => {
    ddb.on(UpdateCommand).resolves({});
    await recordQueueFailure('email', 'm-1', new Error('boom'), SENT);
    const input = ddb.commandCalls(UpdateCommand)[0]!.args[0].input;
    expect(input.Key).toEqual({ pk: 'queue-failure#m-1', sk: 'first' });
    expect(input.UpdateExpression).toContain('firstError = if_not_exists(firstError, :error)');
    expect(input.ExpressionAttributeValues).toMatchObject({ ':error': 'Error: boom', ':ttl': SENT / 1000 + 15 * 86_400, ':one': 1 });
  });
});
