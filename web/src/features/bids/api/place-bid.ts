/**
 * `PUT /tenders/{tenderId}/bid` (part 2, 5 "Bid"): places the caller's one bid or updates it; the body
 * carries euros (`amount`), the answer cents and `created` (true for a new bid). Throws ApiRequestError
 * (400 validation, 403, 409 closed or past the deadline) with the server's message.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BidPlace } from '@features/bids/domain/schemas';
import { apiClient, request } from '@/lib/api-client';
import { refreshTenderLists } from '@/lib/tender-queries';
import { myBidKey } from './get-my-bid';

export const placeBid = ({ tenderId, ...body }: BidPlace & { tenderId: string }) => request(apiClient().PUT('/tenders/{tenderId}/bid', { params: { path: { tenderId } }, body }));

export type BidPlaced = Awaited<ReturnType<typeof placeBid>>;

/** Places or updates the bid; stores the answer as the caller's bid and refreshes tender lists (bid badges and counts). */
export function usePlaceBid() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: placeBid,
    onSuccess: (answer, { tenderId }) => {
      client.setQueryData(myBidKey(tenderId), { bid: answer.bid });
      return refreshTenderLists(client);
    },
  });
}
