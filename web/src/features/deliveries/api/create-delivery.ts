/**
 * `POST /tenders/{tenderId}/deliveries` (part 2, Deliver page): the contractor submits verified
 * deliverable uploads (staged keys) with optional notes. Answers the delivery and the files that failed
 * the server's final check. Throws ApiRequestError (400 'Please upload at least one file...', 403 not
 * the contractor, 409 not In Progress).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeliveryCreate } from '@features/deliveries/domain/schemas';
import { apiClient, request } from '@/lib/api-client';
import { refreshTenderHistory, tenderDetailKey } from '@/lib/tender-queries';
import { deliveriesKey } from './get-deliveries';

export const createDelivery = ({ tenderId, ...body }: DeliveryCreate & { tenderId: string }) => request(apiClient().POST('/tenders/{tenderId}/deliveries', { params: { path: { tenderId } }, body }));

export type DeliveryCreated = Awaited<ReturnType<typeof createDelivery>>;

/** Submits a delivery; refreshes the tender's deliveries and detail (its delivery count). */
export function useCreateDelivery() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createDelivery,
    onSuccess: ({ delivery }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: deliveriesKey(delivery.tenderId) }),
        client.invalidateQueries({ queryKey: tenderDetailKey(delivery.tenderId) }),
        refreshTenderHistory(client, delivery.tenderId),
      ]),
  });
}
