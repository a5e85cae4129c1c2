/**
 * `POST /tenders/{tenderId}/deliveries` (part 2, Deliver page): the contractor submits verified
 * deliverable uploads (staged keys) with optional notes. Answers the delivery and the files that failed
 * the server's final check. Throws ApiRequestError (400 'Please upload at least one file...', 403 not
 * the contractor, 409 not In Progress).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import type { deliveryCreatedSchema } from '@domain/dto';
import type { DeliveryCreate } from '@domain/schemas';
import { api } from '@/lib/api-client';
import { deliveriesKey } from './get-deliveries';

export type DeliveryCreated = z.infer<typeof deliveryCreatedSchema>;

export const createDelivery = ({ tenderId, ...body }: DeliveryCreate & { tenderId: string }): Promise<DeliveryCreated> =>
  api<DeliveryCreated>(`/tenders/${encodeURIComponent(tenderId)}/deliveries`, { method: 'POST', body });

/** Submits a delivery; refreshes the tender's deliveries and detail (its delivery count). */
export function useCreateDelivery() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createDelivery,
    onSuccess: ({ delivery }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: deliveriesKey(delivery.tenderId) }),
        client.invalidateQueries({ queryKey: ['tenders', 'detail', delivery.tenderId] }),
      ]),
  });
}
