/**
 * In-app notifications (spec part 1, 3, 4.3 and 7.2): one partition per user, newest first, expiring by
 * TTL after NOTIFICATION_TTL_DAYS. Users touch only their own (every function takes the owner's id). A deleted
 * notification stays as a tombstone (`deletedAt`) that no read shows, until its TTL: a repeat of its event finds it
 * and writes nothing again. Notifications live 90 days from their event, far longer
 * than a message of the event can (MESSAGE_LIFETIME_SECONDS, 18 days), so every repeat finds the record or tombstone.
 * Read and written through the model table (table/model-table.ts) from notificationModel, so no function that
 * writes notifications loads ElectroDB.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { Notification } from '../domain/dto';
import { NOTIFICATION_PAGE_SIZE, NOTIFICATION_TTL_DAYS, type NotificationType, type ReferenceType } from '../domain/notifications';
import { isConditionFailure } from '../../../kernel/errors';
import { writeAll } from '../../../table/batch-writes';
import { tableOf, transactWrite } from '../../../table/model-table';
import { notificationModel } from './notification-models';

export interface NewNotification {
  type: NotificationType;
  /** The text, when it is the same for every recipient. */
  message: string;
  /** Each recipient's own text (in their language), by user id; a recipient not in it gets `message`. */
  messages?: ReadonlyMap<string, string>;
  referenceId?: string | null;
  referenceType?: ReferenceType | null;
}

/** A notification as the table stores it. */
export type StoredNotification = {
  userId: string;
  notificationId: string;
  type: NotificationType;
  message: string;
  referenceId?: string;
  referenceType?: ReferenceType;
  isRead: boolean;
  /** Set when its user deleted it: a tombstone, which no read shows. */
  deletedAt?: string;
  createdAt: string;
};

const notifications = tableOf<StoredNotification>(notificationModel);

/** The API shape of a stored notification. */
export function toNotification(item: StoredNotification): Notification {
  return {
    notificationId: item.notificationId,
    type: item.type,
    message: item.message,
    referenceId: item.referenceId ?? null,
    referenceType: item.referenceType ?? null,
    isRead: item.isRead,
    createdAt: item.createdAt,
  };
}

/** A new notification id: creation time in epoch ms (15 digits), then a random UUID, so ids sort by time. */
export function newNotificationId(nowMs = Date.now()): string {
  return `${String(nowMs).padStart(15, '0')}-${randomUUID()}`;
}

/**
 * Where a notification comes from: the event (its own id, its declaration's idOf, table/outbox.ts; the queue message id for an event
 * queued without one) and when it happened (epoch ms). The same origin, recipient and type always give the same
 * notification id, so an event handled twice finds the record it wrote.
 */
export interface NotificationOrigin {
  eventId: string;
  atMs: number;
}

