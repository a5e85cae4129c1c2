/**
 * The notification preferences card (spec part 1, 2.13 and 3): shown on the account page's
 * "Notification Settings" tab and on `/account/notifications`.
 */
import { Card } from '@/components/ui/card';
import { useT } from '@/i18n/i18n';
import { NotificationPreferencesForm } from './notification-preferences-form';

export function NotificationSettingsCard() {
  const t = useT();
  return (
    <Card title={t('prefs.title')} description={t('prefs.description')}>
      <NotificationPreferencesForm />
    </Card>
  );
}
