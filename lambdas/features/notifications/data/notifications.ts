/**
 * In-app notifications (spec part 1, 3, 4.3 and 7.2): one partition per user, newest first, expiring by
 * TTL after NOTIFICATION_TTL_DAYS. Users touch only their own (every function takes the owner's id).
 */
import { createHash, randomUUID } from 'node:crypto';
import type { Notification } from '../domain/dto';
import { NOTIFICATION_PAGE_SIZE, NOTIFICATION_TTL_DAYS, type NotificationType, type ReferenceType } from '../domain/notifications';
import { isConditionFailure } from '../../../kernel/errors';
import { writeAll, writeRequestsOf } from '../../../table/batch-writes';
import { useTable } from '../../../table/entity-parts';
import { NotificationEntity } from './notification-entities';

export interface NewNotification {
  type: NotificationType;
  message: string;
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
  createdAt: string;
};

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
 * Where a notification comes from: the event (its queue message id) and when it happened (epoch ms). The same
 * origin, recipient and type always give the same notification id, so an event handled twice writes the
 * same records again rather than new ones (issue 23, 6).
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

/**
 * Writes `notification` for each of `userIds` (BatchWriteItem, 25 per request, four requests at a time,
 * unprocessed items sent again with backoff, table/batch-writes.ts). With `origin` the ids and the time come from the event (originNotificationId), so a
 * repeat writes the same items; without it they are new. Returns the stored notifications by user id.
 * Throws when DynamoDB refuses, or UnprocessedItemsError (a throttling error) when items stay unprocessed.
 */
export async function createNotifications(userIds: string[], notification: NewNotification, origin?: NotificationOrigin): Promise<Map<string, Notification>> {
  useTable();
  const nowMs = origin?.atMs ?? Date.now();
  const createdAt = new Date(nowMs).toISOString();
  const expiresAt = Math.floor(nowMs / 1000) + NOTIFICATION_TTL_DAYS * 86_400;
  const items = [...new Set(userIds)].map((userId) => ({
    userId,
    notificationId: origin ? originNotificationId(origin, notification.type, userId) : newNotificationId(nowMs),
    type: notification.type,
    message: notification.message,
    ...(notification.referenceId ? { referenceId: notification.referenceId } : {}),
    ...(notification.referenceType ? { referenceType: notification.referenceType } : {}),
    isRead: false,
    createdAt,
    expiresAt,
  }));
  if (items.length > 0) {
    await writeAll(writeRequestsOf(NotificationEntity.put(items).params()), { concurrency: 4 });
  }
  return new Map(items.map((i) => [i.userId, toNotification(i)]));
}

/** The newest notifications of `userId` (one Query of their partition, newest first) and how many of them are unread. */
export async function listNotifications(userId: string, limit = NOTIFICATION_PAGE_SIZE): Promise<{ items: Notification[]; unreadCount: number }> {
  useTable();
  const { data } = await NotificationEntity.query.byUser({ userId }).go({ order: 'desc', limit });
  const items = (data as StoredNotification[]).map(toNotification);
  return { items, unreadCount: items.filter((n) => !n.isRead).length };
}

/**
 * Marks notifications of `userId` read: the given ids, or every unread one among the newest when `ids` is
 * 'all'. Ids of someone else's or deleted notifications are skipped (conditional update). Returns the
 * number marked.
 */
export async function markRead(userId: string, ids: string[] | 'all'): Promise<number> {
  useTable();
  const targets = ids === 'all' ? (await listNotifications(userId, 100)).items.filter((n) => !n.isRead).map((n) => n.notificationId) : ids;
  const results = await Promise.all(
    [...new Set(targets)].map(async (notificationId) => {
      try {
        await NotificationEntity.patch({ userId, notificationId }).set({ isRead: true }).go({ response: 'none' });
        return 1;
      } catch (error) {
        if (isConditionFailure(error)) return 0;
        throw error;
      }
    }),
  );
  return results.reduce<number>((a, b) => a + b, 0);
}

/** Deletes one notification of `userId`. Returns false when it does not exist (or is someone else's). */
export async function deleteNotification(userId: string, notificationId: string): Promise<boolean> {
  useTable();
  try {
    await NotificationEntity.delete({ userId, notificationId })
      .where(({ userId: u }, { exists }) => exists(u))
      .go({ response: 'none' });
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
