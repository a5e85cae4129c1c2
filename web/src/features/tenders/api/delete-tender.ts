/**
 * `DELETE /tenders/{tenderId}` (part 2, poster detail "Delete"): removes an Open tender of the caller
 * with its attachments and bids. Throws ApiRequestError (403/404/409) when not allowed.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, request } from '@/lib/api-client';
import { refreshTenderLists, tenderDetailKey } from '@/lib/tender-queries';

export const deleteTender = (tenderId: string) => request(apiClient().DELETE('/tenders/{tenderId}', { params: { path: { tenderId } } }));

export type TenderDeleted = Awaited<ReturnType<typeof deleteTender>>;

/**
 * Deletes the tender and refreshes the lists. The detail stays cached while its page is still shown
 * (removing it would make that page fetch the deleted tender again); `forget` drops it once the page
 * has been left.
 */
export function useDeleteTender() {
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: deleteTender,
    onSuccess: () => refreshTenderLists(client),
  });
  const forget = (tenderId: string) => client.removeQueries({ queryKey: tenderDetailKey(tenderId), exact: true });
  return Object.assign(mutation, { forget });
}
