/**
 * Rejecting an admin without ever leaving no admin in force: every rejection of an admin
 * serializes on the admin roster item (optimistic concurrency). The caller reads the roster's version
 * (`readRosterVersion`) BEFORE the admins in force (`adminsInForce`, strongly consistent), then writes with
 * `rejectAdmin`: ONE TransactWriteItems of the target's profile, the roster and the `user_approval_decided` event, the roster's update
 * conditioned on the version read. A rejection of another admin committed in between advanced the version,
 * so this one fails its condition and the caller reads again. Access pattern 5a in docs/data-model.md.
 * Read and written through the model table (table/model-table.ts; no ElectroDB at run time).
 */
import type { Profile } from '../../account/domain/dto';
import { listProfilesByRole, profileTable, toProfile, userApprovalDecided } from '../../account/public';
import { outboxItem } from '../../../table/outbox';
import { count, counterOf, move } from '../../../table/stats';
import { tableOf, transactWrite } from '../../../table/model-table';
import { adminRosterModel } from './admin-roster-models';

const rosterTable = tableOf<{ version?: number; changedAt?: string }>(adminRosterModel);

/** The roster's version now (strongly consistent GetItem); 0 before the first rejection of an admin. */
export async function readRosterVersion(): Promise<number> {
  const data = await rosterTable.get({}, { consistent: true });
  return data?.version ?? 0;
}

/** True when `p` is an admin who may act: not rejected, not disabled. */
export const inForce = (p: Profile): boolean => p.role === 'admin' && p.approvalStatus !== 'rejected' && !p.disabledAt;

/**
 * The profile of `userId` read strongly consistently (GetItem), or undefined: what a write committed before
 * the read left, which a global index may not show yet.
 */
export async function readProfileNow(userId: string): Promise<Profile | undefined> {
  const data = await profileTable.get({ userId }, { consistent: true });
  return data ? toProfile(data) : undefined;
}

/**
 * The admins in force other than `exceptUserId`: the role index (gsi2) finds the admins (admins are never
 * demoted nor deleted, so it misses at most one made admin a moment ago), and each one it shows in force is
 * read again strongly consistently, so a rejection committed before this call is always seen.
 */
export async function otherAdminsInForce(exceptUserId: string): Promise<Profile[]> {
  const candidates = (await listProfilesByRole('admin')).filter((p) => p.userId !== exceptUserId && inForce(p));
  const now = await Promise.all(candidates.map((p) => readProfileNow(p.userId)));
  return now.filter((p): p is Profile => p !== undefined && inForce(p));
}

/**
 * Rejects admin `target` (as read) in ONE TransactWriteItems: Update the profile SET approvalStatus
 * 'rejected' (condition: it exists with the createdAt and the approval status read, so the approval counters
 * move from the status the write replaced; moves its approval index key) and Update the
 * roster ADD version 1 with condition `version = readVersion` (`attribute_not_exists(version)` when 0).
 * Returns the rejected profile. Throws TransactionCanceledException when another rejection of an admin, or
 * the profile's removal, came first (kernel/errors.ts isConditionFailure): read again and decide anew.
 */
export async function rejectAdmin(target: Profile, readVersion: number): Promise<Profile> {
  const now = new Date().toISOString();
  await transactWrite([
    profileTable.updateItem(
      { userId: target.userId },
      { composite: { createdAt: target.createdAt }, set: { approvalStatus: 'rejected', updatedAt: now }, where: (a, op) => op.eq(a.approvalStatus, target.approvalStatus) },
      { mustExist: true },
    ),
    rosterTable.updateItem({}, { add: { version: 1 }, set: { changedAt: now }, where: (a, op) => (readVersion === 0 ? op.notExists(a.version) : op.eq(a.version, readVersion)) }),
    outboxItem(userApprovalDecided, { userId: target.userId, approvalStatus: 'rejected', decidedAt: now }, now),
  ]);
  await count(move(counterOf.approval(target.approvalStatus), counterOf.approval('rejected')));
  return { ...target, approvalStatus: 'rejected' };
}
