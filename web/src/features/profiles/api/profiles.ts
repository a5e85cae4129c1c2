/**
 * Public profiles: `GET /profiles/me`, `PUT /profiles/me`, `GET /profiles/{userId}?tenderId=` and the anonymous
 * bidder summary `GET /tenders/{tenderId}/bids/{bidId}/summary`. Errors are ApiRequestError (400 bad input, 403 not
 * allowed, 404 unknown). A profile is typed as the domain's PublicProfile: the generated paths type its service
 * areas only as objects.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdateBody, PublicProfile } from '@features/profiles/domain/profiles';
import { apiClient, request } from '@/lib/api-client';

/** The answer as the domain types it (see the module comment). */
const asProfile = (answer: unknown) => answer as PublicProfile;

export const myProfileKey = ['public-profile', 'me'] as const;
export const profileKey = (userId: string, tenderId?: string) => ['public-profile', userId, tenderId ?? null] as const;

/** The caller's own public profile. */
export const useMyProfile = () => useQuery({ queryKey: myProfileKey, queryFn: async () => asProfile(await request(apiClient().GET('/profiles/me'))) });

/** Saves the caller's qualifications. */
export function useUpdateMyProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: ProfileUpdateBody) => asProfile(await request(apiClient().PUT('/profiles/me', { body }))),
    onSuccess: (answer) => client.setQueryData(myProfileKey, answer),
  });
}

/** A person's profile, opened through `tenderId` (not needed by admins). */
export const useProfile = (userId: string, tenderId?: string) =>
  useQuery({
    queryKey: profileKey(userId, tenderId),
    queryFn: async () => asProfile(await request(apiClient().GET('/profiles/{userId}', { params: { path: { userId }, query: tenderId ? { tenderId } : {} } }))),
  });

/** The anonymous summary of the geodesist behind a bid (the tender's poster). */
export const useBidderSummary = (tenderId: string, bidId: string) =>
  useQuery({ queryKey: ['bidder-summary', tenderId, bidId], queryFn: () => request(apiClient().GET('/tenders/{tenderId}/bids/{bidId}/summary', { params: { path: { tenderId, bidId } } })) });
