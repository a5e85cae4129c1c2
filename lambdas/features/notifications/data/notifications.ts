/**
 * In-app notifications (spec part 1, 3, 4.3 and 7.2): one partition per user, newest first, expiring by
 * TTL after NOTIFICATION_TTL_DAYS. Users touch only their own (every function takes the owner's id).
 * Read and written through the model table (table/model-table.ts) from notificationModel, so no function that
 * writes notifications loads ElectroDB (issue 23, 4).
 */
import { createHash, randomUUID } from 'node:crypto';
import type { Notification } from '../domain/dto';
import { NOTIFICATION_PAGE_SIZE, NOTIFICATION_TTL_DAYS, type NotificationType, type ReferenceType } from '../domain/notifications';
import { isConditionFailure } from '../../../kernel/errors';
import { writeAll } from '../../../table/batch-writes';
import { tableOf } from '../../../table/model-table';
import { notificationModel } from './notification-models';

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
    await writeAll(
      items.map((i) => notifications.putRequest(i)),
      { concurrency: 4 },
    );
  }
  return new Map(items.map((i) => [i.userId, toNotification(i)]));
}

/** The newest notifications of `userId` (one Query of their partition, newest first) and how many of them are unread. */
export async function listNotifications(userId: string, limit = NOTIFICATION_PAGE_SIZE): Promise<{ items: Notification[]; unreadCount: number }> {
  const { items: stored } = await notifications.query('byUser', { userId }, { order: 'desc', limit });
  const items = stored.map(toNotification);
  return { items, unreadCount: items.filter((n) => !n.isRead).length };
}

/**
 * Marks notifications of `userId` read: the given ids, or every unread one among the newest when `ids` is
 * 'all'. Ids of someone else's or deleted notifications are skipped (conditional update). Returns the
 * number marked.
 */
export async function markRead(userId: string, ids: string[] | 'all'): Promise<number> {
  const targets = ids === 'all' ? (await listNotifications(userId, 100)).items.filter((n) => !n.isRead).map((n) => n.notificationId) : ids;
  const results = await Promise.all(
    [...new Set(targets)].map(async (notificationId) => {
      try {
        await notifications.write({ userId, notificationId }, { set: { isRead: true } }, { mustExist: true });
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
  try {
    await notifications.delete({ userId, notificationId }, { where: ({ userId: u }, { exists }) => exists(u) });
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
