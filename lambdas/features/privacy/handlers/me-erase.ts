/**
 * `DELETE /me` with `{confirm: 'ERASE'}`: the caller asks for the erasure of their account (GDPR
 * article 17). Accepted here (erasure-requests.ts: refused for an open contract, 409 naming the tender, or an
 * admin, 403; otherwise the profile is marked and the job queued), erased by the data-export worker
 * (erase-user.ts). Answers `{userId, status: 'erasing'}`; the very next request with the same token is 401.
 */
import { httpHandler } from '../../../api/http-handler';
import { NotFoundError } from '../../../kernel/errors';
import { requestErasure } from '../erasure-requests';
import { english } from '../../../domain/i18n/english';

export const handler = httpHandler('me-erase', async ({ auth }) => {
  if (!auth.profile) throw new NotFoundError(english('error.http.profileNotFound'));
  return requestErasure(auth.profile, { kind: 'self' });
});
