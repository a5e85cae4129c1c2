/**
 * `POST /tenders/{tenderId}/cancel`: the poster or an admin cancels a tender with a reason, an explanation and, for
 * the poster, an optional staged document. Answers the cancellation. Throws ApiRequestError (400 bad input, 403 not
 * theirs, 409 already cancelled, completed, delivered or changed meanwhile).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CancelRequest } from '@features/procurement/domain/cancellation';
import { apiClient, request } from '@/lib/api-client';
import { refreshTenderLists, tenderDetailKey } from '@/lib/tender-queries';
import { cancellationKey } from './get-cancellation';

export const cancelTender = ({ tenderId, ...body }: CancelRequest & { tenderId: string }) => request(apiClient().POST('/tenders/{tenderId}/cancel', { params: { path: { tenderId } }, body }));

/** Cancels the tender; its detail, the lists and its cancellation are fetched again. */
export function useCancelTender() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelTender,
    onSuccess: async (answer, { tenderId }) => {
      client.setQueryData(cancellationKey(tenderId), answer);
      await Promise.all([client.invalidateQueries({ queryKey: tenderDetailKey(tenderId) }), refreshTenderLists(client), client.invalidateQueries({ queryKey: ['history', tenderId] })]);
    },
  });
}
