/** `GET /notifications`: the caller's newest notifications, newest first, and how many are unread (spec part 1, 2.14 and 7.2). */
import { listNotifications } from '../data/notifications';
import { httpHandler } from '../../../api/http-handler';

export const handler = httpHandler('notifications-list', async ({ auth }) => listNotifications(auth.userId));
