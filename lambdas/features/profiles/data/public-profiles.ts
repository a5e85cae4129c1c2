/**
 * Reads and writes of the public profiles (profile-models.ts). A profile item is created by its first write (its
 * owner's edit, a completed project or a revealed rating), so a person without one reads as empty. The counts are
 * kept with ADD (never read, changed and written back), so concurrent changes add up.
 */
import { isConditionFailure } from '../../../kernel/errors';
import { tableOf, transactWrite, type TransactItem } from '../../../table/model-table';
import { sumField, type Criterion, type Qualification, type SummaryCounts } from '../domain/profiles';
import { completionMarkModel, publicProfileModel } from './profile-models';
import type { SavedSearch, ServiceAlerts, ServiceArea } from '../domain/service-areas';

/** A public profile as stored. */
export type PublicProfileItem = SummaryCounts & {
  userId: string;
  qualifications?: Qualification[];
  area?: unknown;
  areas?: unknown;
  searches?: unknown;
  createdAt: string;
  updatedAt: string;
};

const profiles = tableOf<PublicProfileItem>(publicProfileModel);
const marks = tableOf<{ tenderId: string }>(completionMarkModel);

/** The public profile of `userId`, or undefined when they have none yet (GetItem). */
export async function getPublicProfile(userId: string): Promise<PublicProfileItem | undefined> {
  return profiles.get({ userId });
}

/** The public profiles of `userIds` that exist (BatchGetItem). */
export async function getPublicProfiles(userIds: readonly string[]): Promise<PublicProfileItem[]> {
  return profiles.getMany([...new Set(userIds)].map((userId) => ({ userId })));
}

/** Sets the owner's qualifications; creates the profile when absent. Returns it. */
export async function updateOwnProfile(userId: string, change: { qualifications: Qualification[] }, at: string): Promise<PublicProfileItem> {
  return profiles.update({ userId }, { set: { qualifications: change.qualifications, updatedAt: at } });
}

/** The areas of a stored profile: `areas`, else the one area stated before service areas, else none (all of Estonia). */
export function areasOf(item: { areas?: unknown; area?: unknown } | undefined): ServiceArea[] {
  if (Array.isArray(item?.areas)) return item.areas as ServiceArea[];
  return item?.area ? [item.area as ServiceArea] : [];
}

/** `userId`'s service areas and saved searches (GetItem); none stored: all of Estonia, no search. */
export async function getServiceAlerts(userId: string): Promise<ServiceAlerts> {
  const item = await profiles.get({ userId });
  return { areas: areasOf(item), searches: (item?.searches as SavedSearch[] | undefined) ?? [] };
}

/**
 * Counts `tenderId` once as a completed project of its poster and its contractor: ONE transaction of the tender's
 * marker (only if absent) and ADD 1 on both profiles. Returns false when the tender was already counted (the
 * completion's event delivered again). Throws DynamoDB's other errors.
 */
export async function countCompletedProject(input: { tenderId: string; creatorId: string; contractorId: string }): Promise<boolean> {
  try {
    await transactWrite([
      marks.putItem({ ...input }, { ifAbsent: true }),
      profiles.updateItem({ userId: input.creatorId }, { add: { completedProjects: 1 } }),
      profiles.updateItem({ userId: input.contractorId }, { add: { completedProjects: 1 } }),
    ]);
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * The UpdateItem that adds (`sign` 1: a rating revealed) or takes away (`sign` -1: a revealed rating hidden) the
 * `stars` of one rating to `userId`'s kept summary, for the transaction of that change. Taking away is condition-
 * checked: the count must be at least 1 (a summary never goes below zero).
 */
export function ratingSummaryChange(userId: string, stars: Partial<Record<Criterion, number>>, sign: 1 | -1): TransactItem {
  const add: Record<string, number> = { ratingCount: sign };
  for (const [c, n] of Object.entries(stars) as [Criterion, number][]) add[sumField(c)] = sign * n;
  return profiles.updateItem({ userId }, { add, ...(sign < 0 ? { where: (a, op) => op.gte(a.ratingCount, 1) } : {}) });
}

/** Deletes `userId`'s public profile (the erasure). Idempotent. */
export async function deletePublicProfile(userId: string): Promise<void> {
  await profiles.delete({ userId });
}
