/**
 * `POST /tenders/{tenderId}/bids/mine/confirm`: the bidder confirms their Pending bid after the tender was amended
 * (features/tenders/domain/versions.ts). Throws ApiRequestError (409 when there is nothing to confirm, the tender
 * changed meanwhile or closed).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, request } from '@/lib/api-client';
import { myBidKey } from './get-my-bid';

export const confirmBid = (tenderId: string) => request(apiClient().POST('/tenders/{tenderId}/bids/mine/confirm', { params: { path: { tenderId } } }));

/** Confirms the bid; the caller's bid query then holds the confirmed bid. */
export function useConfirmBid() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: confirmBid,
    onSuccess: ({ bid }, tenderId) => client.setQueryData(myBidKey(tenderId), { bid }),
  });
}
