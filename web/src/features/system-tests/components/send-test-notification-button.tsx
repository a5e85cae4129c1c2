/**
 * Send Test Notification (part 2, "Admin dashboard", 5 and 8; part 1, 8.3): 'Sending...' while busy, then
 * 'Test Notification Sent', 'Authentication Required' when the session is gone, or 'Test Failed' with the
 * error written to the console, as the message promises.
 */
import { Button } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { isSessionGone, SESSION_GONE_TOAST } from '@/lib/session-errors';
import { useT } from '@/i18n/i18n';
import { sendTestNotification } from '../api/system-tests';

/** The button; sends the signed-in admin a test notification (`POST /admin/notifications/test`). */
export function SendTestNotificationButton() {
  const t = useT();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variation="primary"
      isLoading={busy}
      loadingText={t('admin.sending')}
      onClick={async () => {
        setBusy(true);
        try {
          await sendTestNotification();
          toast.success(t('admin.testNotification.sent'), { description: t('admin.testNotification.sentText') });
        } catch (error) {
          if (isSessionGone(error)) {
            toast.error(SESSION_GONE_TOAST.title, { description: SESSION_GONE_TOAST.description });
          } else {
            console.error('The test notification could not be sent', error);
            toast.error(t('admin.testNotification.failed'), { description: t('admin.testNotification.failedText') });
          }
        } finally {
          setBusy(false);
        }
      }}
    >
      {t('admin.testNotification.button')}
    </Button>
  );
}
