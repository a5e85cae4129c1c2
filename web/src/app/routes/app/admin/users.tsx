/** Admin users (part 2, "Admin users"), first cut: 'Manage Users' with the Pending Approvals card. */
import { PendingApprovalsCard } from '@/features/approvals/components/pending-approvals-card';

export default function AdminUsersRoute() {
  return (
    <div className="page">
      <header className="page-header">
        <div>
          <h1>Manage Users</h1>
          <p className="muted">Approve new geodesists and manage accounts.</p>
        </div>
      </header>
      <PendingApprovalsCard />
    </div>
  );
}
