/**
 * `POST /tenders/{tenderId}/bids/{bidId}/accept` (part 2, "Accept bid"): the tender goes In Progress
 * with this bid, every other bid is Rejected. Answers the tender and the accepted bid. Throws
 * ApiRequestError (403 not the poster, 409 not Open or another bid accepted).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import type { bidAcceptedSchema } from '@domain/dto';
import { api } from '@/lib/api-client';

export type BidAccepted = z.infer<typeof bidAcceptedSchema>;

export const acceptBid = ({ tenderId, bidId }: { tenderId: string; bidId: string }): Promise<BidAccepted> =>
  api<BidAccepted>(`/tenders/${encodeURIComponent(tenderId)}/bids/${encodeURIComponent(bidId)}/accept`, { method: 'POST' });

/** Accepts the bid; the answer becomes the cached tender detail, lists and bids are refreshed. */
export function useAcceptBid() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: acceptBid,
    onSuccess: async (answer, { tenderId }) => {
      client.setQueryData(['tenders', 'detail', tenderId], answer.tender);
      await Promise.all([
        client.invalidateQueries({ queryKey: ['tenders'], predicate: (q) => q.queryKey[1] !== 'detail' }),
        client.invalidateQueries({ queryKey: ['bids', 'list', tenderId] }),
      ]);
    },
  });
}
