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
import { loadParts, useT } from '@/i18n/i18n';

await loadParts('admin');

/** The /admin page. */
export default function AdminDashboardRoute() {
  const t = useT();
  return (
    <div className="page">
      <PageHeader title={t('admin.dashboard.title')} description={t('admin.dashboard.description')} />
      <PendingApprovalsCard />
      <div className="card-grid">
        <Card title={t('admin.dashboard.users.title')} description={t('admin.dashboard.users.description')} level={3}>
          <Button as={Link} to={paths.admin.users.getHref()}>
            {t('admin.dashboard.users.button')}
          </Button>
        </Card>
        <Card title={t('admin.dashboard.tenders.title')} description={t('admin.dashboard.tenders.description')} level={3}>
          <Button as={Link} to={paths.admin.tenders.getHref()}>
            {t('admin.dashboard.tenders.button')}
          </Button>
        </Card>
        <Card title={t('admin.dashboard.tests.title')} description={t('admin.dashboard.tests.description')} level={3}>
          <SendTestNotificationButton />{' '}
          <Button as={Link} to={paths.admin.emailTest.getHref()}>
            {t('admin.emailTest.title')}
          </Button>
        </Card>
        <AnalyticsCard />
      </div>
    </div>
  );
}
