/** `DELETE /notifications/{id}`: deletes one of the caller's notifications (part 1, 2.14). */
import { api } from '@/lib/api-client';

export const deleteNotification = (notificationId: string): Promise<{ notificationId: string; deleted: true }> =>
  api(`/notifications/${encodeURIComponent(notificationId)}`, { method: 'DELETE' });
