/**
 * `GET /notifications`: the caller's newest notifications, newest first, and how many are unread (spec part 1, 2.14
 * and 7.2), with their unread messages per project (messages' kept counts; none for admins, who have no side).
 */
import { listNotifications } from '../data/notifications';
import { unreadMessagesOf } from '../../messages/public';
import { httpHandler } from '../../../api/http-handler';

export const handler = httpHandler('notifications-list', async ({ auth }) => {
  const [list, messages] = await Promise.all([listNotifications(auth.userId), auth.role === 'admin' ? { total: 0, tenders: [] } : unreadMessagesOf(auth.userId)]);
  return { ...list, messages };
});
