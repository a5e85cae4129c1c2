/**
 * The unread e-mail's timers (docs/decisions/after-award/messages.md): a post starts, for each recipient side, a
 * timer of UNREAD_EMAIL_DELAY_MINUTES keyed by tender and recipient, so a recipient has at most one pending; a
 * mark-read cancels the reader's. When it fires (`message_unread`) the listener e-mails only if the messages are still
 * unread and the thread's last e-mail to that person is over EMAIL_GAP_MINUTES old.
 *
 * Until the platform's timers (lambdas/table/timers.ts) are in, these are empty: no e-mail is sent for unread messages.
 */
import type { TenderItem } from '../tenders/public';
import type { TransactItem } from '../../table/model-table';
import type { ThreadSide } from './domain/messages';

/** The timer key of `recipientId`'s unread e-mail about `tenderId`. */
export const unreadTimerKey = (tenderId: string, recipientId: string) => `${tenderId}:${recipientId}`;

/** The timers a post to `tender` starts for the recipients `sides` (message `messageId` at `nowMs`). */
export function unreadTimers(_tender: TenderItem, _sides: readonly ThreadSide[], _messageId: string, _nowMs: number): TransactItem[] {
  return [];
}

/** The cancel of `readerId`'s unread timer on `tenderId`, for the mark-read's transaction. */
export function cancelUnreadTimer(_tenderId: string, _readerId: string): TransactItem[] {
  return [];
}
