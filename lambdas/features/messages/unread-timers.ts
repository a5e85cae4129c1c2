/**
 * The unread e-mail's timers (docs/decisions/after-award/messages.md; the platform's timers, lambdas/table/timers.ts):
 * a post starts, for each recipient side whose unread count was 0 (the first unread message: no timer of theirs is
 * pending), a `message_unread` timer due UNREAD_EMAIL_DELAY_MINUTES later, keyed by tender and recipient, in the
 * post's transaction; a mark-read cancels the reader's in its own. When it fires the listener e-mails only if the
 * messages are still unread and the thread's last e-mail to that person is over EMAIL_GAP_MINUTES old.
 */
import type { TenderItem } from '../tenders/public';
import type { TransactItem } from '../../table/model-table';
import { cancelTimerItem, timerItem } from '../../table/timers';
import { UNREAD_EMAIL_DELAY_MINUTES, type ThreadSide } from './domain/messages';
import { unreadField, type ThreadItem } from './data/messages';
import { messageUnread } from './events';

/** The timer key of `recipientId`'s unread e-mail about `tenderId`. */
export const unreadTimerKey = (tenderId: string, recipientId: string) => `${tenderId}:${recipientId}`;

/**
 * The timers a post of `messageId` at `nowMs` (epoch ms) to `tender` starts for `recipients`: one each whose unread
 * count on `thread` (as read before the post; undefined before the first message) was 0.
 */
export function unreadTimers(
  tender: Pick<TenderItem, 'tenderId' | 'title'>,
  recipients: readonly { userId: string; side: ThreadSide }[],
  messageId: string,
  nowMs: number,
  thread: ThreadItem | undefined,
): TransactItem[] {
  const dueAt = new Date(nowMs + UNREAD_EMAIL_DELAY_MINUTES * 60_000).toISOString();
  return recipients
    .filter((r) => (thread?.[unreadField(r.side)] ?? 0) === 0)
    .map((r) =>
      timerItem(messageUnread, { tenderId: tender.tenderId, title: tender.title, recipientId: r.userId, side: r.side, messageId }, { key: unreadTimerKey(tender.tenderId, r.userId), dueAt }),
    );
}

/** The cancel of `readerId`'s unread timer on `tenderId`, for the mark-read's transaction. */
export function cancelUnreadTimer(tenderId: string, readerId: string): TransactItem[] {
  return [cancelTimerItem(messageUnread, unreadTimerKey(tenderId, readerId))];
}
