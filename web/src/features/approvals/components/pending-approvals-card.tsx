/**
 * Pending Approvals card (spec part 2, "Admin users" and 8): each pending user with name, email,
 * phone if any and the 'Registered' date (English 'MMM d, yyyy', Estonian 'dd.MM.yyyy'), with Approve and Reject
 * buttons. Texts from the catalogue's `admin` part; role names as the domain gives them.
 */
import type { Profile } from '@features/account/domain/dto';
import { ROLE_LABELS } from '@domain/role-labels';
import { Button } from '@aws-amplify/ui-react';
import { StatusBadge } from '@/components/status-badge';
import { Card } from '@/components/ui/card';
import { CheckIcon, XIcon } from '@/components/ui/icons';
import { ListErrorCard, ListPlaceholder } from '@/components/ui/list-states';
import type { MessageKey } from '@domain/i18n/catalogue';
import { useT } from '@/i18n/i18n';
import { useFormat } from '@/i18n/format';
import type { ApprovalDecision } from '../api/decide-approval';
import { usePendingUsers } from '../api/get-pending-users';
import { useApprovalDecision } from '../hooks/use-approval-decision';
import { useDomainText } from '@/i18n/domain-text';

/** The two buttons of a pending user: Approve, then Reject in the error colour. */
const DECISIONS: { status: ApprovalDecision['status']; label: MessageKey; userLabel: MessageKey; Icon: typeof CheckIcon; colorTheme?: 'error' }[] = [
  { status: 'approved', label: 'admin.decision.approve', userLabel: 'admin.decision.approveUser', Icon: CheckIcon },
  { status: 'rejected', label: 'admin.decision.reject', userLabel: 'admin.decision.rejectUser', Icon: XIcon, colorTheme: 'error' },
];

const fullName = (p: Profile) => [p.firstName, p.lastName].filter(Boolean).join(' ') || p.email;

/** The card: pending users with their decisions. */
export function PendingApprovalsCard() {
  const t = useT();
  const format = useFormat();
  const d = useDomainText();
  const query = usePendingUsers();
  const { decide: onDecide, working } = useApprovalDecision();
  const items = query.data?.items ?? [];

  return (
    <Card
      title={
        <>
          {t('admin.approvals.title')} <StatusBadge tone={items.length ? 'orange' : 'neutral'} label={query.isPending ? '…' : String(items.length)} className="count-badge" />
        </>
      }
      description={t('admin.approvals.description')}
      className="pending-approvals"
    >
      {query.isPending ? (
        <ListPlaceholder rows={3} />
      ) : query.isError ? (
        <ListErrorCard message={t('admin.approvals.loadFailed')} onRetry={() => void query.refetch()} />
      ) : items.length === 0 ? (
        <p className="muted">{t('admin.approvals.none')}</p>
      ) : (
        <ul className="pending-list" aria-label={t('admin.approvals.list')}>
          {items.map((user) => {
            const name = fullName(user);
            const busy = working?.userId === user.userId;
            return (
              <li key={user.userId} className="pending-item" data-testid="pending-user">
                <div className="pending-info">
                  <div className="pending-name">
                    {name} <StatusBadge tone="cyan" label={d(ROLE_LABELS[user.role])} />
                  </div>
                  <div className="muted small">{user.email}</div>
                  {user.phone && <div className="muted small">{user.phone}</div>}
                  <div className="muted small">{t('admin.approvals.registered', { date: format.date(user.createdAt) })}</div>
                </div>
                <div className="pending-actions">
                  {DECISIONS.map(({ status, label, userLabel, Icon, colorTheme }) => (
                    <Button
                      key={status}
                      size="small"
                      variation="primary"
                      colorTheme={colorTheme}
                      gap="0.35rem"
                      aria-label={t(userLabel, { name })}
                      isLoading={busy && working?.status === status}
                      aria-busy={(busy && working?.status === status) || undefined}
                      isDisabled={busy}
                      onClick={() => onDecide({ userId: user.userId, status })}
                    >
                      <Icon size={16} /> {t(label)}
                    </Button>
                  ))}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
