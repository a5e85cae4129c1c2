/**
 * The listeners of procurement's events (lambdas/features/notifications/procurement-listeners.ts), each fed its
 * emitter's own example (lambdas/features/procurement/events.ts) as the outbox relay sends it: the poster hears of a
 * question (the asker unnamed), every geodesist who bid on or asked about the tender hears of an answer and of a
 * deadline moved, in the app and by e-mail per their preferences, and a repeat of the event notifies nobody again.
 */
import './env';
import { ApiGatewayManagementApiClient, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { SendMessageBatchCommand } from '@aws-sdk/client-sqs';
import { BatchGetCommand, GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventType } from '../../lambdas/kernel/events';
import { outboxItem } from '../../lambdas/table/outbox';
import { itemOf } from '../../lambdas/table/item-codec';
import { bidModel } from '../../lambdas/features/tenders/data/bid-models';
import { tenderQuestionModel } from '../../lambdas/features/procurement/data/question-models';
import { deadlineMoved, questionAnswered, questionAsked } from '../../lambdas/features/procurement/events';
import { deadlineText } from '../../lambdas/features/notifications/procurement-listeners';
import { handler } from '../../lambdas/features/notifications/workers/notification-worker';
import type { Profile } from '../../lambdas/features/account/domain/dto';
import { useTable } from '../../lambdas/table/entities';
import { notificationPreferencesModel } from '../../lambdas/features/notifications/data/notification-models';
import { context, ddb, profile, profileItem, resetMocks, sqs } from './support';

const ws = mockClient(ApiGatewayManagementApiClient);
const EMAIL_QUEUE = 'https://sqs.eu-central-1.amazonaws.com/123456789012/email';
const AT = '2026-03-01T10:00:00.000Z';
const T = questionAsked.example.title;
const tenderId = questionAsked.example.tenderId;

const poster = profile({ userId: questionAsked.example.creatorId, role: 'tenderPoster', email: 'poster@example.com' });
const bidder = profile({ userId: '3f9b2d4e-8a1c-4e7f-b5d6-0c2e9a8f1b73', role: 'geodesist', email: 'bidder@example.com' });
const asker = profile({ userId: '9c6e2f1a-7b4d-4e8c-8a3f-5d1b0e7c9a28', role: 'geodesist', email: 'asker@example.com' });
const stranger = profile({ userId: '1b2c3d4e-5f60-4718-8a9b-0c1d2e3f4a5b', role: 'geodesist', email: 'stranger@example.com' });

let records: Record<string, unknown>[];
let preferences: Record<string, unknown>[];

beforeEach(() => {
  resetMocks();
  ws.reset();
  useTable();
  records = [];
  preferences = [];
  const profiles = [poster, bidder, asker, stranger].map(profileItem);
  const keyed = (key: { pk: string; sk: string }) => [...profiles, ...preferences, ...records].find((i) => i.pk === key.pk && i.sk === key.sk);
  ddb.on(GetCommand).callsFake((input: { Key: { pk: string; sk: string } }) => ({ Item: keyed(input.Key) }));
  // The tender's partition: its bid (the bidder; the asker also bid) and its questions (the asker, twice).
  const bid = (bidderId: string) => itemOf(bidModel, { tenderId, bidderId, bidId: `b-${bidderId}`, amountCents: 100, status: 'Pending', createdAt: AT, updatedAt: AT });
  const question = (n: number) =>
    itemOf(tenderQuestionModel, {
      tenderId,
      questionId: `00177235920000${n}-5a2c7e91-4d3b-4f8a-a6e0-1b9d3c7f2e54`,
      askedAt: AT,
      text: 'Q?',
      askerId: asker.userId,
      questionDeadline: AT,
      createdAt: AT,
    });
  ddb.on(QueryCommand).callsFake((input: { IndexName?: string; ExpressionAttributeValues: Record<string, string> }) => {
    if (input.IndexName) return { Items: [] };
    const sk = input.ExpressionAttributeValues[':sk1'] ?? '';
    if (sk.startsWith('$tenderquestions')) return { Items: [question(1), question(2)] };
    return { Items: [bid(bidder.userId), bid(asker.userId)] };
  });
  ddb.on(BatchGetCommand).callsFake((input: { RequestItems: Record<string, { Keys: { pk: string; sk: string }[] }> }) => ({
    Responses: Object.fromEntries(Object.entries(input.RequestItems).map(([table, r]) => [table, r.Keys.flatMap((k) => [keyed(k)].filter(Boolean))])),
    UnprocessedKeys: {},
  }));
  ddb.on(TransactWriteCommand).callsFake((input: { TransactItems: { Put: { Item: Record<string, unknown> } }[] }) => {
    records.push(...input.TransactItems.map((t) => t.Put.Item));
    return {};
  });
  sqs.on(SendMessageBatchCommand).resolves({ Successful: [] });
  ws.on(PostToConnectionCommand).resolves({});
});
afterEach(() => vi.restoreAllMocks());

async function deliver(body: string): Promise<void> {
  const record = {
    messageId: 'm-1',
    receiptHandle: 'r',
    body,
    attributes: { ApproximateReceiveCount: '1', SentTimestamp: String(Date.parse(AT)) },
    messageAttributes: {},
    md5OfBody: '',
    eventSource: 'aws:sqs',
    eventSourceARN: 'arn:aws:sqs:eu-central-1:1:events',
    awsRegion: 'eu-central-1',
  };
  expect((await handler({ Records: [record] } as never, context)).batchItemFailures).toEqual([]);
}
const bodyOf = (event: AnyEventType) => outboxItem(event, event.example, AT).Put!.Item!.body as string;
const written = () => records.filter((i) => i.__edb_e__ === 'notification').map((i) => [i.userId, i.type, i.message]);
const mails = () =>
  sqs
    .commandCalls(SendMessageBatchCommand)
    .filter((c) => c.args[0].input.QueueUrl === EMAIL_QUEUE)
    .flatMap((c) => c.args[0].input.Entries!.map((e) => JSON.parse(e.MessageBody!) as { to: string[]; subject: string; text: string }));

describe('procurement’s listeners, fed their emitter’s examples', () => {
  it('question_asked: the poster, in the app and by e-mail, without the asker’s name', async () => {
    await deliver(bodyOf(questionAsked));
    expect(written()).toEqual([[poster.userId, 'question_asked', `A question was asked about your tender "${T}"`]]);
    expect(mails().map((m) => [m.to, m.subject])).toEqual([[[poster.email], `New Question "${T}" — GeoTender`]]);
    for (const m of mails()) expect(m.text).not.toContain(asker.email);
  });

  it('question_answered: every geodesist who bid or asked, once each, and nobody else', async () => {
    await deliver(bodyOf(questionAnswered));
    expect(written().sort()).toEqual(
      [
        [bidder.userId, 'question_answered', `A question about "${T}" has been answered`],
        [asker.userId, 'question_answered', `A question about "${T}" has been answered`],
      ].sort(),
    );
    expect(
      mails()
        .map((m) => m.to[0])
        .sort(),
    ).toEqual([asker.email, bidder.email].sort());
  });

  it('question_answered: follows the recipient’s preference (in the app only: no e-mail)', async () => {
    preferences.push({ ...itemOfPreferences(bidder, { questions: 'in_app' }) });
    await deliver(bodyOf(questionAnswered));
    expect(mails().map((m) => m.to[0])).toEqual([asker.email]);
    expect(
      written()
        .map((w) => w[0])
        .sort(),
    ).toEqual([asker.userId, bidder.userId].sort());
  });

  it('deadline_moved: the bidders and askers, with the new deadline in Tallinn time', async () => {
    await deliver(bodyOf(deadlineMoved));
    const message = `The deadline of "${T}" moved to ${deadlineText(deadlineMoved.example.to)}: a question was unanswered at the question deadline`;
    expect(written().sort()).toEqual(
      [
        [bidder.userId, 'deadline_moved', message],
        [asker.userId, 'deadline_moved', message],
      ].sort(),
    );
    expect(message).toContain('12 March 2026 at 12:00');
  });

  it('a repeat of an event writes no second record', async () => {
    await deliver(bodyOf(questionAnswered));
    const first = written().length;
    await deliver(bodyOf(questionAnswered));
    expect(written().length).toBe(first);
  });
});

/** The stored preferences item of `p`. */
function itemOfPreferences(p: Profile, choices: Record<string, string>): Record<string, unknown> {
  return itemOf(notificationPreferencesModel, { userId: p.userId, ...choices });
}
