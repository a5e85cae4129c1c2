/**
 * `DELETE /me` with `{confirm: 'ERASE'}`: the caller erases their account (issue 24, 4; GDPR article 17).
 * The steps and what happens to each kind of data are in erase-user.ts and docs/decisions.md ("Erasure").
 * An open contract: 409 naming the tender; an admin: 403. The very next request with the same token is 401.
 */
import { httpHandler } from '../../../api/http-handler';
import { NotFoundError } from '../../../kernel/errors';
import { eraseUser } from '../erase-user';

export const handler = httpHandler('me-erase', async ({ auth }) => {
  if (!auth.profile) throw new NotFoundError('Your profile was not found');
  return eraseUser(auth.profile, { kind: 'self' });
});
