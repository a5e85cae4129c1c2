/**
 * The announcement audience (audience-models.ts): the geodesists who keep 'all of Estonia'. A geodesist's profile is
 * created with their membership; saving service areas takes it away and clearing them gives it back, in the same
 * transaction as the areas (profiles feature, through the items below).
 */
import { tableOf, type TransactItem } from '../../../table/model-table';
import { ALL_ESTONIA, allEstoniaMemberModel } from './audience-models';

const members = tableOf<{ userId: string; createdAt: string }>(allEstoniaMemberModel);

/** The Put of `userId`'s membership, for a transaction (no condition: putting it twice is the same). */
export function allEstoniaMemberItem(userId: string): TransactItem {
  return members.putItem({ audience: ALL_ESTONIA, userId });
}

/** The Delete of `userId`'s membership, for a transaction (no error when absent). */
export function allEstoniaLeaveItem(userId: string): TransactItem {
  return members.deleteItem({ audience: ALL_ESTONIA, userId });
}

/** Adds `userId`'s membership (a user who became a geodesist). Idempotent. */
export async function joinAllEstonia(userId: string): Promise<void> {
  await members.put({ audience: ALL_ESTONIA, userId });
}

/** Removes `userId`'s membership (the erasure, a role change). Idempotent. */
export async function leaveAllEstonia(userId: string): Promise<void> {
  await members.delete({ audience: ALL_ESTONIA, userId });
}

/**
 * Calls `fn` with each page (up to `pageSize`, ≤ 1,000) of the user ids of geodesists who keep all of Estonia, in
 * id order: a paged Query of their partition. Resolves when every page is done; throws what DynamoDB throws.
 */
export async function forEachAllEstoniaPage(pageSize: number, fn: (userIds: string[]) => Promise<void>): Promise<void> {
  let cursor: string | null = null;
  do {
    const out = await members.query('byMember', { audience: ALL_ESTONIA }, { limit: pageSize, cursor, attributes: ['userId'] });
    if (out.items.length > 0) await fn(out.items.map((m) => m.userId));
    cursor = out.cursor;
  } while (cursor);
}
