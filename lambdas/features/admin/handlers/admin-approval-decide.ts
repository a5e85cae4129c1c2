/**
 * `POST /admin/users/{userId}/approval {status}`: an admin approves or rejects a user (spec part 2, 7
 * "update_approval"): a pending user either way, a rejected user approved after a review (the rejected page
 * promises one), an approved user rejected. The rule is admin/domain/approval-rules.ts
 * `decidable` (404 unknown user, 403 rejecting oneself), written as the profile's condition together with "the
 * status is still what was read", so the approval counters move from the status the write replaced; a write that
 * loses a race reads again and decides anew. Deciding what a user already has writes nothing and tells no one.
 * The decision's transaction records the `user_approval_decided` event (account/events.ts); its listener tells the
 * user by e-mail and, when signed in, over the WebSocket. A rejection blocks an account of
 * any role from its next request on (the request pipeline reads the profile); an approval opens it
 * again. An admin cannot reject the last admin who is not rejected (409). Rejections of admins serialize on the
 * admin roster (data/admin-roster.ts): two admins rejecting each other at the same moment leave one
 * admin in force, the other answered 409.
 */
import { auditActor, recordAudit, getProfile, setApproval } from '../../account/public';
import type { Profile } from '../../account/domain/dto';
import { userMessages } from '../../account/domain/users';
import { displayName } from '../../../domain/roles';
import { firstRefusal } from '../../../domain/rules';
import { ConflictError, NotFoundError, isConditionFailure, throwIfRefused } from '../../../kernel/errors';
import { whereAll } from '../../../table/conditions';
import { httpHandler } from '../../../api/http-handler';
import { decidable, type ApprovalDecisionStatus } from '../domain/approval-rules';
import { inForce, otherAdminsInForce, readProfileNow, readRosterVersion, rejectAdmin } from '../data/admin-roster';

/** Rounds of read-then-transact before a rejection of an admin gives up on concurrent ones. */
export const ADMIN_REJECT_ATTEMPTS = 5;
/** 409 when other rejections of admins kept winning for ADMIN_REJECT_ATTEMPTS rounds. */
export const rosterBusy = 'Other admins were changing who is an admin at the same moment: try again';
/** Rounds of read-then-write of a decision before it gives up on other admins deciding the same user. */
export const DECIDE_ATTEMPTS = 5;
/** 409 when other admins kept deciding the same user for DECIDE_ATTEMPTS rounds. */
export const decisionBusy = 'Other admins were deciding this user at the same moment: reload and try again';

/** The profile after a decision, the status it replaced, and whether this request wrote the decision. */
interface Decision {
  profile: Profile;
  from: Profile['approvalStatus'];
  written: boolean;
}

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
      if (!inForce(now)) return { profile: now, from: now.approvalStatus, written: false };
      current = now;
    }
    if ((await otherAdminsInForce(current.userId)).length === 0) throw new ConflictError(userMessages.lastAdmin);
    try {
      return { profile: await rejectAdmin(current, version), from: current.approvalStatus, written: true };
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      if (attempt >= ADMIN_REJECT_ATTEMPTS) throw new ConflictError(rosterBusy);
    }
  }
}

/**
 * Sets `status` for user `userId`, read as `read` (undefined: no profile), under the rule's clauses and "the
 * status is still as read"; a lost race reads the profile again (strongly consistent) and decides anew. The
 * rejection of an admin in force goes through the roster guard. Throws the rule's refusal (404, 403),
 * ConflictError as said.
 */
async function decide(actorId: string, userId: string, read: Profile | undefined, status: ApprovalDecisionStatus): Promise<Decision> {
  const clauses = decidable(actorId, userId, status);
  let current = read;
  for (let attempt = 1; ; attempt++) {
    throwIfRefused(firstRefusal(clauses, current ?? {}));
    const now = current!;
    if (now.approvalStatus === status) return { profile: now, from: now.approvalStatus, written: false };
    if (status === 'rejected' && inForce(now)) return rejectAdminGuarded(now);
    try {
      const profile = await setApproval(
        now,
        status,
        whereAll(clauses, (a, op) => op.eq(a.approvalStatus, now.approvalStatus)),
        { announce: true },
      );
      return { profile, from: now.approvalStatus, written: true };
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      if (attempt >= DECIDE_ATTEMPTS) throw new ConflictError(decisionBusy);
      current = await readProfileNow(userId);
    }
  }
}

export const handler = httpHandler('admin-approval-decide', async ({ auth, params, body }) => {
  const userId = params.userId!;
  const { profile, from, written } = await decide(auth.userId, userId, await getProfile(userId), body.status);
  if (!written) return profile;
  await recordAudit({
    ...auditActor(auth),
    action: body.status === 'approved' ? 'approve' : 'reject',
    targetUserId: profile.userId,
    targetName: displayName(profile),
    changes: [{ field: 'approvalStatus', from, to: profile.approvalStatus }],
  });
  return profile;
});
