/**
 * `POST /admin/users/{userId}/approval {status}`: an admin approves or rejects a user (spec part 2, 7
 * "update_approval"). The user is told by e-mail and, when signed in, at once over the WebSocket.
 */
import { auditActor, recordAudit } from '../../account/data/audit-entries';
import { getProfile, setApproval } from '../../account/data/profiles';
import { displayName } from '../../../domain/roles';
import { NotFoundError } from '../../../kernel/errors';
import { httpHandler } from '../../../api/http-handler';
import { notifyApproval } from '../../notifications/notify';

export const handler = httpHandler('admin-approval-decide', async ({ auth, params, body }) => {
  const current = await getProfile(params.userId!);
  if (!current) throw new NotFoundError('User not found');
  const profile = await setApproval(current, body.status);
  if (current.approvalStatus !== profile.approvalStatus) {
    await recordAudit({
      ...auditActor(auth),
      action: body.status === 'approved' ? 'approve' : 'reject',
      targetUserId: profile.userId,
      targetName: displayName(profile),
      changes: [{ field: 'approvalStatus', from: current.approvalStatus, to: profile.approvalStatus }],
    });
  }
  await notifyApproval(profile);
  return profile;
});
