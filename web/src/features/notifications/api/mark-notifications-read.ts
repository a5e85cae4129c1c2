/** `POST /notifications/read`: marks some of the caller's notifications read, or all (part 1, 2.14). */
import { api } from '@/lib/api-client';

export const markNotificationsRead = (target: { ids: string[] } | { all: true }): Promise<{ marked: number }> =>
  api<{ marked: number }>('/notifications/read', { method: 'POST', body: target });
