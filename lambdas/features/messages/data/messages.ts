/**
 * Reads and writes of a tender's thread (message-models.ts; rules in domain/message-rules.ts). A post is ONE
 * transaction: the message, the thread's counts (+1 unread for each side it is not from), a check of the tender under
 * the rule `postable`, and `also` (the event's outbox item, the unread e-mail's timers), so none is stored without the
 * others. A hide is one transaction with its history entry and event. Counts are kept, never counted.
 */
import { historyItem, tenderModel } from '../../tenders/public';
import { whereAll } from '../../../table/conditions';
import { tableOf, transactWrite, type QueryPage, type TransactItem } from '../../../table/model-table';
import { MESSAGE_PAGE_SIZE, type MessageAuthor, type ThreadSide } from '../domain/messages';
import { hideable, postable, readUpTo } from '../domain/message-rules';
import { messageThreadModel, tenderMessageModel } from './message-models';

/** A message's stored file (its key never leaves the API). */
export interface MessageFileItem {
  fileId: string;
  filename: string;
  contentType: string;
  /** Bytes. */
  size: number;
  s3Key: string;
}

/** A message as stored. */
export interface MessageItem {
  tenderId: string;
  messageId: string;
  author: MessageAuthor;
  authorId: string;
  authorName: string;
  text?: string;
  files?: MessageFileItem[];
  postedAt: string;
  hiddenAt?: string;
  hiddenReason?: string;
  hiddenBy?: string;
  createdAt: string;
}

/** A thread's state as stored (absent until the first message). */
export interface ThreadItem {
  tenderId: string;
  lastMessageId?: string;
  messageCount?: number;
  unreadPoster?: number;
  unreadContractor?: number;
  lastReadPoster?: string;
  lastReadContractor?: string;
  lastEmailPoster?: string;
  lastEmailContractor?: string;
  createdAt: string;
}

const messages = tableOf<MessageItem>(tenderMessageModel);
const threads = tableOf<ThreadItem>(messageThreadModel);
const tenders = tableOf(tenderModel);

/** The attribute of a side's unread count, last read message and last e-mail. */
export const unreadField = (side: ThreadSide) => (side === 'poster' ? 'unreadPoster' : 'unreadContractor');
export const lastReadField = (side: ThreadSide) => (side === 'poster' ? 'lastReadPoster' : 'lastReadContractor');
export const lastEmailField = (side: ThreadSide) => (side === 'poster' ? 'lastEmailPoster' : 'lastEmailContractor');

/** The sides a message of `author` is unread for: the other side, or both for support. */
export function recipientsOf(author: MessageAuthor): ThreadSide[] {
  if (author === 'poster') return ['contractor'];
  if (author === 'contractor') return ['poster'];
  return ['poster', 'contractor'];
}

/**
 * Stores `message` in ONE transaction with the thread's counts (messageCount + 1, unread + 1 for each recipient side,
 * lastMessageId), a check of the tender under `postable(author, authorId)` and `also`. Throws
 * TransactionCanceledException when a condition fails (part 0: the message id taken, 2: the tender).
 */
export async function postMessage(message: MessageItem, also: readonly TransactItem[] = []): Promise<MessageItem> {
  const add: Record<string, number> = { messageCount: 1 };
  for (const side of recipientsOf(message.author)) add[unreadField(side)] = 1;
  await transactWrite([
    messages.putItem({ ...message }, { ifAbsent: true }),
    threads.updateItem({ tenderId: message.tenderId }, { set: { lastMessageId: message.messageId }, add }),
    tenders.checkItem({ tenderId: message.tenderId }, whereAll(postable(message.author, message.authorId))),
    ...also,
  ]);
  return message;
}

/** One page of a thread, newest first (MESSAGE_PAGE_SIZE), from `cursor` (older ones). One Query. */
export async function listMessages(tenderId: string, cursor?: string | null): Promise<QueryPage<MessageItem>> {
  return messages.query('byTender', { tenderId }, { order: 'desc', limit: MESSAGE_PAGE_SIZE, cursor: cursor ?? null });
}

/** A message by id, or undefined (GetItem). */
export async function getMessage(tenderId: string, messageId: string, opts: { consistent?: boolean } = {}): Promise<MessageItem | undefined> {
  return messages.get({ tenderId, messageId }, opts);
}

/** The thread's state, or undefined before the first message (GetItem). */
export async function getThread(tenderId: string, opts: { consistent?: boolean } = {}): Promise<ThreadItem | undefined> {
  return threads.get({ tenderId }, opts);
}

/**
 * `side` has read the thread up to `upTo`: when it is still the newest message (the rule `readUpTo`) the side's
 * unread count becomes 0 and its last read message `upTo`, in one conditional write; `also` (a timer's cancel) in
 * the same transaction. Throws TransactionCanceledException when a newer message came (nothing changes).
 */
export async function markRead(tenderId: string, side: ThreadSide, upTo: string, also: readonly TransactItem[] = []): Promise<void> {
  await transactWrite([threads.updateItem({ tenderId }, { set: { [unreadField(side)]: 0, [lastReadField(side)]: upTo }, where: whereAll(readUpTo(upTo)) }, { mustExist: true }), ...also]);
}

/**
 * An admin hides `message` with `reason`, in ONE transaction with the history entry (`message_hidden`) and `also`
 * (the event telling the author), under the rule `hideable`. Throws TransactionCanceledException when it is hidden already.
 */
export async function hideMessage(input: { message: MessageItem; adminId: string; reason: string; at: string; also: readonly TransactItem[] }): Promise<MessageItem> {
  const { message, at } = input;
  const set = { hiddenAt: at, hiddenReason: input.reason, hiddenBy: input.adminId };
  await transactWrite([
    messages.updateItem({ tenderId: message.tenderId, messageId: message.messageId }, { set, where: whereAll(hideable) }, { mustExist: true }),
    historyItem({ tenderId: message.tenderId, kind: 'message_hidden', actorRole: 'admin', actorId: input.adminId, details: { messageId: message.messageId, reason: input.reason }, at }),
    ...input.also,
  ]);
  return { ...message, ...set };
}

/**
 * Records that `side` was e-mailed about the thread at `at` (the firing event's time), unless another e-mail went out
 * after `notAfter` (ISO: EMAIL_GAP_MINUTES before `at`): the condition makes two firings at once send one e-mail,
 * while the same firing handled again finds its own claim and goes on (its e-mail is keyed, so sent once). Returns
 * false when another e-mail of the last hour won.
 */
export async function claimEmail(tenderId: string, side: ThreadSide, at: string, notAfter: string): Promise<boolean> {
  const field = lastEmailField(side);
  try {
    await threads.write({ tenderId }, { set: { [field]: at }, where: (a, op) => `${op.notExists(a[field])} OR ${op.lte(a[field], notAfter)} OR ${op.eq(a[field], at)}` }, { mustExist: true });
    return true;
  } catch (error) {
    if ((error as { name?: string }).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}
