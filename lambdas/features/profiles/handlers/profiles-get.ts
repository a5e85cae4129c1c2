/**
 * `GET /profiles/{userId}?tenderId=`: a person's public profile, for an admin, or for the other side of a tender
 * the caller names (profile-access.ts): 403 otherwise, 404 for an unknown or erased account.
 */
import { httpHandler } from '../../../api/http-handler';
import { assertMayOpenProfile } from '../profile-access';
import { loadPublicProfile } from '../profile-view';

export const handler = httpHandler('profiles-get', async ({ auth, params, query }) => {
  await assertMayOpenProfile(auth, params.userId!, query.tenderId);
  return loadPublicProfile(params.userId!);
});
