/**
 * Admin dashboard (part 2): Pending Approvals, then cards User Management, Tender Management,
 * System Tests and Analytics (live counts instead of the spec's 'Coming Soon').
 */
import { Button } from '@aws-amplify/ui-react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { PendingApprovalsCard } from '@/features/approvals/components/pending-approvals-card';
import { SendTestNotificationButton } from '@/features/system-tests/components/send-test-notification-button';
import { AnalyticsCard } from '@/features/users/components/analytics-card';

export default function AdminDashboardRoute() {
  return (
    <div className="page">
      <PageHeader title="Admin Dashboard" description="Oversee users, tenders and the platform." />
      <PendingApprovalsCard />
      <div className="card-grid">
        <Card title="User Management" description="Approve, add, edit and remove users." level={3}>
          <Button as={Link} to={paths.admin.users.getHref()}>
            Manage Users
          </Button>
        </Card>
        <Card title="Tender Management" description="Oversee all tenders in the system." level={3}>
          <Button as={Link} to={paths.admin.tenders.getHref()}>
            Manage Tenders
          </Button>
        </Card>
        <Card title="System Tests" description="Check e-mail delivery and notifications." level={3}>
          <SendTestNotificationButton />{' '}
          <Button as={Link} to={paths.admin.emailTest.getHref()}>
            Email System Test
          </Button>
        </Card>
        <AnalyticsCard />
      </div>
    </div>
  );
}
