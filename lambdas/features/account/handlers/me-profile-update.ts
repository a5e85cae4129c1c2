/**
 * `PUT /me/profile`: the caller updates their own name, company and phone (spec part 1, 2.13 and 5). The pool's
 * copy of them is written first (Cognito keeps no stale personal data), then the
 * profile.
 */
import { updateProfile } from '../data/profiles';
import { NotFoundError } from '../../../kernel/errors';
import { httpHandler } from '../../../api/http-handler';
import { syncUserAttributes } from '../user-accounts';
import { english } from '../../../domain/i18n/english';

export const handler = httpHandler('me-profile-update', async ({ auth, body }) => {
  if (!auth.profile) throw new NotFoundError(english('error.http.profileNotFound'));
  await syncUserAttributes(auth.userId, body);
  return updateProfile(auth.userId, body);
});
