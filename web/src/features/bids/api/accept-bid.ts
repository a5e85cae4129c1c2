/**
 * `POST /tenders/{tenderId}/bids/{bidId}/accept` (part 2, "Accept bid"): the tender goes In Progress
 * with this bid, every other bid is Rejected. Answers the tender and the accepted bid. Throws
 * ApiRequestError (403 not the poster, 409 not Open or another bid accepted).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, request } from '@/lib/api-client';
import { refreshTenderLists, tenderDetailKey } from '@/lib/tender-queries';

export const acceptBid = ({ tenderId, bidId }: { tenderId: string; bidId: string }) => request(apiClient().POST('/tenders/{tenderId}/bids/{bidId}/accept', { params: { path: { tenderId, bidId } } }));

export type BidAccepted = Awaited<ReturnType<typeof acceptBid>>;

/**
 * Accepts the bid; lists and bids are refreshed. `storeTender` puts the answer's tender into the cached
 * detail: call it once the page showing the Open tender has been left, since the new status unmounts
 * the bids table (and with it the mutation's callbacks).
 */
export function useAcceptBid() {
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: acceptBid,
    onSuccess: async (_answer, { tenderId }) => {
      await Promise.all([refreshTenderLists(client), client.invalidateQueries({ queryKey: ['bids', 'list', tenderId] })]);
    },
  });
  const storeTender = (answer: BidAccepted) => client.setQueryData(tenderDetailKey(answer.tender.tenderId), answer.tender);
  return Object.assign(mutation, { storeTender });
}
