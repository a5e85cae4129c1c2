/**
 * `POST /admin/users/{userId}/approval {status}`: an admin approves or rejects a user (spec part 2, 7
 * "update_approval"). The user is told by e-mail and, when signed in, at once over the WebSocket. A
 * rejection blocks an account of any role from its next request on (the request pipeline reads the
 * profile; issue 24, 3); an admin cannot reject themself (403) nor the last admin who is not rejected (409).
 */
import { auditActor, recordAudit } from '../../account/data/audit-entries';
import { getProfile, listProfilesByRole, setApproval } from '../../account/data/profiles';
import type { Profile } from '../../account/domain/dto';
import { userMessages } from '../../account/domain/users';
import { displayName } from '../../../domain/roles';
import { ConflictError, ForbiddenError, NotFoundError } from '../../../kernel/errors';
import { httpHandler } from '../../../api/http-handler';
import { notifyApproval } from '../../notifications/notify';

/** Throws unless `actorId` may reject `target`: not themself (403), not the last admin still in force (409). */
async function assertMayReject(actorId: string, target: Profile): Promise<void> {
  if (target.userId === actorId) throw new ForbiddenError(userMessages.selfReject);
  if (target.role !== 'admin' || target.approvalStatus === 'rejected') return;
  const others = (await listProfilesByRole('admin')).filter((p) => p.userId !== target.userId && p.approvalStatus !== 'rejected' && !p.disabledAt);
  if (others.length === 0) throw new ConflictError(userMessages.lastAdmin);
}

export const handler = httpHandler('admin-approval-decide', async ({ auth, params, body }) => {
  const current = await getProfile(params.userId!);
  if (!current) throw new NotFoundError(userMessages.notFound);
  if (body.status === 'rejected') await assertMayReject(auth.userId, current);
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
