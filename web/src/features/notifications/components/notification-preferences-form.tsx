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
import { useNotificationPreferences, useSaveNotificationPreferences } from '../api/notification-preferences';

const CHOICE_LABELS: Record<PreferenceChoice, string> = { in_app: 'In app', email: 'Email', both: 'Both' };

/** The form: loads the caller's preferences, saves every offered kind at once, and says how the save went. */
export function NotificationPreferencesForm() {
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

  if (query.isPending) return <p role="status">Loading preferences...</p>;
  if (query.isError) {
    return (
      <p role="alert">
        Could not load your notification preferences.{' '}
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => void query.refetch()}>
          Retry
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
            onSuccess: () => toast.success('Preferences updated'),
            onError: (error) => toast.error('Error', { description: `Failed to update preferences. ${errorMessage(error, 'Please try again.')}` }),
          },
        );
      }}
    >
      <table className="table">
        <thead>
          <tr>
            <th scope="col">Notification</th>
            <th scope="col">Deliver by</th>
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
                      {CHOICE_LABELS[c]}
                    </option>
                  ))}
                </select>
              </td>
            </tr>
          ))}
          {emailMode && kinds.includes('new_tender') ? (
            <tr>
              <td>
                <label htmlFor="pref-new-tender-email">New tender e-mails</label>
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
        {save.isPending ? 'Saving...' : 'Save preferences'}
      </button>
    </form>
  );
}
