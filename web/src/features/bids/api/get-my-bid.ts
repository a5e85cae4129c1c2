/**
 * `GET /tenders/{tenderId}/bid` (part 2, geodesist detail "bid panel with any existing bid"): the
 * caller's own bid on the tender, or null. Throws ApiRequestError on a non-2xx answer.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import type { ownBidAnswerSchema } from '@domain/dto';
import { api } from '@/lib/api-client';

export type OwnBidAnswer = z.infer<typeof ownBidAnswerSchema>;

export const getMyBid = (tenderId: string): Promise<OwnBidAnswer> => api<OwnBidAnswer>(`/tenders/${encodeURIComponent(tenderId)}/bid`);

/** Query key of the caller's bid on one tender. */
export const myBidKey = (tenderId: string) => ['bids', 'mine', tenderId] as const;

export const myBidQueryOptions = (tenderId: string) => queryOptions({ queryKey: myBidKey(tenderId), queryFn: () => getMyBid(tenderId) });

/** The caller's bid on `tenderId` (`data.bid` null when none). */
export const useMyBid = (tenderId: string, enabled = true) => useQuery({ ...myBidQueryOptions(tenderId), enabled });
