/** `/account/notifications` (spec part 1, 2.13): a separate Notification Settings page around the same preferences card. */
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { NotificationSettingsCard } from '@/features/notifications/components/notification-settings-card';
import { loadParts, useT } from '@/i18n/i18n';

await loadParts('app');

export default function AccountNotificationsRoute() {
  const t = useT();
  return (
    <div className="page">
      <PageHeader
        title={t('accountNotifications.title')}
        description={
          <>
            {t('accountNotifications.lead')} {t('account.alsoOn')} <Link to={paths.account.root.getHref('notifications')}>{t('account.title')}</Link>.
          </>
        }
      />
      <NotificationSettingsCard />
    </div>
  );
}
