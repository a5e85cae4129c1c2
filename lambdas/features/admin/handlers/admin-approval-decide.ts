/**
 * `POST /admin/users/{userId}/approval {status}`: an admin approves or rejects a user (spec part 2, 7
 * "update_approval"). The user is told by e-mail and, when signed in, at once over the WebSocket. A
 * rejection blocks an account of any role from its next request on (the request pipeline reads the
 * profile; issue 24, 3); an admin cannot reject themself (403) nor the last admin who is not rejected (409).
 * Rejections of admins serialize on the admin roster (data/admin-roster.ts; issue 24, 1): two admins
 * rejecting each other at the same moment leave one admin in force, the other answered 409.
 */
import { auditActor, recordAudit } from '../../account/data/audit-entries';
import { getProfile, setApproval } from '../../account/data/profiles';
import type { Profile } from '../../account/domain/dto';
import { userMessages } from '../../account/domain/users';
import { displayName } from '../../../domain/roles';
import { ConflictError, ForbiddenError, NotFoundError, isConditionFailure } from '../../../kernel/errors';
import { httpHandler } from '../../../api/http-handler';
import { notifyApproval } from '../../notifications/notify';
import { inForce, otherAdminsInForce, readProfileNow, readRosterVersion, rejectAdmin } from '../data/admin-roster';

/** Rounds of read-then-transact before a rejection of an admin gives up on concurrent ones. */
export const ADMIN_REJECT_ATTEMPTS = 5;
/** 409 when other rejections of admins kept winning for ADMIN_REJECT_ATTEMPTS rounds. */
export const rosterBusy = 'Other admins were changing who is an admin at the same moment: try again';

/**
 * Rejects admin `target` (in force, not the caller) unless no other admin would stay in force (409
 * lastAdmin): reads the roster version, then the other admins in force, then writes the rejection with
 * the roster condition; a lost race reads everything again. Returns the profile as it now stands and
 * whether this request wrote it (false when a concurrent request rejected the same admin first). Throws
 * NotFoundError when the profile is gone meanwhile, ConflictError as said.
 */
async function rejectAdminGuarded(target: Profile): Promise<Decision> {
  let current = target;
  for (let attempt = 1; ; attempt++) {
    const version = await readRosterVersion();
    if (attempt > 1) {
      const now = await readProfileNow(current.userId);
      if (!now) throw new NotFoundError(userMessages.notFound);
      if (!inForce(now)) return { profile: now, written: false };
      current = now;
    }
    if ((await otherAdminsInForce(current.userId)).length === 0) throw new ConflictError(userMessages.lastAdmin);
    try {
      return { profile: await rejectAdmin(current, version), written: true };
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      if (attempt >= ADMIN_REJECT_ATTEMPTS) throw new ConflictError(rosterBusy);
    }
  }
}

/** The profile after a decision, and whether this request wrote the decision. */
interface Decision {
  profile: Profile;
  written: boolean;
}

/** Writes `status` for `current` (as read), the rejection of an admin in force through the roster guard. */
async function decide(actorId: string, current: Profile, status: Profile['approvalStatus']): Promise<Decision> {
  if (status === 'rejected' && current.userId === actorId) throw new ForbiddenError(userMessages.selfReject);
  if (status === 'rejected' && inForce(current)) return rejectAdminGuarded(current);
  return { profile: await setApproval(current, status), written: true };
}

export const handler = httpHandler('admin-approval-decide', async ({ auth, params, body }) => {
  const current = await getProfile(params.userId!);
  if (!current) throw new NotFoundError(userMessages.notFound);
  const { profile, written } = await decide(auth.userId, current, body.status);
  if (!written) return profile;
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
