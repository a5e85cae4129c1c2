/**
 * Admin dashboard (part 2): Pending Approvals, then cards User Management, Tender Management,
 * System Tests and Analytics ('Coming Soon').
 */
import { LinkButton } from '@/components/ui/button';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { PendingApprovalsCard } from '@/features/approvals/components/pending-approvals-card';

export default function AdminDashboardRoute() {
  return (
    <div className="page">
      <header className="page-header">
        <div>
          <h1>Admin Dashboard</h1>
          <p className="muted">Oversee users, tenders and the platform.</p>
        </div>
      </header>
      <PendingApprovalsCard />
      <div className="card-grid">
        <Card title="User Management" description="Approve, add, edit and remove users." level={3}>
          <LinkButton to={paths.admin.users.getHref()} variant="outline">
            Manage Users
          </LinkButton>
        </Card>
        <Card title="Tender Management" description="Oversee all tenders in the system." level={3}>
          <LinkButton to={paths.admin.tenders.getHref()} variant="outline">
            Manage Tenders
          </LinkButton>
        </Card>
        <Card title="System Tests" description="Check e-mail delivery and notifications." level={3}>
          <LinkButton to={paths.admin.emailTest.getHref()} variant="outline">
            Email System Test
          </LinkButton>
        </Card>
        <Card title="Analytics" description="Platform statistics." level={3}>
          <Button variant="outline" disabled>
            Coming Soon
          </Button>
        </Card>
      </div>
    </div>
  );
}
