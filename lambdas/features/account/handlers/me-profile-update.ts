/** `PUT /me/profile`: the caller updates their own name, company and phone (spec part 1, 2.13 and 5). */
import { updateProfile } from '../data/profiles';
import { NotFoundError } from '../../../kernel/errors';
import { httpHandler } from '../../../api/http-handler';

export const handler = httpHandler('me-profile-update', async ({ auth, body }) => {
  if (!auth.profile) throw new NotFoundError('Your profile was not found');
  return updateProfile(auth.userId, body);
});
