/**
 * Model literals of a tender's thread (domain/messages.ts). Each message is one item in the tender's partition, in
 * its own collection (`tenderMessages`), keyed by its time-ordered id, so a page of the thread, newest first, is one
 * Query of that collection whatever the table's size, and the tender's detail query never reads them. The thread's
 * state (who read up to which message, the unread counts per side, the last e-mail per side) is one more item
 * (`messageThread`, collection `tenderThread`): counts are kept, not counted.
 *
 * A person's own messages (their data export, the erasure of their account) are read from gsi2 (`byAuthor`), keyed by
 * the author: the erasure blanks `authorId` (ERASED_AUTHOR), which removes the message's gsi2 keys, so the message
 * stays in the thread (the other party relies on it) shown as by 'Deleted user'. Access patterns in docs/data-model.md.
 */
import { SERVICE, gsi2, PK, SK, createdAt } from '../../../table/entity-parts';
import type { ModelLiteral } from '../../../table/item-codec';

/** A message of a tender's thread. Times are ISO instants. */
export const tenderMessageModel = {
  model: { entity: 'tenderMessage', version: '1', service: SERVICE },
  attributes: {
    tenderId: { type: 'string', required: true, readOnly: true },
    /** `<postedAt in epoch ms, 15 digits>-<UUID>` (messageIdAt): ids sort as the messages were posted. */
    messageId: { type: 'string', required: true, readOnly: true },
    /** poster, contractor or support (an admin as GeoTender support). */
    author: { type: 'string', required: true, readOnly: true },
    /** The writing user (an admin's id for support: kept for the record, never shown). ERASED_AUTHOR once erased. */
    authorId: { type: 'string', required: true },
    /** The name shown, as it was when posted (SUPPORT_AUTHOR for support; 'Deleted user' once erased). */
    authorName: { type: 'string', required: true },
    text: { type: 'string' },
    /** `[{ fileId, filename, contentType, size, s3Key }]`, keys under `tenders/{tenderId}/messages/{messageId}/`. */
    files: { type: 'any' },
    postedAt: { type: 'string', required: true, readOnly: true },
    hiddenAt: { type: 'string' },
    hiddenReason: { type: 'string' },
    hiddenBy: { type: 'string' },
    createdAt,
  },
  indexes: {
    byTender: { collection: 'tenderMessages', pk: { field: PK, composite: ['tenderId'] }, sk: { field: SK, composite: ['messageId'] } },
    // A person's messages, newest first, for their export and erasure. Blanking authorId removes both keys.
    byAuthor: {
      index: gsi2.indexName,
      pk: { field: gsi2.partitionKey, composite: ['authorId'] },
      sk: { field: gsi2.sortKey, composite: ['messageId', 'tenderId'] },
    },
  },
} as const satisfies ModelLiteral;

/** The state of a tender's thread: one item per tender that has messages, written by every post and mark-read. */
export const messageThreadModel = {
  model: { entity: 'messageThread', version: '1', service: SERVICE },
  attributes: {
    tenderId: { type: 'string', required: true, readOnly: true },
    /** The newest message's id (the mark-read condition: nothing newer came unseen). */
    lastMessageId: { type: 'string' },
    messageCount: { type: 'number' },
    /** Messages the poster / the contractor have not read yet (a post adds 1 for each side it is not from). */
    unreadPoster: { type: 'number' },
    unreadContractor: { type: 'number' },
    /** The newest message each side has read (read receipts). */
    lastReadPoster: { type: 'string' },
    lastReadContractor: { type: 'string' },
    /** When each side was last e-mailed about unread messages of this thread (at most one e-mail an hour). */
    lastEmailPoster: { type: 'string' },
    lastEmailContractor: { type: 'string' },
    createdAt,
  },
  indexes: {
    byTender: { collection: 'tenderThread', pk: { field: PK, composite: ['tenderId'] }, sk: { field: SK, composite: [] } },
  },
} as const satisfies ModelLiteral;

/** `authorId` of a message whose author's account was erased: empty, so it has no key in the author index (gsi2). */
export const ERASED_AUTHOR = '';

/**
 * A person's unread messages of one project (the bell's total and the tender rows' badges, docs/decisions/after-award/
 * messages.md): one item per person and tender in the person's partition, `unread` added to by each post they receive
 * (in the post's transaction) and deleted by their mark-read (in its transaction), so it always equals the thread's
 * unread count of their side. A person's items are one Query of their own collection.
 */
export const messageInboxModel = {
  model: { entity: 'messageInbox', version: '1', service: SERVICE },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    tenderId: { type: 'string', required: true, readOnly: true },
    /** The tender's title when the newest unread message came (shown in the bell). */
    tenderTitle: { type: 'string' },
    unread: { type: 'number' },
    updatedAt: { type: 'string' },
  },
  indexes: {
    byUser: { collection: 'userMessageInbox', pk: { field: PK, composite: ['userId'] }, sk: { field: SK, composite: ['tenderId'] } },
  },
} as const satisfies ModelLiteral;
