/**
 * `POST /tenders/{tenderId}/complete` (part 2, 9 "Accept deliverables"): every delivery becomes
 * Accepted and the tender Completed. Answers the tender with the bid, 8 % fee and total in cents.
 * Throws ApiRequestError (403 not the poster, 409 nothing to accept or already completed).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, request } from '@/lib/api-client';
import { refreshTenderLists, tenderDetailKey } from '@/lib/tender-queries';
import { deliveriesKey } from './get-deliveries';

export const completeTender = (tenderId: string) => request(apiClient().POST('/tenders/{tenderId}/complete', { params: { path: { tenderId } } }));

export type Completion = Awaited<ReturnType<typeof completeTender>>;

/** Accepts the deliverables; the answer becomes the cached tender detail, lists and deliveries are refreshed. */
export function useCompleteTender() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: completeTender,
    onSuccess: async (answer, tenderId) => {
      client.setQueryData(tenderDetailKey(tenderId), answer.tender);
      await Promise.all([refreshTenderLists(client), client.invalidateQueries({ queryKey: deliveriesKey(tenderId) })]);
    },
  });
}
