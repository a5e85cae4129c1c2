/**
 * `DELETE /tenders/{tenderId}/bid` (beyond the spec): withdraws the caller's Pending bid while the
 * tender is Open. Throws ApiRequestError (409 when the bid is no longer Pending or the tender closed).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, request } from '@/lib/api-client';
import { refreshTenderLists } from '@/lib/tender-queries';
import { myBidKey } from './get-my-bid';

export const withdrawBid = (tenderId: string) => request(apiClient().DELETE('/tenders/{tenderId}/bid', { params: { path: { tenderId } } }));

export type BidWithdrawn = Awaited<ReturnType<typeof withdrawBid>>;

/** Withdraws the bid; the caller then has no bid on the tender. */
export function useWithdrawBid() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: withdrawBid,
    onSuccess: (_answer, tenderId) => {
      client.setQueryData(myBidKey(tenderId), { bid: null });
      return refreshTenderLists(client);
    },
  });
}
