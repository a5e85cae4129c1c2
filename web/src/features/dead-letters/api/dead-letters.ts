/**
 * The admin's dead-letter queues: `GET /admin/dead-letters` (refreshed every 30 s while shown)
 * and `POST /admin/dead-letters/retry {queue}`, which refreshes the list when it answers.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, request } from '@/lib/api-client';

const deadLettersKey = ['admin', 'dead-letters'] as const;

export const useDeadLetters = () => useQuery({ queryKey: deadLettersKey, queryFn: () => request(apiClient().GET('/admin/dead-letters')), refetchInterval: 30_000 });

export type DeadLetterQueueView = NonNullable<ReturnType<typeof useDeadLetters>['data']>['queues'][number];

/** Retry all of one queue; throws ApiRequestError (409 a retry still moving, 5xx). */
export function useRetryDeadLetters() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (queue: string) => request(apiClient().POST('/admin/dead-letters/retry', { body: { queue } })),
    onSettled: () => client.invalidateQueries({ queryKey: deadLettersKey }),
  });
}
