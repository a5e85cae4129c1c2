/** `/account/notifications` (spec part 1, 2.13): a separate Notification Settings page around the same preferences card. */
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { NotificationSettingsCard } from '@/features/notifications/components/notification-settings-card';

export default function AccountNotificationsRoute() {
  return (
    <div className="page">
      <header className="page-header">
        <div>
          <h1>Notification Settings</h1>
          <p className="muted">
            How GeoTender tells you about activity on your tenders. All settings are also on <Link to={paths.account.root.getHref('notifications')}>My Account</Link>.
          </p>
        </div>
      </header>
      <NotificationSettingsCard />
    </div>
  );
}
