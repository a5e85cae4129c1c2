/**
 * Admin users (spec part 2, 'Admin users'): 'Manage Users', the Pending Approvals card, and the
 * user table with search, role filter, Add User, Edit, History, Approve or Reject and
 * Delete.
 */
import { Button } from '@aws-amplify/ui-react';
import { useState } from 'react';
import type { Profile } from '@features/account/domain/dto';
import { PageHeader } from '@/components/page-header';
import { PendingApprovalsCard } from '@/features/approvals/components/pending-approvals-card';
import { useApprovalDecision } from '@/features/approvals/hooks/use-approval-decision';
import { useAuth } from '@/lib/auth';
import { DeleteUserDialog } from '@/features/users/components/delete-user-dialog';
import { UserFormDialog } from '@/features/users/components/user-form-dialog';
import { UserHistoryDialog } from '@/features/users/components/user-history-dialog';
import { UsersTable } from '@/features/users/components/users-table';
import { loadParts } from '@/i18n/i18n';

// The tender lists, search bar and detail shown here are the tender screens' texts.
await loadParts('tenders');

export default function AdminUsersRoute() {
  const [form, setForm] = useState<{ open: boolean; user?: Profile }>({ open: false });
  const [deleting, setDeleting] = useState<Profile>();
  const [history, setHistory] = useState<Profile>();
  const { decide, working } = useApprovalDecision();
  const { session } = useAuth();
  return (
    <div className="page">
      <PageHeader
        title="Manage Users"
        description="Approve new geodesists and manage accounts."
        actions={
          <Button variation="primary" onClick={() => setForm({ open: true })}>
            Add User
          </Button>
        }
      />
      <PendingApprovalsCard />
      <UsersTable onEdit={(user) => setForm({ open: true, user })} onDelete={setDeleting} onHistory={setHistory} onDecide={decide} deciding={working} actorId={session?.userId} />
      <UserFormDialog open={form.open} user={form.user} onClose={() => setForm({ open: false })} />
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(undefined)} />
      <UserHistoryDialog user={history} onClose={() => setHistory(undefined)} />
    </div>
  );
}
