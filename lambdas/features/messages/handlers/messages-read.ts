/**
 * `POST /tenders/{tenderId}/messages/read {upTo}`: the poster or the contractor has seen the thread up to `upTo`, its
 * newest message: their unread count becomes 0 and `upTo` their last read message (read receipts), and their pending
 * unread e-mail is cancelled and the thread leaves their bell (data/message-inbox.ts), in one conditional write (domain/message-rules.ts `readUpTo`). When a newer message has
 * come meanwhile nothing changes and the answer carries the count as it is (the app marks again when it shows it).
 * Admins read without receipts: their call changes nothing. 404 before an award or before the first message; 403 for
 * anyone else. Answers the caller's unread count.
 */
import { isConditionFailure, NotFoundError } from '../../../kernel/errors';
import { httpHandler } from '../../../api/http-handler';
import { messageMessages } from '../domain/messages';
import { getThread, markRead, unreadField } from '../data/messages';
import { loadReadableThread } from '../thread-access';
import { cancelUnreadTimer } from '../unread-timers';
import { inboxClearItem } from '../data/message-inbox';

export const handler = httpHandler('messages-read', async ({ auth, params, body }) => {
  const { tender, side } = await loadReadableThread(auth, params.tenderId!);
  if (!side) return { unread: 0 };
  const thread = await getThread(tender.tenderId);
  if (!thread) throw new NotFoundError(messageMessages.notFound);
  try {
    await markRead(tender.tenderId, side, body.upTo, [...cancelUnreadTimer(tender.tenderId, auth.userId), inboxClearItem(auth.userId, tender.tenderId)]);
    return { unread: 0 };
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const now = await getThread(tender.tenderId, { consistent: true });
    return { unread: now?.[unreadField(side)] ?? 0 };
  }
});
