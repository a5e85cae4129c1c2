/**
 * Notification preferences (spec part 1, 2.13, 3 and 7.2): one item per user with a choice per kind;
 * a kind without a stored choice means `both` (part 1, 9).
 */
import { DEFAULT_PREFERENCE, PREFERENCE_KINDS, type NotificationPreferences, type PreferenceChoice, type PreferenceKind } from '../domain/notifications';
import { useTable } from '../../../table/entities';
import { NotificationPreferencesEntity } from './notification-entities';

/** Every kind's choice, defaults filled in. */
export function withDefaults(stored: Partial<Record<PreferenceKind, PreferenceChoice>> | undefined): NotificationPreferences {
  return Object.fromEntries(PREFERENCE_KINDS.map((k) => [k, stored?.[k] ?? DEFAULT_PREFERENCE])) as NotificationPreferences;
}

/** The stored choices of `userId`, or undefined when none were ever saved. */
export async function getPreferences(userId: string): Promise<Partial<NotificationPreferences> | undefined> {
  useTable();
  const { data } = await NotificationPreferencesEntity.get({ userId }).go();
  if (!data) return undefined;
  return Object.fromEntries(PREFERENCE_KINDS.flatMap((k) => ((data as Record<string, unknown>)[k] ? [[k, (data as Record<string, unknown>)[k]]] : []))) as Partial<NotificationPreferences>;
}

/** Saves the given choices of `userId` (others keep theirs). Returns every choice with defaults. */
export async function savePreferences(userId: string, choices: Partial<NotificationPreferences>): Promise<NotificationPreferences> {
  useTable();
  const { data } = await NotificationPreferencesEntity.upsert({ userId, ...choices, updatedAt: new Date().toISOString() }).go({ response: 'all_new' });
  return withDefaults(data as Partial<NotificationPreferences>);
}
