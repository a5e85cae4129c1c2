/** `GET` and `PUT /me/notification-preferences`: the caller's choice per kind and the kinds their role is offered (part 1, 2.13 and 6). */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferences } from '@features/notifications/domain/notifications';
import { apiClient, request } from '@/lib/api-client';

const path = '/me/notification-preferences';

export const preferencesQueryOptions = () => queryOptions({ queryKey: ['notification-preferences'], queryFn: () => request(apiClient().GET(path)) });

export const useNotificationPreferences = () => useQuery(preferencesQueryOptions());

export function useSaveNotificationPreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (preferences: Partial<NotificationPreferences>) => request(apiClient().PUT(path, { body: { preferences } })),
    onSuccess: (answer) => client.setQueryData(preferencesQueryOptions().queryKey, answer),
  });
}
