/** A user's history of admin actions: when, who, what, and each changed field from → to. */
import { Loader, Text } from '@aws-amplify/ui-react';
import type { Profile } from '@features/account/domain/dto';
import { AUDIT_ACTION_LABELS } from '@features/account/domain/users';
import { Dialog } from '@/components/ui/dialog';
import { ListErrorCard } from '@/components/ui/list-states';
import { formatDate } from '@/lib/format';
import { useUserHistory } from '../api/users';

export function UserHistoryDialog({ user, onClose }: { user: Profile | undefined; onClose: () => void }) {
  const history = useUserHistory(user?.userId);
  const name = user ? [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email : '';
  return (
    <Dialog open={!!user} onClose={onClose} title={`History of ${name}`} description="What admins did to this account, newest first.">
      {history.isPending ? (
        <Loader />
      ) : history.isError ? (
        <ListErrorCard message="Failed to load the history. Please try again." onRetry={() => void history.refetch()} />
      ) : history.data.items.length === 0 ? (
        <Text>No admin actions yet.</Text>
      ) : (
        <ol className="user-history" aria-label="History">
          {history.data.items.map((entry) => (
            <li key={entry.auditId}>
              <strong>{AUDIT_ACTION_LABELS[entry.action]}</strong> by {entry.actorName} · {formatDate(entry.at, 'MMM d, yyyy HH:mm')}
              {entry.changes.length > 0 && (
                <ul>
                  {entry.changes.map((c) => (
                    <li key={c.field}>
                      {c.field}: {c.from ?? '—'} → {c.to ?? '—'}
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
