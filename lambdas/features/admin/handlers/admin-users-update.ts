/**
 * `PATCH /admin/users/{userId}`: an admin edits a user's name, company and phone, and changes the role
 * (spec part 2, 5 "Edit user", 6: not the role of an admin, so no admin is ever demoted). A
 * role change moves the user between Cognito groups and the profile, and takes effect on the user's next
 * request: the request pipeline refuses a token whose role is not the stored one (401), and
 * the user's open sessions are told to refresh their token at once. Each change is recorded in the user's history.
 */
import { auditActor, changesOf, recordAudit, getProfile, updateProfile, moveUserToGroup, syncUserAttributes } from '../../account/public';
import { displayName } from '../../../domain/roles';
import { userMessages } from '../../account/domain/users';
import { ForbiddenError, NotFoundError } from '../../../kernel/errors';
import { httpHandler } from '../../../api/http-handler';
import { pushToUser } from '../../notifications/public';

export const handler = httpHandler('admin-users-update', async ({ auth, params, body }) => {
  const current = await getProfile(params.userId!);
  if (!current) throw new NotFoundError(userMessages.notFound);
  const newRole = body.role && body.role !== current.role ? body.role : undefined;
  if (newRole && current.role === 'admin') throw new ForbiddenError(userMessages.adminRoleLocked);

  if (newRole) await moveUserToGroup(current.userId, current.role, newRole);
  // The pool's copy of the names, company and phone follows the edit.
  await syncUserAttributes(current.userId, body);
  const updated = await updateProfile(current.userId, body, { email: current.email, role: newRole, previousRole: current.role, createdAt: current.createdAt });

  const actor = { ...auditActor(auth), targetUserId: updated.userId, targetName: displayName(updated) };
  const edits = changesOf(current, body, ['firstName', 'lastName', 'company', 'phone']);
  if (edits.length > 0) await recordAudit({ ...actor, action: 'edit', changes: edits });
  if (newRole) await recordAudit({ ...actor, action: 'role_change', changes: [{ field: 'role', from: current.role, to: newRole }] });
  if (newRole || edits.length > 0) await pushToUser(updated.userId, { type: 'session_refresh', reason: newRole ? 'role_changed' : 'profile_changed' });
  return updated;
});
