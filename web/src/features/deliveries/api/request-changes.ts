/**
 * `POST /tenders/{tenderId}/deliveries/{deliveryId}/request-changes`: the poster returns a
 * Submitted delivery to the contractor with a required comment. Answers the delivery, now 'Changes
 * Requested'. Throws ApiRequestError (400 no comment, 403 not the poster, 409 not Submitted).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, request } from '@/lib/api-client';
import { refreshTenderHistory } from '@/lib/tender-queries';
import { deliveriesKey } from './get-deliveries';

export const requestChanges = ({ tenderId, deliveryId, comment }: { tenderId: string; deliveryId: string; comment: string }) =>
  request(apiClient().POST('/tenders/{tenderId}/deliveries/{deliveryId}/request-changes', { params: { path: { tenderId, deliveryId } }, body: { comment } }));

/** Requests changes; refreshes the tender's deliveries and history. */
export function useRequestChanges() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: requestChanges,
    onSuccess: (_delivery, { tenderId }) => Promise.all([client.invalidateQueries({ queryKey: deliveriesKey(tenderId) }), refreshTenderHistory(client, tenderId)]),
  });
}
