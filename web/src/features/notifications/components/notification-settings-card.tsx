/**
 * The notification preferences card (spec part 1, 2.13 and 3): shown on the account page's
 * "Notification Settings" tab and on `/account/notifications`.
 */
import { Card } from '@/components/ui/card';
import { NotificationPreferencesForm } from './notification-preferences-form';

export function NotificationSettingsCard() {
  return (
    <Card title="Notification Preferences" description="Choose how you hear about bids, deliveries and tenders: in the app, by email, or both.">
      <NotificationPreferencesForm />
    </Card>
  );
}
