/**
 * Profiles: one item per user (spec part 1, 4.2). Access patterns in docs/data-model.md. Read and written
 * through the model table (table/model-table.ts; no ElectroDB at run time).
 */
import type { Profile } from '../domain/dto';
import type { ApprovalStatus, Role } from '../../../domain/roles';
import type { ProfileUpdate } from '../domain/schemas';
import { isConditionFailure } from '../../../kernel/errors';
import { userMessages } from '../domain/users';
import { BadRequestError } from '../../../kernel/errors';
import { isBadCursor, tableOf, transactWrite, type TransactItem } from '../../../table/model-table';
import { outboxItem } from '../../../table/outbox';
import { addressHash } from '../../../kernel/address-hash';
import { userApprovalDecided, userErased } from '../events';
import type { WhereCallback } from '../../../table/expressions';
import { profileModel } from './user-models';
import { allEstoniaMemberItem, joinAllEstonia, leaveAllEstonia } from './audience';
import { supportedLanguage, type Language } from '../../../domain/i18n/languages';
import { searchFold } from '../../../domain/i18n/collation';
import { count, counterOf, move } from '../../../table/stats';

export type NewProfile = Omit<Profile, 'createdAt'> & { createdAt?: string };

/** A profile as stored (absent optional text is absent, not null). */
export type StoredProfile = {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  company?: string;
  phone?: string;
  role: Role;
  approvalStatus: ApprovalStatus;
  createdAt: string;
  disabledAt?: string;
  erasingAt?: string;
  language?: string;
};

/** The profiles' model table (item per user); admin-roster.ts writes them in its transaction. */
export const profileTable = tableOf<StoredProfile>(profileModel);

/** The API shape of a stored profile (absent optional text becomes null). */
export function toProfile(item: StoredProfile): Profile {
  return {
    userId: item.userId,
    email: item.email,
    firstName: item.firstName,
    lastName: item.lastName,
    company: item.company ?? null,
    phone: item.phone ?? null,
    role: item.role,
    approvalStatus: item.approvalStatus,
    createdAt: item.createdAt,
    ...(item.disabledAt ? { disabledAt: item.disabledAt } : {}),
    ...(item.erasingAt ? { erasingAt: item.erasingAt } : {}),
    ...(supportedLanguage(item.language) ? { language: supportedLanguage(item.language) } : {}),
  };
}

/**
 * Creates a user's profile unless one exists (condition: not exists). Idempotent: a second call for the
 * same user returns the stored profile unchanged (Cognito may retry the post-confirmation trigger).
 * Returns `{profile, created}`. `also` is written in the same transaction, only with a new profile (the outbox
 * item of the registration's event). A geodesist's profile is created with their place in the announcement audience
 * ('all of Estonia' until they save service areas, data/audience.ts).
 */
export async function createProfile(input: NewProfile, also: readonly TransactItem[] = []): Promise<{ profile: Profile; created: boolean }> {
  try {
    const audience = input.role === 'geodesist' ? [allEstoniaMemberItem(input.userId)] : [];
    const data = await profileTable.create({ ...input, company: input.company ?? undefined, phone: input.phone ?? undefined, searchText: searchTextOf(input) }, { also: [...also, ...audience] });
    await count({ [counterOf.role(input.role)]: 1, [counterOf.approval(input.approvalStatus)]: 1 });
    return { profile: toProfile(data), created: true };
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
    const existing = await getProfile(input.userId);
    if (!existing) throw err;
    return { profile: existing, created: false };
  }
}

/** The profile of `userId`, or undefined. */
export async function getProfile(userId: string): Promise<Profile | undefined> {
  const data = await profileTable.get({ userId });
  return data ? toProfile(data) : undefined;
}

/**
 * The profiles of `userIds` that exist, in no particular order (BatchGetItem, 100 keys a request, four at a
 * time, unprocessed keys read again with backoff, table/batch-writes.ts): one page of an announcement's
 * recipients. Throws when DynamoDB refuses, or UnprocessedItemsError when keys stay unprocessed.
 */
export async function getProfiles(userIds: string[]): Promise<Profile[]> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return [];
  const items = await profileTable.getMany(
    unique.map((userId) => ({ userId })),
    { concurrency: 4 },
  );
  return items.map(toProfile);
}

/** Profiles with an approval status, oldest first (gsi1). Reads every page (the pending list is short). */
export async function listProfilesByApproval(approvalStatus: ApprovalStatus): Promise<Profile[]> {
  return (await profileTable.queryAll('byApproval', { approvalStatus }, { order: 'asc' })).map(toProfile);
}

