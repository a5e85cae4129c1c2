/**
 * Pending Approvals card (spec part 2, "Admin users" and 8): each pending user with name, email,
 * phone if any and the 'Registered' date (MMM d, yyyy), with Approve and Reject buttons.
 */
import { useState } from 'react';
import { toast } from 'sonner';
import type { Profile } from '@domain/dto';
import { ROLE_LABELS } from '@domain/roles';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorCard } from '@/components/ui/empty-state';
import { CheckIcon, XIcon } from '@/components/ui/icons';
import { TableSkeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format';
import { useDecideApproval, type ApprovalDecision } from '../api/decide-approval';
import { usePendingUsers } from '../api/get-pending-users';

const fullName = (p: Profile) => [p.firstName, p.lastName].filter(Boolean).join(' ') || p.email;

export function PendingApprovalsCard() {
  const query = usePendingUsers();
  const decide = useDecideApproval();
  const [working, setWorking] = useState<ApprovalDecision | null>(null);
  const items = query.data?.items ?? [];

  const onDecide = (decision: ApprovalDecision) => {
    setWorking(decision);
    decide.mutate(decision, {
      onSuccess: () =>
        decision.status === 'approved'
          ? toast.success('User Approved', { description: 'The user can now access the platform.' })
          : toast.success('User Rejected', { description: 'The user will not be able to access the platform.' }),
      onError: () => toast.error('Error', { description: 'Failed to approve/reject user. Please try again.' }),
      onSettled: () => setWorking(null),
    });
  };

  return (
    <Card
      title={
        <>
          Pending Approvals{' '}
          <Badge tone={items.length ? 'orange' : 'neutral'} className="count-badge">
            {query.isPending ? '…' : items.length}
          </Badge>
        </>
      }
      description="Geodesists waiting for access to the platform."
      className="pending-approvals"
    >
      {query.isPending ? (
        <TableSkeleton rows={3} />
      ) : query.isError ? (
        <ErrorCard message="Failed to load users. Please try again." onRetry={() => void query.refetch()} />
      ) : items.length === 0 ? (
        <p className="muted">No users are waiting for approval.</p>
      ) : (
        <ul className="pending-list" aria-label="Pending users">
          {items.map((user) => {
            const name = fullName(user);
            const busy = working?.userId === user.userId;
            return (
              <li key={user.userId} className="pending-item" data-testid="pending-user">
                <div className="pending-info">
                  <div className="pending-name">
                    {name} <Badge tone="cyan">{ROLE_LABELS[user.role]}</Badge>
                  </div>
                  <div className="muted small">{user.email}</div>
                  {user.phone && <div className="muted small">{user.phone}</div>}
                  <div className="muted small">Registered {formatDate(user.createdAt, 'MMM d, yyyy')}</div>
                </div>
                <div className="pending-actions">
                  <Button
                    size="sm"
                    variant="primary"
                    icon={<CheckIcon size={16} />}
                    aria-label={`Approve ${name}`}
                    busy={busy && working?.status === 'approved'}
                    disabled={busy}
                    onClick={() => onDecide({ userId: user.userId, status: 'approved' })}
                  >
                    Approve
                  </Button>
                  <Button
                    size="sm"
                    variant="destructive"
                    icon={<XIcon size={16} />}
                    aria-label={`Reject ${name}`}
                    busy={busy && working?.status === 'rejected'}
                    disabled={busy}
                    onClick={() => onDecide({ userId: user.userId, status: 'rejected' })}
                  >
                    Reject
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
