/**
 * Rejecting an admin without ever leaving no admin in force (issue 24, 1): every rejection of an admin
 * serializes on the admin roster item (optimistic concurrency). The caller reads the roster's version
 * (`readRosterVersion`) BEFORE the admins in force (`adminsInForce`, strongly consistent), then writes with
 * `rejectAdmin`: ONE TransactWriteItems of the target's profile and the roster, the roster's update
 * conditioned on the version read. A rejection of another admin committed in between advanced the version,
 * so this one fails its condition and the caller reads again. Access pattern 5a in docs/data-model.md.
 */
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { Profile } from '../../account/domain/dto';
import { listProfilesByRole, toProfile } from '../../account/data/profiles';
import { ProfileEntity } from '../../account/data/user-entities';
import { documentClient } from '../../../table/client';
import { useTable } from '../../../table/entity-parts';
import { AdminRosterEntity } from './admin-roster-entities';
import { count, counterOf, move } from './stats';

/** The roster's version now (strongly consistent GetItem); 0 before the first rejection of an admin. */
export async function readRosterVersion(): Promise<number> {
  useTable();
  const { data } = await AdminRosterEntity.get({}).go({ consistent: true });
  return data?.version ?? 0;
}

/** True when `p` is an admin who may act: not rejected, not disabled. */
export const inForce = (p: Profile): boolean => p.role === 'admin' && p.approvalStatus !== 'rejected' && !p.disabledAt;

/**
 * The profile of `userId` read strongly consistently (GetItem), or undefined: what a write committed before
 * the read left, which a global index may not show yet.
 */
export async function readProfileNow(userId: string): Promise<Profile | undefined> {
  useTable();
  const { data } = await ProfileEntity.get({ userId }).go({ consistent: true });
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
 * 'rejected' (condition: it exists with the createdAt read; moves its approval index key) and Update the
 * roster ADD version 1 with condition `version = readVersion` (`attribute_not_exists(version)` when 0).
 * Returns the rejected profile. Throws TransactionCanceledException when another rejection of an admin, or
 * the profile's removal, came first (kernel/errors.ts isConditionFailure): read again and decide anew.
 */
export async function rejectAdmin(target: Profile, readVersion: number): Promise<Profile> {
  useTable();
  const now = new Date().toISOString();
  const profile = ProfileEntity.patch({ userId: target.userId }).composite({ createdAt: target.createdAt }).set({ approvalStatus: 'rejected', updatedAt: now }).params();
  const roster = AdminRosterEntity.update({})
    .add({ version: 1 })
    .set({ changedAt: now })
    .where((a, op) => (readVersion === 0 ? op.notExists(a.version) : op.eq(a.version, readVersion)))
    .params();
  const items = [profile, roster].map(({ ReturnValues: _omit, ...Update }) => ({ Update }));
  await documentClient.send(new TransactWriteCommand({ TransactItems: items as TransactWriteCommandInput['TransactItems'] }));
  await count(move(counterOf.approval(target.approvalStatus), counterOf.approval('rejected')));
  return { ...target, approvalStatus: 'rejected' };
}