/** Profiles of one role, oldest first (gsi2); used to find every admin. */
export async function listProfilesByRole(role: Role): Promise<Profile[]> {
  return (await profileTable.queryAll('byRole', { role }, { order: 'asc' })).map(toProfile);
}

/**
 * Calls `fn` with each page (up to `pageSize`) of the approved profiles of `role`, oldest first: a paged
 * Query of the role index (gsi2) filtered on approval, never a Scan. Used by the notification fan-out
 * (tender_posted to every approved geodesist). Resolves when every page is done.
 */
export async function forEachApprovedPage(role: Role, pageSize: number, fn: (page: Profile[]) => Promise<void>): Promise<void> {
  let cursor: string | null = null;
  do {
    const out = await profileTable.query('byRole', { role }, { where: ({ approvalStatus }, { eq }) => eq(approvalStatus, 'approved'), order: 'asc', limit: pageSize, cursor });
    if (out.items.length > 0) await fn(out.items.map(toProfile));
    cursor = out.cursor;
  } while (cursor);
}

/**
 * Sets a user's approval status (condition: the profile exists, and `where` when given: the approval rule's
 * clauses and the status as read, admin/domain/approval-rules.ts). Takes the current profile (its createdAt is
 * part of the approval index key; its status is the counter moved from). With `announce` (an admin's decision), the
 * `user_approval_decided` event (account/events.ts) is written in the same transaction, so the user is told exactly
 * when the decision is stored. Returns the updated profile. Throws the DynamoDB condition error when the profile is
 * gone or `where` fails (mapped to 409 by the http handler; kernel/errors.ts isConditionFailure).
 */
export async function setApproval(current: Profile, approvalStatus: ApprovalStatus, where?: WhereCallback, opts: { announce?: boolean } = {}): Promise<Profile> {
  const updatedAt = new Date().toISOString();
  const change = { composite: { createdAt: current.createdAt }, set: { approvalStatus, updatedAt }, ...(where ? { where } : {}) };
  let profile: Profile;
  if (opts.announce && approvalStatus !== 'pending') {
    await transactWrite([
      profileTable.updateItem({ userId: current.userId }, change, { mustExist: true }),
      outboxItem(userApprovalDecided, { userId: current.userId, approvalStatus, decidedAt: updatedAt }, updatedAt),
    ]);
    profile = { ...current, approvalStatus };
  } else {
    profile = toProfile(await profileTable.patch({ userId: current.userId }, change));
  }
  await count(move(counterOf.approval(current.approvalStatus), counterOf.approval(approvalStatus)));
  return profile;
}

/** Updates the caller's own name, company and phone (condition: exists); null clears company/phone. */
export async function updateProfile(userId: string, update: ProfileUpdate, opts: { email?: string; role?: Role; previousRole?: Role; createdAt?: string } = {}): Promise<Profile> {
  const email = opts.email ?? (await getProfile(userId))?.email ?? '';
  const set: Record<string, unknown> = { firstName: update.firstName, lastName: update.lastName, searchText: searchTextOf({ ...update, email }), updatedAt: new Date().toISOString() };
  // A role change moves the profile between the role index's partitions (createdAt is part of its key).
  const roleChange = opts.role && opts.createdAt ? { role: opts.role, createdAt: opts.createdAt } : undefined;
  if (roleChange) set.role = roleChange.role;
  const remove: ('company' | 'phone')[] = [];
  for (const key of ['company', 'phone'] as const) {
    const value = update[key];
    if (value) set[key] = value;
    else remove.push(key);
  }
  const data = await profileTable.patch({ userId }, { set, ...(roleChange ? { composite: { createdAt: roleChange.createdAt } } : {}), ...(remove.length ? { remove } : {}) });
  if (opts.role && opts.previousRole) await count(move(counterOf.role(opts.previousRole), counterOf.role(opts.role)));
  // A new geodesist keeps all of Estonia (no areas yet); one who is no longer a geodesist leaves the audience.
  if (roleChange?.role === 'geodesist' && opts.previousRole !== 'geodesist') await joinAllEstonia(userId);
  if (roleChange && roleChange.role !== 'geodesist' && opts.previousRole === 'geodesist') await leaveAllEstonia(userId);
  return toProfile(data);
}

/**
 * The text the admin's user search matches: e-mail, "first last" and company (part 2, 5 "Admin"), in search's folded
 * form (searchFold: lower case without marks, so "Õunapuu" is found by "õunapuu", "OUNAPUU" and a decomposed õ).
 */
