/**
 * The notification preferences card (spec part 1, 2.13 and 3): shown on the account page's
 * "Notification Settings" tab and on `/account/notifications`. The preferences themselves arrive with
 * the notifications work; until then the card says so.
 */
import { Card } from '@/components/ui/card';

export function NotificationSettingsCard() {
  return (
    <Card
      title="Notification Preferences"
      description="Choose how you hear about bids, deliveries and tenders: in the app, by email, or both."
    >
      <p className="muted" role="status">
        Notification preferences are not available yet: they arrive together with in-app notifications.
      </p>
    </Card>
  );
}
