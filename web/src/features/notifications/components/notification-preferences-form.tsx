/**
 * Notification preferences (spec part 1, 2.13, 3, 6 and 9): for each kind the caller's role is offered,
 * in the app, by e-mail, or both (default both); a geodesist also chooses whether new-tender e-mails come one per
 * tender or as one daily digest at 07:00 (offered while new tenders go by e-mail). Saved with `PUT /me/notification-preferences`.
 */
import { useState } from 'react';
import { toast } from 'sonner';
import { PREFERENCE_CHOICES, PREFERENCE_LABELS, type NotificationPreferences, type PreferenceChoice } from '@features/notifications/domain/notifications';
import { NEW_TENDER_EMAIL_LABELS, NEW_TENDER_EMAIL_MODES, type NewTenderEmailMode } from '@features/notifications/domain/digest';
import { errorMessage } from '@/lib/api-client';
import { useT } from '@/i18n/i18n';
import type { MessageKey } from '@domain/i18n/catalogue';
import { useNotificationPreferences, useSaveNotificationPreferences } from '../api/notification-preferences';

const CHOICE_LABELS: Record<PreferenceChoice, MessageKey> = { in_app: 'prefs.choice.inApp', email: 'prefs.choice.email', both: 'prefs.choice.both' };

/** The form: loads the caller's preferences, saves every offered kind at once, and says how the save went. */
export function NotificationPreferencesForm() {
  const t = useT();
  const query = useNotificationPreferences();
  const save = useSaveNotificationPreferences();
  const [choices, setChoices] = useState<Partial<NotificationPreferences>>({});
  const [emailMode, setEmailMode] = useState<NewTenderEmailMode | undefined>(undefined);

  // The saved preferences replace the choices whenever the server's answer changes.
  const [loaded, setLoaded] = useState<typeof query.data>(undefined);
  if (loaded !== query.data) {
    setLoaded(query.data);
    if (query.data) {
      setChoices(query.data.preferences);
      setEmailMode(query.data.newTenderEmail);
    }
  }

  if (query.isPending) return <p role="status">{t('prefs.loading')}</p>;
  if (query.isError) {
    return (
      <p role="alert">
        {t('prefs.loadFailed')}{' '}
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => void query.refetch()}>
          {t('prefs.retry')}
        </button>
      </p>
    );
  }

  const kinds = query.data.kinds;
  return (
    <form
      className="notification-preferences"
      onSubmit={(e) => {
        e.preventDefault();
        const offered = Object.fromEntries(kinds.map((k) => [k, choices[k] ?? 'both'])) as Partial<NotificationPreferences>;
        save.mutate(
          { preferences: offered, ...(emailMode ? { newTenderEmail: emailMode } : {}) },
          {
            // Part 1, 8.2: 'Preferences updated'; 'Error' with 'Failed to update preferences' (and the reason).
            onSuccess: () => toast.success(t('prefs.updated')),
            onError: (error) => toast.error(t('prefs.error'), { description: t('prefs.failed', { reason: errorMessage(error, t('prefs.tryAgain')) }) }),
          },
        );
      }}
    >
      <table className="table">
        <thead>
          <tr>
            <th scope="col">{t('prefs.notification')}</th>
            <th scope="col">{t('prefs.deliverBy')}</th>
          </tr>
        </thead>
        <tbody>
          {kinds.map((kind) => (
            <tr key={kind}>
              <td>
                <label htmlFor={`pref-${kind}`}>{PREFERENCE_LABELS[kind]}</label>
              </td>
              <td>
                <select id={`pref-${kind}`} value={choices[kind] ?? 'both'} onChange={(e) => setChoices((c) => ({ ...c, [kind]: e.target.value as PreferenceChoice }))}>
                  {PREFERENCE_CHOICES.map((c) => (
                    <option key={c} value={c}>
                      {t(CHOICE_LABELS[c])}
                    </option>
                  ))}
                </select>
              </td>
            </tr>
          ))}
          {emailMode && kinds.includes('new_tender') ? (
            <tr>
              <td>
                <label htmlFor="pref-new-tender-email">{t('prefs.newTenderEmails')}</label>
              </td>
              <td>
                <select id="pref-new-tender-email" value={emailMode} disabled={(choices.new_tender ?? 'both') === 'in_app'} onChange={(e) => setEmailMode(e.target.value as NewTenderEmailMode)}>
                  {NEW_TENDER_EMAIL_MODES.map((m) => (
                    <option key={m} value={m}>
                      {NEW_TENDER_EMAIL_LABELS[m]}
                    </option>
                  ))}
                </select>
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
      <button type="submit" className="btn btn-primary" disabled={save.isPending}>
        {save.isPending ? t('prefs.saving') : t('prefs.save')}
      </button>
    </form>
  );
}
