/**
 * /admin/email-test (spec part 2, "Admin email test", 4, 5 and 8): the e-mail system status banner
 * (checking, online, offline, unknown), the test e-mail form, the test in-app notification card, and the
 * last result.
 */
import { Alert, Button } from '@aws-amplify/ui-react';
import { useCallback, useEffect, useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { Card } from '@/components/ui/card';
import { checkEmailHealth, type EmailSystemStatus } from '@/features/system-tests/api/system-tests';
import { SendTestNotificationButton } from '@/features/system-tests/components/send-test-notification-button';
import { TestEmailForm, type TestEmailResult } from '@/features/system-tests/components/test-email-form';

const BANNERS: Record<EmailSystemStatus, { variation: 'info' | 'success' | 'error' | 'warning'; heading: string }> = {
  checking: { variation: 'info', heading: 'Checking' },
  online: { variation: 'success', heading: 'Email System Online' },
  offline: { variation: 'error', heading: 'Email System Offline' },
  unknown: { variation: 'warning', heading: 'Status Unknown' },
};

export default function AdminEmailTestRoute() {
  const [status, setStatus] = useState<EmailSystemStatus>('checking');
  const [detail, setDetail] = useState('');
  const [last, setLast] = useState<TestEmailResult | null>(null);

  const show = useCallback((result: Awaited<ReturnType<typeof checkEmailHealth>>) => {
    setStatus(result.status);
    setDetail(result.status === 'offline' ? `${result.detail} (check the e-mail worker's logs)` : result.detail);
  }, []);
  const check = useCallback(async () => {
    setStatus('checking');
    show(await checkEmailHealth());
  }, [show]);
  // The first check: the status starts as 'checking'.
  useEffect(() => void checkEmailHealth().then(show), [show]);

  const banner = BANNERS[status];
  return (
    <div className="page">
      <PageHeader title="Email System Test" description="All in-app notifications are now automatically emailed, and user preferences are temporarily bypassed for tests." />
      <Alert variation={banner.variation} heading={banner.heading} role="status">
        {status === 'checking' ? 'Checking the e-mail system...' : detail}{' '}
        {status !== 'checking' && (
          <Button size="small" variation="link" onClick={() => void check()}>
            Check again
          </Button>
        )}
      </Alert>
      <div className="card-grid">
        <Card title="Send a test email" description="Sends one e-mail through the queue and the e-mail worker." level={2}>
          <TestEmailForm onResult={setLast} onSystemError={() => void check()} />
        </Card>
        <Card title="Test in-app notification" description="Sends you a notification in the app, over the live connection and by e-mail." level={2}>
          <SendTestNotificationButton />
        </Card>
        <Card title="Last result" level={2}>
          {last ? (
            <p role="status">
              {last.ok ? 'Success' : 'Failed'}: {last.text} ({last.at.toLocaleTimeString()})
            </p>
          ) : (
            <p className="muted">No test sent yet.</p>
          )}
        </Card>
      </div>
    </div>
  );
}
