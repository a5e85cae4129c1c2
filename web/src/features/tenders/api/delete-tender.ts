/**
 * `DELETE /tenders/{tenderId}` (part 2, poster detail "Delete"): removes an Open tender of the caller
 * with its attachments and bids. Throws ApiRequestError (403/404/409) when not allowed.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import type { tenderDeletedSchema } from '@domain/dto';
import { api } from '@/lib/api-client';

export type TenderDeleted = z.infer<typeof tenderDeletedSchema>;

export const deleteTender = (tenderId: string): Promise<TenderDeleted> => api<TenderDeleted>(`/tenders/${encodeURIComponent(tenderId)}`, { method: 'DELETE' });

/** Deletes the tender, forgets its detail and refreshes the lists. */
export function useDeleteTender() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteTender,
    onSuccess: (_, tenderId) => {
      client.removeQueries({ queryKey: ['tenders', 'detail', tenderId] });
      return client.invalidateQueries({ queryKey: ['tenders'] });
    },
  });
}
