/**
 * The listeners of the messages' events (lambdas/features/notifications/message-listeners.ts): a post reaches the
 * recipients' open connections with their kept unread count, never as a notification record; a hide tells the author;
 * the unread e-mail goes only while the message is unread, the preference allows it and no e-mail of the thread
 * reached that person in the hour (the claim is a conditional write: a lost claim sends nothing).
 */
import './env';
import { SendMessageBatchCommand, SendMessageCommand } from '@aws-sdk/client-sqs';
import { BatchGetCommand, GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { itemOf } from '../../lambdas/table/item-codec';
import { useTable } from '../../lambdas/table/entities';
import { messageThreadModel } from '../../lambdas/features/messages/data/message-models';
import { notificationPreferencesModel } from '../../lambdas/features/notifications/data/notification-models';
import { messageHidden, messagePosted, messageUnread } from '../../lambdas/features/messages/events';
import type { ThreadItem } from '../../lambdas/features/messages/data/messages';
import { ddb, profile, profileItem, resetMocks, sqs } from './support';

const pushes = vi.hoisted(() => [] as unknown[][]);
vi.mock('../../lambdas/features/notifications/realtime', async (original) => ({
  ...(await original<object>()),
  pushToUser: async (...args: unknown[]) => {
    pushes.push(args);
    return 1;
  },
}));
const { emailUnread, pushPosted, tellHidden } = await import('../../lambdas/features/notifications/message-listeners');

const { tenderId, messageId } = messageUnread.example;
const recipient = profile({ userId: messageUnread.example.recipientId, role: 'tenderPoster', email: 'poster@example.com' });
const AT_MS = Date.parse('2026-03-01T10:10:00.000Z');
const origin = { eventId: 'message_unread:x', atMs: AT_MS };

function store(thread: Partial<ThreadItem> | undefined, opts: { preference?: string } = {}) {
  const items = [profileItem(recipient)];
  if (thread) items.push(itemOf(messageThreadModel, { tenderId, createdAt: '2026-03-01T10:00:00.000Z', ...thread }));
  if (opts.preference) items.push(itemOf(notificationPreferencesModel, { userId: recipient.userId, messages: opts.preference }));
  ddb.on(GetCommand).callsFake((input: { Key: { pk: string; sk: string } }) => ({ Item: items.find((i) => i.pk === input.Key.pk && i.sk === input.Key.sk) }));
}
const emails = () => sqs.commandCalls(SendMessageCommand).map((c) => JSON.parse(c.args[0].input.MessageBody!));

beforeEach(() => {
  resetMocks();
  useTable();
  pushes.length = 0;
  ddb.on(UpdateCommand).resolves({});
  sqs.on(SendMessageCommand).resolves({});
  sqs.on(SendMessageBatchCommand).resolves({ Successful: [] });
});

describe('message_posted', () => {
  it('pushes the message to each recipient with their kept unread count, and writes no notification', async () => {
    store({ lastMessageId: messageId, unreadContractor: 3 });
    await pushPosted(messagePosted.example);
    expect(pushes).toEqual([[messagePosted.example.recipients[0]!.userId, { type: 'message', tenderId, messageId, unread: 3 }]]);
    expect(ddb.commandCalls(TransactWriteCommand)).toEqual([]);
  });
});

describe('message_hidden', () => {
  it('tells the author; an erased author is nobody to tell', async () => {
    ddb.on(TransactWriteCommand).resolves({});
    ddb.on(BatchGetCommand).resolves({ Responses: {}, UnprocessedKeys: {} });
    const author = profile({ userId: messageHidden.example.authorId, role: 'geodesist', email: 'geo@example.com' });
    ddb.on(GetCommand).callsFake((input: { Key: { pk: string; sk: string } }) => ({ Item: [profileItem(author)].find((i) => i.pk === input.Key.pk && i.sk === input.Key.sk) }));
    await tellHidden(messageHidden.example, { eventId: 'message_hidden:x', atMs: AT_MS });
    const written = ddb.commandCalls(TransactWriteCommand).flatMap((c) => c.args[0].input.TransactItems!.map((t) => t.Put?.Item));
    expect(written).toEqual([expect.objectContaining({ userId: author.userId, type: 'message_hidden', message: expect.stringContaining(messageHidden.example.reason) })]);
    resetMocks();
    await tellHidden({ ...messageHidden.example, authorId: '' });
    expect(ddb.commandCalls(TransactWriteCommand)).toEqual([]);
  });
});

describe('message_unread (the timer fired)', () => {
  it('e-mails a recipient who still has not read the message, claiming the thread’s hour with a condition', async () => {
    store({ lastMessageId: messageId, unreadPoster: 2 });
    expect(await emailUnread(messageUnread.example, origin)).toBe(true);
    expect(emails()).toEqual([expect.objectContaining({ to: ['poster@example.com'], subject: expect.stringContaining('Unread Messages') })]);
    const claim = ddb.commandCalls(UpdateCommand)[0]!.args[0].input;
    expect(Object.values(claim.ExpressionAttributeNames!)).toContain('lastEmailPoster');
    expect(claim.ConditionExpression).toMatch(/attribute_not_exists.*<=/);
    // DynamoDB refuses redundant parentheses: the OR is parenthesised once, beside the existence check.
    expect(claim.ConditionExpression).not.toMatch(/\(\(/);
    expect(Object.values(claim.ExpressionAttributeValues!)).toContain(new Date(AT_MS - 60 * 60_000).toISOString());
  });

  it('sends nothing when the message was read meanwhile, the count is 0, or the preference is in-app only', async () => {
    store({ lastMessageId: messageId, unreadPoster: 0, lastReadPoster: messageId });
    expect(await emailUnread(messageUnread.example, origin)).toBe(false);
    resetMocks();
    store({ lastMessageId: messageId, unreadPoster: 1 }, { preference: 'in_app' });
    expect(await emailUnread(messageUnread.example, origin)).toBe(false);
    expect(emails()).toEqual([]);
  });

  it('sends nothing when another e-mail of this thread reached the person in the hour (the claim fails)', async () => {
    store({ lastMessageId: messageId, unreadPoster: 1 });
    ddb.on(UpdateCommand).rejects(Object.assign(new Error('no'), { name: 'ConditionalCheckFailedException' }));
    expect(await emailUnread(messageUnread.example, origin)).toBe(false);
    expect(emails()).toEqual([]);
  });
});
