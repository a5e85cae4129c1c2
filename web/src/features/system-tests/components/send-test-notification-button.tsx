/** Send Test Notification (part 2, "Admin dashboard"; part 1, 8.3): 'Sending...' while busy, then 'Test Successful: ...' or 'Test Failed: ...'. */
import { Button } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { sendTestNotification } from '../api/system-tests';

export function SendTestNotificationButton() {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variation="primary"
      isLoading={busy}
      loadingText="Sending..."
      onClick={async () => {
        setBusy(true);
        try {
          await sendTestNotification();
          toast.success('Test Successful', { description: 'Test notification sent successfully. Check your notifications.' });
        } catch {
          toast.error('Test Failed', { description: 'Failed to send test notification. Check console for details.' });
        } finally {
          setBusy(false);
        }
      }}
    >
      Send Test Notification
    </Button>
  );
}
