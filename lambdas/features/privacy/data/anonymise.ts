/**
 * The erasure's writes on records that stay or go (issue 24, 4; docs/decisions.md "Erasure"): a user's
 * notifications deleted, their contact messages and the admins' history about them kept without personal
 * data, their bids kept without their free-text comment.
 */
import { AuditEntryEntity } from '../../account/data/user-entities';
import { BidEntity } from '../../bids/data/bid-entities';
import type { BidItem } from '../../bids/data/bids';
import { ContactMessageEntity } from '../../contact/data/contact-entities';
import type { StoredContactMessage } from '../../contact/data/contact-messages';
import { NotificationEntity } from '../../notifications/data/notification-entities';
import { DELETED_USER } from '../domain/privacy';
import { writeAll, writeRequestsOf } from '../../../table/batch-writes';
import { useTable } from '../../../table/entity-parts';
import type { StoredAuditEntry, StoredNotification } from './user-records';

/** Fields of the history whose values are personal data: their values go, the field names stay. */
export const PERSONAL_FIELDS: ReadonlySet<string> = new Set(['email', 'firstName', 'lastName', 'company', 'phone', 'name']);

/**
 * Deletes notifications (BatchWriteItem by 25, unprocessed ones sent again with backoff). Throws
 * UnprocessedItemsError (503) when some stay unprocessed (a retry resumes).
 */
export async function deleteNotifications(items: readonly Pick<StoredNotification, 'userId' | 'notificationId'>[]): Promise<void> {
  useTable();
  if (items.length === 0) return;
  await writeAll(writeRequestsOf(NotificationEntity.delete(items.map(({ userId, notificationId }) => ({ userId, notificationId }))).params()), { concurrency: 1 });
}

/**
 * Contact messages without their sender: the name becomes DELETED_USER and the e-mail is blanked (which
 * also takes the message out of the sender index); subject and text stay for the team (UpdateItem each).
 */
export async function anonymiseContactMessages(messages: readonly Pick<StoredContactMessage, 'messageId' | 'createdAt'>[]): Promise<void> {
  useTable();
  for (const m of messages) {
    await ContactMessageEntity.patch({ messageId: m.messageId }).composite({ createdAt: m.createdAt }).set({ name: DELETED_USER, email: '' }).go({ response: 'none' });
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

/** Rewrites the history about an erased user without personal data (PutItem each, same keys: the entries are read-only otherwise). */
export async function scrubAuditEntries(entries: readonly StoredAuditEntry[]): Promise<void> {
  useTable();
  for (const e of entries) {
    const s = scrubbedAuditEntry(e);
    await AuditEntryEntity.put({
      targetUserId: s.targetUserId,
      auditId: s.auditId,
      actorId: s.actorId,
      actorName: s.actorName,
      action: s.action as never,
      targetName: s.targetName,
      changes: s.changes,
      createdAt: s.createdAt,
    }).go({ response: 'none' });
  }
}

/** Removes the free-text comment of bids that stay on other people's tenders (UpdateItem each; the amount stays). */
export async function removeBidComments(bids: readonly Pick<BidItem, 'tenderId' | 'bidderId' | 'comment'>[]): Promise<void> {
  useTable();
  for (const b of bids.filter((x) => x.comment !== undefined)) {
    await BidEntity.patch({ tenderId: b.tenderId, bidderId: b.bidderId }).remove(['comment']).go({ response: 'none' });
  }
}
