/**
 * Notification preferences (spec part 1, 2.13, 3 and 7.2): one item per user with a choice per kind;
 * a kind without a stored choice means `both` (part 1, 9). Read and written through the model table
 * (table/model-table.ts) from notificationPreferencesModel, without ElectroDB.
 */
import { DEFAULT_PREFERENCE, PREFERENCE_KINDS, type NotificationPreferences, type PreferenceChoice, type PreferenceKind } from '../domain/notifications';
import type { NewTenderEmailMode } from '../domain/digest';
import { tableOf } from '../../../table/model-table';
import { notificationPreferencesModel } from './notification-models';

/** The choices a user saved: a channel per kind, and a geodesist's way of new-tender e-mails (absent: none saved). */
export type StoredChoices = Partial<NotificationPreferences> & { newTenderEmail?: NewTenderEmailMode };

/** A preferences item as stored: the user, the choices saved, when they were last saved. */
type StoredPreferences = StoredChoices & { userId: string; updatedAt: string };

const preferences = tableOf<StoredPreferences>(notificationPreferencesModel);

/** Every kind's choice, defaults filled in. */
export function withDefaults(stored: Partial<Record<PreferenceKind, PreferenceChoice>> | undefined): NotificationPreferences {
  return Object.fromEntries(PREFERENCE_KINDS.map((k) => [k, stored?.[k] ?? DEFAULT_PREFERENCE])) as NotificationPreferences;
}

/** The choices stored in a preferences item (kinds without a choice left out; the new-tender e-mail way when saved). */
const choicesOf = (data: object): StoredChoices =>
  Object.fromEntries([...PREFERENCE_KINDS, 'newTenderEmail'].flatMap((k) => ((data as Record<string, unknown>)[k] ? [[k, (data as Record<string, unknown>)[k]]] : []))) as StoredChoices;

/** The stored choices of `userId`, or undefined when none were ever saved. */
export async function getPreferences(userId: string): Promise<StoredChoices | undefined> {
  const data = await preferences.get({ userId });
  return data ? choicesOf(data) : undefined;
}

/**
 * The stored choices of each of `userIds` that ever saved any (BatchGetItem, 100 keys a request, four at a
 * time, unprocessed keys read again with backoff, table/batch-writes.ts): a user missing from the map has none.
 * Throws when DynamoDB refuses or keys stay unprocessed (UnprocessedItemsError), so the caller can fall back to the defaults (one read per 100 recipients, not one each).
 */
export async function getPreferencesOf(userIds: string[]): Promise<Map<string, StoredChoices>> {
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
  return withDefaults(await saveChoices(userId, choices));
}

/** Saves the given choices of `userId`, the new-tender e-mail way among them (others keep theirs). Returns what is stored after. */
export async function saveChoices(userId: string, choices: StoredChoices): Promise<StoredChoices> {
  return choicesOf(await preferences.update({ userId }, { set: { ...choices, updatedAt: new Date().toISOString() } }));
}

/**
 * Turns e-mail of `kind` off for `userId` (one-click unsubscribe): a choice of `both` or `email` (or none, which means
 * `both`) becomes `in_app`, on the condition that it is still what was read, so a change saved meanwhile is never
 * overwritten (then it reads again, up to 3 times). Returns whether a choice changed (false: e-mail was already off).
 * Throws DynamoDB's errors.
 */
export async function turnEmailOff(userId: string, kind: PreferenceKind): Promise<boolean> {
  for (let attempt = 0; ; attempt++) {
    const current = (await preferences.get({ userId }, { consistent: true }))?.[kind];
    if (current === 'in_app') return false;
    try {
      await preferences.write({ userId }, { set: { [kind]: 'in_app', updatedAt: new Date().toISOString() }, where: (a, op) => (current ? op.eq(a[kind], current) : op.notExists(a[kind])) });
      return true;
    } catch (error) {
      if ((error as { name?: string }).name !== 'ConditionalCheckFailedException' || attempt >= 2) throw error;
    }
  }
}

/** Deletes the preferences item of `userId` (erasure); no error when there is none. */
export async function deletePreferences(userId: string): Promise<void> {
  await preferences.delete({ userId });
}