export function searchTextOf(p: { email: string; firstName: string; lastName: string; company?: string | null }): string {
  return searchFold([p.email, `${p.firstName} ${p.lastName}`.trim(), p.company ?? ''].join('\n'));
}

/**
 * One page of users for the admin's table (part 2, 'Admin users'), newest first, without the
 * pending ones (they are in Pending Approvals) and those being erased. One role: a Query of the role index; all roles: of the
 * every-user index. The search filters on `searchText` (a substring in the folded form, searchTextOf, or as typed in
 * lower case for a profile stored before it). A page reads the
 * users up to the tenth match: the cost grows with the number of users, never with tenders or bids.
 * Returns the profiles and the next cursor (the model table's, ElectroDB's format, null at the end); a
 * cursor that is not one of ours is a BadRequestError.
 */
export async function listUsers(query: { role?: Role; search?: string; cursor?: string; limit: number }): Promise<{ items: Profile[]; nextCursor: string | null }> {
  const search = query.search?.trim();
  // A profile stored before the folded form holds its text lower-cased only: the search as typed (composed, lower case) finds it.
  const forms = search ? [...new Set([searchFold(search), search.normalize('NFC').toLowerCase()])] : [];
  const found: WhereCallback = (a, op) => `(${forms.map((f) => op.contains(a.searchText, f)).join(' OR ')})`;
  // Users being erased are gone for the admins too: the erasure finishes in queued work.
  const where: WhereCallback = (a, op) => [op.ne(a.approvalStatus, 'pending'), op.notExists(a.erasingAt), ...(forms.length ? [found(a, op)] : [])].join(' AND ');
  const page = (limit: number, cursor: string | null) =>
    query.role ? profileTable.query('byRole', { role: query.role }, { where, order: 'desc', limit, cursor }) : profileTable.query('byCreated', {}, { where, order: 'desc', limit, cursor });
  const items: Profile[] = [];
  let cursor: string | null = query.cursor ?? null;
  try {
    // A filtered page may come back short: read on until the page is full or the index ends.
    do {
      const out = await page(query.limit - items.length, cursor);
      items.push(...out.items.map(toProfile));
      cursor = out.cursor;
    } while (cursor && items.length < query.limit);
  } catch (error) {
    // A cursor is user input: one the model table cannot read, or a key DynamoDB refuses as a start, is a 400.
    if (query.cursor && isBadCursor(error)) throw new BadRequestError(userMessages.badCursor);
    throw error;
  }
  return { items, nextCursor: cursor };
}

/**
 * Marks the profile of `userId` as being erased at `at`: one conditional update, the profile must
 * exist and not be marked yet. From then on the API treats the user as gone, and the bid and award transactions
 * that name them fail (domain/account-rules.ts). Returns the marked profile, or undefined when it was marked
 * already (a repeated request). Throws the DynamoDB condition error when the profile is gone.
 */
export async function markErasing(userId: string, at = new Date().toISOString()): Promise<Profile | undefined> {
  try {
    return toProfile(await profileTable.patch({ userId }, { set: { erasingAt: at }, where: ({ erasingAt }, { notExists }) => notExists(erasingAt) }));
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const now = await getProfile(userId);
    if (now?.erasingAt) return undefined;
    throw error;
  }
}

/** Takes the erasing mark off the profile of `userId` again (an erasure refused after the mark); no error when gone. */
export async function clearErasing(userId: string): Promise<void> {
  try {
    await profileTable.write({ userId }, { remove: ['erasingAt'] }, { mustExist: true });
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/**
 * Deletes a user's profile, the erasure's last step, in one transaction with the `user_erased` event (account/events.ts:
 * the features that keep something of the person clear it on hearing of it); the counts follow. A repeat (the
 * erasure job retried) deletes nothing more and records the same event again (same id: heard once).
 */
export async function deleteProfile(profile: Profile, erasedAt = new Date().toISOString()): Promise<void> {
  await transactWrite([profileTable.deleteItem({ userId: profile.userId }), outboxItem(userErased, { userId: profile.userId, addressHash: addressHash(profile.email), erasedAt }, erasedAt)]);
  await count({ [counterOf.role(profile.role)]: -1, [counterOf.approval(profile.approvalStatus)]: -1 });
}

/** Stores the language `userId` reads (the switch, once signed in). Throws the condition error when the profile is gone. */
export async function setLanguage(userId: string, language: Language): Promise<void> {
  await profileTable.write({ userId }, { set: { language } }, { mustExist: true });
}
