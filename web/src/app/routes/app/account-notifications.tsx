/** `/account/notifications` (spec part 1, 2.13): a separate Notification Settings page around the same preferences card. */
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { NotificationSettingsCard } from '@/features/notifications/components/notification-settings-card';

export default function AccountNotificationsRoute() {
  return (
    <div className="page">
      <PageHeader
        title="Notification Settings"
        description={
          <>
            How GeoTender tells you about activity on your tenders. All settings are also on <Link to={paths.account.root.getHref('notifications')}>My Account</Link>.
          </>
        }
      />
      <NotificationSettingsCard />
    </div>
  );
}
