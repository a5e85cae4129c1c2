/**
 * `POST /admin/notifications/test` (admin): records a system_test event, which the notification worker
 * turns into a notification for the caller in the app, over the WebSocket and by e-mail, preferences
 * bypassed (part 2, "Admin dashboard": Send Test Notification). The event goes to the outbox; when it cannot be
 * stored the request fails.
 */
import { recordEvent } from '../../../table/outbox';
import { systemTest } from '../../notifications/public';
import { httpHandler } from '../../../api/http-handler';

export const handler = httpHandler('admin-notification-test', async ({ auth }) => {
  await recordEvent(systemTest, { userId: auth.userId });
  return { recorded: true as const };
});
