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
import { loadParts, useT } from '@/i18n/i18n';

// The search bar shown here is the tender screens' (its texts are theirs); the page's own are the admin's.
await loadParts('tenders', 'admin');

/** The /admin/users page. */
export default function AdminUsersRoute() {
  const t = useT();
  const [form, setForm] = useState<{ open: boolean; user?: Profile }>({ open: false });
  const [deleting, setDeleting] = useState<Profile>();
  const [history, setHistory] = useState<Profile>();
  const { decide, working } = useApprovalDecision();
  const { session } = useAuth();
  return (
    <div className="page">
      <PageHeader
        title={t('admin.users.title')}
        description={t('admin.users.description')}
        actions={
          <Button variation="primary" onClick={() => setForm({ open: true })}>
            {t('admin.users.add')}
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