/** The id of the notification of `type` for `userId` from `origin`: the event's time (15 digits), then a UUID-shaped digest. */
export function originNotificationId(origin: NotificationOrigin, type: string, userId: string): string {
  const h = createHash('sha256').update(`${origin.eventId}\n${type}\n${userId}`).digest('hex');
  return `${String(origin.atMs).padStart(15, '0')}-${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}

/** The stored items of `notification` for `userIds` (ids from `origin` when given, else new ones). */
function newItems(userIds: string[], notification: NewNotification, origin?: NotificationOrigin) {
  const nowMs = origin?.atMs ?? Date.now();
  const createdAt = new Date(nowMs).toISOString();
  const expiresAt = Math.floor(nowMs / 1000) + NOTIFICATION_TTL_DAYS * 86_400;
  return [...new Set(userIds)].map((userId) => ({
    userId,
    notificationId: origin ? originNotificationId(origin, notification.type, userId) : newNotificationId(nowMs),
    type: notification.type,
    message: notification.messages?.get(userId) ?? notification.message,
    ...(notification.referenceId ? { referenceId: notification.referenceId } : {}),
    ...(notification.referenceType ? { referenceType: notification.referenceType } : {}),
    isRead: false,
    createdAt,
    expiresAt,
  }));
}

/** Conditional puts per TransactWriteItems: DynamoDB's most, so an announcement page of 100 is one request. */
const PUTS_PER_TRANSACTION = 100;
/**
 * Writes new notifications `notification` for each of `userIds` (BatchWriteItem, 25 per request, four requests
 * at a time, unprocessed items sent again with backoff, table/batch-writes.ts): for notices that no event
 * carries (tests, scripts); events use createNotificationsOnce. Returns the stored notifications by user id.
 * Throws when DynamoDB refuses, or UnprocessedItemsError (a throttling error) when items stay unprocessed.
 */
export async function createNotifications(userIds: string[], notification: NewNotification, origin?: NotificationOrigin): Promise<Map<string, Notification>> {
  const items = newItems(userIds, notification, origin);
  if (items.length > 0) {
    await writeAll(
      items.map((i) => notifications.putRequest(i)),
      { concurrency: 4 },
    );
  }
  return new Map(items.map((i) => [i.userId, toNotification(i)]));
}

/**
 * Which of `userIds` already have the notification of `type` from `origin`: a record, read or not, or the
 * tombstone of a deleted one (BatchGetItem, 100 keys a call). Throws DynamoDB's error.
 */
export async function notifiedAlready(userIds: string[], type: NotificationType, origin: NotificationOrigin): Promise<Set<string>> {
  const found = await notifications.getMany([...new Set(userIds)].map((userId) => ({ userId, notificationId: originNotificationId(origin, type, userId) })));
  return new Set(found.map((n) => n.userId));
}

/**
 * Writes the notification of `origin` for each of `userIds` that has none yet: Puts conditioned on no item having
 * its key (originNotificationId), up to PUTS_PER_TRANSACTION in one TransactWriteItems (one request, all or nothing).
 * When the transaction is cancelled because some already exist, it is sent again without them. A repeat of the event
 * writes nothing: a read notification stays read, a deleted one stays a tombstone. Returns the notifications written
 * now, by user id. Throws when DynamoDB refuses for another reason (a conflict or throttling: the event is retried,
 * and what was written stays).
 */
export async function createNotificationsOnce(userIds: string[], notification: NewNotification, origin: NotificationOrigin): Promise<Map<string, Notification>> {
  const written = new Map<string, Notification>();
  const items = newItems(userIds, notification, origin);
  for (let i = 0; i < items.length; i += PUTS_PER_TRANSACTION) {
    let chunk = items.slice(i, i + PUTS_PER_TRANSACTION);
    while (chunk.length > 0) {
      try {
        await transactWrite(chunk.map((item) => notifications.putItem(item, { ifAbsent: true })));
        for (const item of chunk) written.set(item.userId, toNotification(item));
        break;
      } catch (error) {
        const reasons = (error as { name?: string; CancellationReasons?: { Code?: string }[] }).CancellationReasons;
        const codes = (error as { name?: string }).name === 'TransactionCanceledException' && reasons ? reasons.map((r) => r?.Code ?? 'None') : undefined;
        // Only "it exists already" is expected (and None for the others): drop those and write the rest.
        if (!codes || !codes.every((c) => c === 'ConditionalCheckFailed' || c === 'None') || !codes.includes('ConditionalCheckFailed')) throw error;
        chunk = chunk.filter((_, j) => codes[j] !== 'ConditionalCheckFailed');
      }
    }
  }
  return written;
}

/**
 * The newest `limit` notifications of `userId` (Queries of their partition, newest first, tombstones left out:
 * one Query unless deleted ones fill its page) and how many of them are unread.
 */
export async function listNotifications(userId: string, limit = NOTIFICATION_PAGE_SIZE): Promise<{ items: Notification[]; unreadCount: number }> {
  const stored: StoredNotification[] = [];
  let cursor: string | null = null;
  do {
    const page: { items: StoredNotification[]; cursor: string | null } = await notifications.query(
      'byUser',
      { userId },
      { order: 'desc', limit, cursor, where: ({ deletedAt }, { notExists }) => notExists(deletedAt) },
    );
    stored.push(...page.items);
    cursor = page.cursor;
  } while (stored.length < limit && cursor);
  const items = stored.slice(0, limit).map(toNotification);
  return { items, unreadCount: items.filter((n) => !n.isRead).length };
}

/**
 * Marks notifications of `userId` read: the given ids, or every unread one among the newest when `ids` is
 * 'all'. Ids of someone else's or deleted notifications (absent, or tombstones) are skipped (conditional
 * update). Returns the number marked.
 */
export async function markRead(userId: string, ids: string[] | 'all'): Promise<number> {
  const targets = ids === 'all' ? (await listNotifications(userId, 100)).items.filter((n) => !n.isRead).map((n) => n.notificationId) : ids;
  const results = await Promise.all(
    [...new Set(targets)].map(async (notificationId) => {
      try {
        await notifications.write({ userId, notificationId }, { set: { isRead: true }, where: ({ deletedAt }, { notExists }) => notExists(deletedAt) }, { mustExist: true });
        return 1;
      } catch (error) {
        if (isConditionFailure(error)) return 0;
        throw error;
      }
    }),
  );
  return results.reduce<number>((a, b) => a + b, 0);
}

/**
 * Deletes one notification of `userId`: it becomes a tombstone (`deletedAt`, kept until its TTL), which no read
 * shows and which a repeat of its event finds. Returns false when it does not exist, is deleted already, or is
 * someone else's.
 */
export async function deleteNotification(userId: string, notificationId: string, at = new Date().toISOString()): Promise<boolean> {
  try {
    await notifications.write({ userId, notificationId }, { set: { deletedAt: at }, where: ({ deletedAt }, { notExists }) => notExists(deletedAt) }, { mustExist: true });
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
