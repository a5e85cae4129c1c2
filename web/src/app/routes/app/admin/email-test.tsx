/**
 * /admin/email-test (spec part 2, "Admin email test", 5 and 8): the e-mail system status banner
 * (checking, online, offline, unknown), the test e-mail form with its messages and the example-domain
 * warning, the test in-app notification card, and the last result.
 */
import { Alert, Button, TextField } from '@aws-amplify/ui-react';
import { useCallback, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Card } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-client';
import { checkEmailHealth, sendTestEmail, type EmailSystemStatus } from '@/features/system-tests/api/system-tests';
import { SendTestNotificationButton } from '@/features/system-tests/components/send-test-notification-button';

const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const BANNERS: Record<EmailSystemStatus, { variation: 'info' | 'success' | 'error' | 'warning'; heading: string }> = {
  checking: { variation: 'info', heading: 'Checking' },
  online: { variation: 'success', heading: 'Email System Online' },
  offline: { variation: 'error', heading: 'Email System Offline' },
  unknown: { variation: 'warning', heading: 'Status Unknown' },
};

export default function AdminEmailTestRoute() {
  const [status, setStatus] = useState<EmailSystemStatus>('checking');
  const [detail, setDetail] = useState('');
  const [to, setTo] = useState('');
  const [sending, setSending] = useState(false);
  const [last, setLast] = useState<{ ok: boolean; text: string; at: Date } | null>(null);

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

  const send = async () => {
    const address = to.trim();
    if (!address) return void toast.error('Input Required', { description: 'Please enter an email address' });
    if (!SIMPLE_EMAIL.test(address)) return void toast.error('Invalid Email', { description: 'Please enter a valid email address' });
    if (/@example\.(com|org|net)$/i.test(address)) {
      toast.warning('Example address', { description: 'example.com addresses are rejected by real e-mail providers; the test is sent anyway.' });
    }
    setSending(true);
    try {
      await sendTestEmail(address);
      toast.success('Test Email Sent', { description: `Check the inbox (and spam folder) of ${address}.` });
      setLast({ ok: true, text: `Test e-mail queued for ${address}`, at: new Date() });
    } catch (error) {
      const message = errorMessage(error, 'The test e-mail could not be sent.');
      toast.error('Email Test Failed', { description: message });
      setLast({ ok: false, text: message, at: new Date() });
    } finally {
      setSending(false);
    }
  };

  const banner = BANNERS[status];
  return (
    <div className="page">
      <header className="page-header">
        <div>
          <h1>Email System Test</h1>
          <p className="muted">All in-app notifications are now automatically emailed, and user preferences are temporarily bypassed for tests.</p>
        </div>
      </header>
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
          <form
            // The spec's own messages stand in for the browser's e-mail check.
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void send();
            }}
          >
            <TextField label="Email address" type="email" value={to} onChange={(e) => setTo(e.target.value)} placeholder="someone@yourdomain.com" />
            <Button type="submit" variation="primary" isLoading={sending} loadingText="Sending..." marginTop="small">
              Send Test Email
            </Button>
          </form>
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
