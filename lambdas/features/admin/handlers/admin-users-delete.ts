/**
 * `DELETE /admin/users/{userId}`: an admin deletes a user (spec part 2, 5 "Delete user", 6: not admins;
 * issue 11, 5): the Cognito user, the profile, notification preferences and open connections go; the
 * user's tenders, bids and deliveries stay for the other parties, shown with the spec's 'Unknown'
 * fallbacks (docs/decisions.md). The history keeps the deletion.
 */
import { auditActor, recordAudit } from '../../account/data/audit-entries';
import { deleteConnection, listConnectionIds } from '../../notifications/data/connections';
import { deleteProfile, getProfile } from '../../account/data/profiles';
import { displayName } from '../../../domain/roles';
import { userMessages } from '../../account/domain/users';
import { ForbiddenError, NotFoundError } from '../../../kernel/errors';
import { httpHandler } from '../../../api/http-handler';
import { deleteUserAccount } from '../../account/user-accounts';

export const handler = httpHandler('admin-users-delete', async ({ auth, params }) => {
  const current = await getProfile(params.userId!);
  if (!current) throw new NotFoundError(userMessages.notFound);
  if (current.role === 'admin') throw new ForbiddenError(userMessages.adminNotDeletable);

  // Cognito first: once the user cannot sign in, the rest is removed; a retry after a failure finds the profile and goes on.
  await deleteUserAccount(current.userId);
  for (const connectionId of await listConnectionIds(current.userId)) await deleteConnection(connectionId);
  await recordAudit({
    ...auditActor(auth),
    action: 'delete',
    targetUserId: current.userId,
    targetName: displayName(current),
    changes: [{ field: 'email', from: current.email, to: null }],
  });
  await deleteProfile(current);
  return { userId: current.userId, deleted: true as const };
});
