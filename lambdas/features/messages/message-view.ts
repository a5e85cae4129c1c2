/**
 * A stored message and thread as the API shows them (domain/messages.ts): never a file's storage key nor an author's
 * id; a hidden message's text and files withheld from the parties (admins still read them), its reason shown.
 */
import type { Auth } from '../../api/http-handler';
import type { Message, MessageAuthor, ThreadSide, ThreadState } from './domain/messages';
import { readOnlyReason, type ThreadTenderState } from './domain/message-rules';
import { lastReadField, unreadField, type MessageItem, type ThreadItem } from './data/messages';

/** `m` as `auth` reads it. */
export function toMessage(m: MessageItem, auth: Pick<Auth, 'userId' | 'role'>): Message {
  const withheld = !!m.hiddenAt && auth.role !== 'admin';
  return {
    messageId: m.messageId,
    author: m.author as MessageAuthor,
    authorName: m.authorName,
    mine: m.authorId !== '' && m.authorId === auth.userId,
    text: withheld ? null : (m.text ?? null),
    files: withheld ? [] : (m.files ?? []).map((f) => ({ fileId: f.fileId, filename: f.filename, contentType: f.contentType, size: f.size })),
    postedAt: m.postedAt,
    hidden: m.hiddenAt ? { reason: m.hiddenReason ?? '', hiddenAt: m.hiddenAt } : null,
  };
}

/** The thread's state for a reader on `side` (null: an admin) of `tender`; `thread` undefined before the first message. */
export function toThreadState(tender: ThreadTenderState, thread: ThreadItem | undefined, side: ThreadSide | null): ThreadState {
  const reason = readOnlyReason(tender);
  return {
    writable: reason === null,
    readOnlyReason: reason,
    side,
    unread: side && thread ? (thread[unreadField(side)] ?? 0) : 0,
    lastRead: { poster: thread?.[lastReadField('poster')] ?? null, contractor: thread?.[lastReadField('contractor')] ?? null },
  };
}
