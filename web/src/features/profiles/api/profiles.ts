/**
 * Public profiles: `GET /profiles/me`, `PUT /profiles/me`, `GET /profiles/{userId}?tenderId=` and the anonymous
 * bidder summary `GET /tenders/{tenderId}/bids/{bidId}/summary`. Errors are ApiRequestError (400 bad input, 403 not
 * allowed, 404 unknown).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdateBody } from '@features/profiles/domain/profiles';
import { apiClient, request } from '@/lib/api-client';

export const myProfileKey = ['public-profile', 'me'] as const;
export const profileKey = (userId: string, tenderId?: string) => ['public-profile', userId, tenderId ?? null] as const;

/** The caller's own public profile. */
export const useMyProfile = () => useQuery({ queryKey: myProfileKey, queryFn: () => request(apiClient().GET('/profiles/me')) });

/** Saves the caller's qualifications and area. */
export function useUpdateMyProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdateBody) => request(apiClient().PUT('/profiles/me', { body: body as never })),
    onSuccess: (answer) => client.setQueryData(myProfileKey, answer),
  });
}

/** A person's profile, opened through `tenderId` (not needed by admins). */
export const useProfile = (userId: string, tenderId?: string) =>
  useQuery({ queryKey: profileKey(userId, tenderId), queryFn: () => request(apiClient().GET('/profiles/{userId}', { params: { path: { userId }, query: tenderId ? { tenderId } : {} } })) });

/** The anonymous summary of the geodesist behind a bid (the tender's poster). */
export const useBidderSummary = (tenderId: string, bidId: string) =>
  useQuery({ queryKey: ['bidder-summary', tenderId, bidId], queryFn: () => request(apiClient().GET('/tenders/{tenderId}/bids/{bidId}/summary', { params: { path: { tenderId, bidId } } })) });
