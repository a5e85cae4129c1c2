/**
 * `DELETE /admin/users/{userId}`: an admin deletes a user (spec part 2, 5 "Delete user", 6: not admins)
 * by the same erasure as the user's own `DELETE /me`
 * (lambdas/features/privacy/erasure-requests.ts): accepted at once (the user's next request is 401), an open
 * contract refused with 409 naming the tender; the queued erasure removes sign-in and deletes personal data or
 * replaces it by 'Deleted user'. The history keeps the deletion without personal data.
 */
import { getProfile } from '../../account/public';
import { displayName } from '../../../domain/roles';
import { userMessages } from '../../account/domain/users';
import { ForbiddenError, NotFoundError } from '../../../kernel/errors';
import { httpHandler } from '../../../api/http-handler';
import { requestErasure } from '../../privacy/public';

export const handler = httpHandler('admin-users-delete', async ({ auth, params }) => {
  const current = await getProfile(params.userId!);
  if (!current) throw new NotFoundError(userMessages.notFound);
  if (current.role === 'admin') throw new ForbiddenError(userMessages.adminNotDeletable);
  await requestErasure(current, { kind: 'admin', actorId: auth.userId, actorName: auth.profile ? displayName(auth.profile) : 'Admin' });
  return { userId: current.userId, deleted: true as const };
});
