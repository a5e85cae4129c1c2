/** `GET /notifications`: the caller's newest notifications and the unread count (part 1, 2.14; refreshed every 60 s, part 1, 9). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, request } from '@/lib/api-client';

export const getNotifications = () => request(apiClient().GET('/notifications'));

export const notificationsQueryOptions = () => queryOptions({ queryKey: ['notifications'], queryFn: getNotifications });

/** The list, refreshed every 60 s while `polling` (the dropdown is closed). */
export const useNotifications = (polling: boolean) => useQuery({ ...notificationsQueryOptions(), refetchInterval: polling ? 60_000 : false });

/** The caller's unread messages by tender id, from the same answer as the bell's (the tender rows' badges). */
export const useUnreadMessagesByTender = (): Readonly<Record<string, number>> =>
  useQuery({ ...notificationsQueryOptions(), select: (data) => Object.fromEntries(data.messages.tenders.map((t) => [t.tenderId, t.unread])) }).data ?? {};
