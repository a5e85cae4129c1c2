/**
 * `PATCH /tenders/{tenderId}` (part 2, "Edit tender" and 5): new title, description and deadline,
 * attachment ids to remove and staged uploads to add. Answers the tender and the added files that
 * failed verification. The server refuses (403/404) anyone but the creator and any status but Open,
 * and 400 'Please upload at least one attachment' when no attachment would remain.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TenderUpdate } from '@features/tenders/domain/schemas';
import { apiClient, request } from '@/lib/api-client';
import { refreshTenderLists, tenderDetailKey } from '@/lib/tender-queries';

export const updateTender = (tenderId: string, body: TenderUpdate) => request(apiClient().PATCH('/tenders/{tenderId}', { params: { path: { tenderId } }, body }));

export type TenderUpdated = Awaited<ReturnType<typeof updateTender>>;

/** Saves the edit and refreshes every tender query (lists and this detail) on success. */
export function useUpdateTender(tenderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TenderUpdate) => updateTender(tenderId, body),
    onSuccess: ({ tender }) => {
      client.setQueryData(tenderDetailKey(tenderId), tender);
      return refreshTenderLists(client);
    },
  });
}
