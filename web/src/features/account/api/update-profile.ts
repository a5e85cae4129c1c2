/** `PUT /me/profile`: the signed-in user's own profile (spec part 1, 2.13 and 7.2). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import type { profileUpdateSchema } from '@features/account/domain/schemas';
import { apiClient, request } from '@/lib/api-client';

export type ProfileInput = z.input<typeof profileUpdateSchema>;

export const updateProfile = (input: ProfileInput) => request(apiClient().PUT('/me/profile', { body: input }));

/** Saves the profile and refreshes `/me` (display name, approval page) everywhere. */
export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateProfile, onSuccess: () => client.invalidateQueries({ queryKey: ['me'] }) });
}
