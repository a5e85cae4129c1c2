/** `POST /notifications/read`: marks some of the caller's notifications read, or all (part 1, 2.14). */
import { apiClient, request } from '@/lib/api-client';

export const markNotificationsRead = (target: { ids: string[] } | { all: true }) => request(apiClient().POST('/notifications/read', { body: target }));
