/** `POST /tenders`: publish a tender from verified uploads; answers the tender and the rejected files (part 2, 5). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TenderCreate } from '@features/tenders/domain/schemas';
import { apiClient, request } from '@/lib/api-client';

export const createTender = (body: TenderCreate) => request(apiClient().POST('/tenders', { body }));

export function useCreateTender() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createTender,
    onSuccess: () => client.invalidateQueries({ queryKey: ['tenders'] }),
  });
}
