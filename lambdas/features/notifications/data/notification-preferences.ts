/**
 * Notification preferences (spec part 1, 2.13, 3 and 7.2): one item per user with a choice per kind;
 * a kind without a stored choice means `both` (part 1, 9). Read and written through the model table
 * (table/model-table.ts) from notificationPreferencesModel, without ElectroDB.
 */
import { DEFAULT_PREFERENCE, PREFERENCE_KINDS, type NotificationPreferences, type PreferenceChoice, type PreferenceKind } from '../domain/notifications';
import { tableOf } from '../../../table/model-table';
import { notificationPreferencesModel } from './notification-models';

/** A preferences item as stored: the user, the choices saved, when they were last saved. */
type StoredPreferences = Partial<NotificationPreferences> & { userId: string; updatedAt: string };

const preferences = tableOf<StoredPreferences>(notificationPreferencesModel);

/** Every kind's choice, defaults filled in. */
export function withDefaults(stored: Partial<Record<PreferenceKind, PreferenceChoice>> | undefined): NotificationPreferences {
  return Object.fromEntries(PREFERENCE_KINDS.map((k) => [k, stored?.[k] ?? DEFAULT_PREFERENCE])) as NotificationPreferences;
}

/** The choices stored in a preferences item (kinds without a choice left out). */
const choicesOf = (data: object): Partial<NotificationPreferences> =>
  Object.fromEntries(PREFERENCE_KINDS.flatMap((k) => ((data as Record<string, unknown>)[k] ? [[k, (data as Record<string, unknown>)[k]]] : []))) as Partial<NotificationPreferences>;

/** The stored choices of `userId`, or undefined when none were ever saved. */
export async function getPreferences(userId: string): Promise<Partial<NotificationPreferences> | undefined> {
  const data = await preferences.get({ userId });
  return data ? choicesOf(data) : undefined;
}

/**
 * The stored choices of each of `userIds` that ever saved any (BatchGetItem, 100 keys a request, four at a
 * time, unprocessed keys read again with backoff, table/batch-writes.ts): a user missing from the map has none.
 * Throws when DynamoDB refuses or keys stay unprocessed (UnprocessedItemsError), so the caller can fall back to the defaults (one read per 100 recipients, not one each).
 */
export async function getPreferencesOf(userIds: string[]): Promise<Map<string, Partial<NotificationPreferences>>> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return new Map();
  const items = await preferences.getMany(
    unique.map((userId) => ({ userId })),
    { concurrency: 4 },
  );
  return new Map(items.map((item) => [item.userId, choicesOf(item)]));
}

/** Saves the given choices of `userId` (others keep theirs). Returns every choice with defaults. */
export async function savePreferences(userId: string, choices: Partial<NotificationPreferences>): Promise<NotificationPreferences> {
  const data = await preferences.update({ userId }, { set: { ...choices, updatedAt: new Date().toISOString() } });
  return withDefaults(data);
}

/** Deletes the preferences item of `userId` (erasure); no error when there is none. */
export async function deletePreferences(userId: string): Promise<void> {
  await preferences.delete({ userId });
}
