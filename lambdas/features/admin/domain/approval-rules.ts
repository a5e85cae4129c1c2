/**
 * "An admin may set a user's approval" (spec part 2, 7 "update_approval" and "Admin users"; "Trust, second
 * pass", 11): approve or reject a pending user, approve a user who was rejected (the review the rejected page
 * promises), and reject a user who was approved. The admin's user table offers the one decision a user does not
 * have yet (`offeredDecision`); the handler (admin-approval-decide) answers with `firstRefusal` of the clauses and
 * writes with the same clauses as the profile's condition (account/data/profiles.ts setApproval), so a profile
 * removed meanwhile is refused for the rule's reason. Deciding what a user already has changes nothing. Rejecting
 * the last admin in force is refused by the admin roster (data/admin-roster.ts), which reads other profiles.
 * Pure module, shared with the web app as `@features/admin/domain/approval-rules`.
 */
import type { Clause, Refusal } from '../../../domain/rules';
import type { ApprovalStatus } from '../../../domain/roles';
import { userMessages } from '../../account/domain/users';

/** The profile attributes the rule reads (`userId` is absent when there is no profile). */
export interface ApprovalState {
  userId?: string;
  approvalStatus?: ApprovalStatus;
}

/** A decision an admin makes: pending is where a user starts, never a decision. */
export type ApprovalDecisionStatus = Exclude<ApprovalStatus, 'pending'>;

const notFound: Refusal = { status: 404, message: userMessages.notFound };
const selfReject: Refusal = { status: 403, message: userMessages.selfReject };

/**
 * The clauses of "admin `actorId` may set user `userId`'s approval to `status`": the profile exists (404
 * 'User not found'), and a rejection is not of the admin's own account (403 'You cannot reject your own
 * account'). Every move between pending, approved and rejected is allowed otherwise.
 */
export function decidable(actorId: string, userId: string, status: ApprovalDecisionStatus): Clause<ApprovalState>[] {
  return [{ field: 'userId', is: 'eq', value: userId, refusal: notFound }, ...(status === 'rejected' ? [{ field: 'userId', is: 'ne', value: actorId, refusal: selfReject } as const] : [])];
}

/**
 * The decision the admin's user table offers for `user` (who is not pending: pending users have both in the
 * Pending Approvals card): Approve for a rejected user, Reject for an approved one.
 */
export function offeredDecision(user: { approvalStatus: ApprovalStatus }): ApprovalDecisionStatus {
  return user.approvalStatus === 'rejected' ? 'approved' : 'rejected';
}
