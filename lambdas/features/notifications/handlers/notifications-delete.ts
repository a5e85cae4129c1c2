/** `DELETE /notifications/{notificationId}`: deletes one of the caller's notifications (spec part 1, 2.14); 404 when it is not theirs. */
import { deleteNotification } from '../data/notifications';
import { NotFoundError } from '../../../kernel/errors';
import { httpHandler } from '../../../api/http-handler';

export const handler = httpHandler('notifications-delete', async ({ auth, params }) => {
  const notificationId = params.notificationId!;
  if (!(await deleteNotification(auth.userId, notificationId))) throw new NotFoundError('Notification not found');
  return { notificationId, deleted: true as const };
});
