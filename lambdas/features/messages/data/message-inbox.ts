/**
 * A person's unread messages per project (data/message-models.ts `messageInboxModel`): written only inside the
 * transactions of a post (`inboxAddItems`) and of a mark-read (`inboxClearItem`), read by the bell
 * (`unreadMessagesOf`, one Query of the person's collection: one item per project with unread messages).
 */
import { tableOf, type TransactItem } from '../../../table/model-table';
import { messageInboxModel } from './message-models';

/** A stored inbox item. */
export interface MessageInboxItem {
  userId: string;
  tenderId: string;
  tenderTitle?: string;
  unread?: number;
  updatedAt?: string;
}

const inbox = tableOf<MessageInboxItem>(messageInboxModel);

/** Projects read at most for the bell (more are left out of the list, not of a person's threads). */
export const INBOX_LIMIT = 100;

/** One unread message more for each of `userIds` on tender `tenderId` (`title`), for the post's transaction. */
export function inboxAddItems(userIds: readonly string[], tender: { tenderId: string; title: string }, at: string): TransactItem[] {
  return userIds.map((userId) => inbox.updateItem({ userId, tenderId: tender.tenderId }, { set: { tenderTitle: tender.title, updatedAt: at }, add: { unread: 1 } }));
}

/** `userId` has read tender `tenderId`'s thread: their item goes, for the mark-read's transaction. */
export function inboxClearItem(userId: string, tenderId: string): TransactItem {
  return inbox.deleteItem({ userId, tenderId });
}

/**
 * `userId`'s unread messages: the total and each project with any (`{ tenderId, title, unread }`), newest project id
 * last as stored. One Query of up to INBOX_LIMIT items.
 */
export async function unreadMessagesOf(userId: string): Promise<{ total: number; tenders: { tenderId: string; title: string; unread: number }[] }> {
  const { items } = await inbox.query('byUser', { userId }, { limit: INBOX_LIMIT });
  const tenders = items.filter((i) => (i.unread ?? 0) > 0).map((i) => ({ tenderId: i.tenderId, title: i.tenderTitle ?? '', unread: i.unread ?? 0 }));
  return { total: tenders.reduce((sum, t) => sum + t.unread, 0), tenders };
}

/** Deletes `userId`'s inbox items (their erasure). Returns how many. */
export async function forgetInbox(userId: string): Promise<number> {
  const items = await inbox.queryAll('byUser', { userId });
  for (const i of items) await inbox.delete({ userId: i.userId, tenderId: i.tenderId });
  return items.length;
}
