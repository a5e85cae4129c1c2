/**
 * `GET` and `PUT /me/notification-preferences`: the caller's choice per kind and the kinds their role is offered (part 1,
 * 2.13 and 6), and a geodesist's way of new-tender e-mails (`newTenderEmail`: instant or a daily digest).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferences } from '@features/notifications/domain/notifications';
import type { NewTenderEmailMode } from '@features/notifications/domain/digest';
import { apiClient, request } from '@/lib/api-client';

const path = '/me/notification-preferences';

export const preferencesQueryOptions = () => queryOptions({ queryKey: ['notification-preferences'], queryFn: () => request(apiClient().GET(path)) });

export const useNotificationPreferences = () => useQuery(preferencesQueryOptions());

/** What one save sends: the offered kinds' choices, and for a geodesist the new-tender e-mail way. */
export interface PreferencesChange {
  preferences: Partial<NotificationPreferences>;
  newTenderEmail?: NewTenderEmailMode;
}

export function useSaveNotificationPreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: PreferencesChange) => request(apiClient().PUT(path, { body: change })),
    onSuccess: (answer) => client.setQueryData(preferencesQueryOptions().queryKey, answer),
  });
}
