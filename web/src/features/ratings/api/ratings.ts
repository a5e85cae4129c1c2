/**
 * The ratings of a completed tender and of a person: `GET /tenders/{tenderId}/ratings`, rate (`POST`), change
 * (`PUT …/mine`), reply (`POST …/reply`), an admin's hide (`POST …/hide`) and `GET /profiles/{userId}/ratings`.
 * Errors are ApiRequestError (400 bad input, 403 not a party, 409 the rule's reason).
 */
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RatingBody, Side } from '@features/ratings/domain/ratings';
import { apiClient, request } from '@/lib/api-client';

export const tenderRatingsKey = (tenderId: string) => ['ratings', tenderId] as const;
export const profileRatingsKey = (userId: string, tenderId?: string) => ['profile-ratings', userId, tenderId ?? null] as const;

export const getTenderRatings = (tenderId: string) => request(apiClient().GET('/tenders/{tenderId}/ratings', { params: { path: { tenderId } } }));

export const tenderRatingsQueryOptions = (tenderId: string) => queryOptions({ queryKey: tenderRatingsKey(tenderId), queryFn: () => getTenderRatings(tenderId) });

/** The ratings of a tender as the caller may see them (`enabled` only for a Completed tender). */
export const useTenderRatings = (tenderId: string, enabled: boolean) => useQuery({ ...tenderRatingsQueryOptions(tenderId), enabled });

/** Rates (or, with `change`, changes one's rating of) the tender; its ratings are fetched again. */
export function useRate(tenderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ change, ...body }: RatingBody & { change?: boolean }) =>
      change
        ? request(apiClient().PUT('/tenders/{tenderId}/ratings/mine', { params: { path: { tenderId } }, body }))
        : request(apiClient().POST('/tenders/{tenderId}/ratings', { params: { path: { tenderId } }, body })),
    onSuccess: () => client.invalidateQueries({ queryKey: tenderRatingsKey(tenderId) }),
  });
}

/** Replies to the rating of the caller on the tender. */
export function useReply(tenderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => request(apiClient().POST('/tenders/{tenderId}/ratings/reply', { params: { path: { tenderId } }, body: { text } })),
    onSuccess: () => client.invalidateQueries({ queryKey: tenderRatingsKey(tenderId) }),
  });
}

/** An admin hides the rating written by `side`, with a reason. */
export function useHideRating(tenderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { side: Side; reason: string }) => request(apiClient().POST('/tenders/{tenderId}/ratings/hide', { params: { path: { tenderId } }, body })),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: tenderRatingsKey(tenderId) }), client.invalidateQueries({ queryKey: ['history', tenderId] })]),
  });
}

/** A person's revealed ratings, newest first, page by page (`tenderId`: the tender through which the caller knows them). */
export const profileRatingsQueryOptions = (userId: string, tenderId?: string) =>
  infiniteQueryOptions({
    queryKey: profileRatingsKey(userId, tenderId),
    queryFn: ({ pageParam }) =>
      request(apiClient().GET('/profiles/{userId}/ratings', { params: { path: { userId }, query: { ...(tenderId ? { tenderId } : {}), ...(pageParam ? { cursor: pageParam } : {}) } } })),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useProfileRatings = (userId: string, tenderId?: string) => useInfiniteQuery(profileRatingsQueryOptions(userId, tenderId));
