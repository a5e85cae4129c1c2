/** `DELETE /notifications/{id}`: deletes one of the caller's notifications (part 1, 2.14). */
import { apiClient, request } from '@/lib/api-client';

export const deleteNotification = (notificationId: string) => request(apiClient().DELETE('/notifications/{notificationId}', { params: { path: { notificationId } } }));
