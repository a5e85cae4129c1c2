/**
 * The erasure's writes on records that stay or go (docs/decisions/security-privacy/erasure.md "Erasure"): a user's
 * notifications deleted, their contact messages and the admins' history about them kept without personal
 * data, their bids kept without their free-text comment. Written through the model table (table/model-table.ts)
 * from the features' model literals, without ElectroDB.
 */
import { auditEntryModel } from '../../account/public';
import { bidModel } from '../../tenders/public';
import type { BidItem } from '../../bids/public';
import { contactMessageModel, type StoredContactMessage } from '../../contact/public';
import { notificationModel } from '../../notifications/public';
import { DELETED_USER, RETENTION_AFTER_ERASURE_MS } from '../domain/privacy';
import { writeAll } from '../../../table/batch-writes';
import { tableOf } from '../../../table/model-table';
import type { StoredAuditEntry, StoredNotification } from './user-records';

/** Fields of the history whose values are personal data: their values go, the field names stay. */
export const PERSONAL_FIELDS: ReadonlySet<string> = new Set(['email', 'firstName', 'lastName', 'company', 'phone', 'name']);

const notifications = tableOf<StoredNotification>(notificationModel);
const contactMessages = tableOf<StoredContactMessage>(contactMessageModel);
const auditEntries = tableOf<StoredAuditEntry>(auditEntryModel);
const bidTable = tableOf<BidItem>(bidModel);

/**
 * Deletes notifications (BatchWriteItem by 25, unprocessed ones sent again with backoff). Throws
 * UnprocessedItemsError (503) when some stay unprocessed (a retry resumes).
 */
export async function deleteNotifications(items: readonly Pick<StoredNotification, 'userId' | 'notificationId'>[]): Promise<void> {
  if (items.length === 0) return;
  await writeAll(
    items.map(({ userId, notificationId }) => notifications.deleteRequest({ userId, notificationId })),
    { concurrency: 1 },
  );
}

/** The TTL (epoch seconds) of a record kept `keptMs` after an erasure at `nowMs`. */
const expiresAfter = (keptMs: number, nowMs: number) => Math.floor((nowMs + keptMs) / 1000);

/**
 * Contact messages without their sender: the name becomes DELETED_USER, the e-mail is blanked, so the message
 * leaves the sender index (an empty key part removes its gsi2 keys, table/item-codec.ts updateOf; messages stored
 * before that index have none); subject and text stay for the team until the TTL ends their retention
 * (RETENTION_AFTER_ERASURE_MS) (UpdateItem each, condition: the message exists with that createdAt).
 */
export async function anonymiseContactMessages(messages: readonly Pick<StoredContactMessage, 'messageId' | 'createdAt'>[], nowMs = Date.now()): Promise<void> {
  const expiresAt = expiresAfter(RETENTION_AFTER_ERASURE_MS.contactMessages, nowMs);
  for (const m of messages) {
    await contactMessages.write({ messageId: m.messageId }, { set: { name: DELETED_USER, email: '', expiresAt }, composite: { createdAt: m.createdAt } }, { mustExist: true });
  }
}

/** An entry of the history without personal data: the target named DELETED_USER, the values of PERSONAL_FIELDS dropped. */
export function scrubbedAuditEntry(e: StoredAuditEntry): StoredAuditEntry {
  return {
    ...e,
    targetName: DELETED_USER,
    changes: e.changes.map((c) => (PERSONAL_FIELDS.has(c.field) ? { field: c.field } : c)),
  };
}

/**
 * Rewrites the history about an erased user without personal data and with the end of its retention
 * (RETENTION_AFTER_ERASURE_MS, as TTL) (PutItem each, same keys: the entries are read-only otherwise).
 */
export async function scrubAuditEntries(entries: readonly StoredAuditEntry[], nowMs = Date.now()): Promise<void> {
  const expiresAt = expiresAfter(RETENTION_AFTER_ERASURE_MS.auditEntries, nowMs);
  for (const e of entries) {
    const s = scrubbedAuditEntry(e);
    await auditEntries.put({
      targetUserId: s.targetUserId,
      auditId: s.auditId,
      actorId: s.actorId,
      actorName: s.actorName,
      action: s.action,
      targetName: s.targetName,
      changes: s.changes,
      createdAt: s.createdAt,
      expiresAt,
    });
  }
}

/** Removes the free-text comment of bids that stay on other people's tenders (UpdateItem each; the amount stays). */
export async function removeBidComments(bids: readonly Pick<BidItem, 'tenderId' | 'bidderId' | 'comment'>[]): Promise<void> {
  for (const b of bids.filter((x) => x.comment !== undefined)) {
    await bidTable.write({ tenderId: b.tenderId, bidderId: b.bidderId }, { remove: ['comment'] }, { mustExist: true });
  }
}
