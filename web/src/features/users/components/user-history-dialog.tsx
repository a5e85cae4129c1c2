/**
 * A user's history of admin actions: when, who, what, and each changed field from → to. Texts from the catalogue's
 * `admin` part (a changed field by its name in the language), the time in the language's format; the actions' names and
 * the values as the account domain records them.
 */
import { Loader, Text } from '@aws-amplify/ui-react';
import type { Profile } from '@features/account/domain/dto';
import { AUDIT_ACTION_LABELS } from '@features/account/domain/users';
import { Dialog } from '@/components/ui/dialog';
import { ListErrorCard } from '@/components/ui/list-states';
import { useT } from '@/i18n/i18n';
import { useFormat } from '@/i18n/format';
import { useUserHistory } from '../api/users';

/** The history dialog of `user` (closed when there is none). */
export function UserHistoryDialog({ user, onClose }: { user: Profile | undefined; onClose: () => void }) {
  const t = useT();
  const format = useFormat();
  const history = useUserHistory(user?.userId);
  const name = user ? [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email : '';
  return (
    <Dialog open={!!user} onClose={onClose} title={t('admin.users.historyOf', { name })} description={t('admin.userHistory.description')}>
      {history.isPending ? (
        <Loader />
      ) : history.isError ? (
        <ListErrorCard message={t('admin.userHistory.loadFailed')} onRetry={() => void history.refetch()} />
      ) : history.data.items.length === 0 ? (
        <Text>{t('admin.userHistory.none')}</Text>
      ) : (
        <ol className="user-history" aria-label={t('admin.users.history')}>
          {history.data.items.map((entry) => (
            <li key={entry.auditId}>
              <strong>{AUDIT_ACTION_LABELS[entry.action]}</strong> {t('admin.userHistory.by', { actor: entry.actorName, at: format.dateTime(entry.at) })}
              {entry.changes.length > 0 && (
                <ul>
                  {entry.changes.map((c) => (
                    <li key={c.field}>
                      {t('admin.userHistory.field', { field: c.field })}: {c.from ?? '—'} → {c.to ?? '—'}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
    </Dialog>
  );
}
