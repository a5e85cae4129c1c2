/**
 * The test e-mail form of /admin/email-test (spec part 2, "Admin email test", 5, 8 and 9): the address
 * checks ('Input Required', 'Invalid Email', the example-domain warning), the provider's always-accepting
 * test address offered in one click, and the answers: 'Test Email Sent'; 'Email System Error' when the
 * server failed (5xx: the e-mail system itself); 'Authentication Required' when the session is gone;
 * 'Email Test Failed' for the rest. Failures are written to the console as well.
 */
import { Button, TextField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ApiRequestError, errorMessage } from '@/lib/api-client';
import { isSessionGone, SESSION_GONE_TOAST } from '@/lib/session-errors';
import { PROVIDER_SUCCESS_ADDRESS, sendTestEmail } from '../api/system-tests';

const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What one test e-mail came to, for the page's "Last result" card. */
export interface TestEmailResult {
  ok: boolean;
  text: string;
  at: Date;
}

export interface TestEmailFormProps {
  /** Called after every attempt that reached the send step. */
  onResult: (result: TestEmailResult) => void;
  /** Called when the server failed (5xx), so the page can check the e-mail system's status again. */
  onSystemError?: () => void;
}

/** The form; sends `POST /admin/email/test` and reports each outcome by toast and `onResult`. */
export function TestEmailForm({ onResult, onSystemError }: TestEmailFormProps) {
  const [to, setTo] = useState('');
  const [sending, setSending] = useState(false);

  const send = async () => {
    const address = to.trim();
    if (!address) return void toast.error('Input Required', { description: 'Please enter an email address' });
    if (!SIMPLE_EMAIL.test(address)) return void toast.error('Invalid Email', { description: 'Please enter a valid email address' });
    if (/@example\.(com|org|net)$/i.test(address)) {
      toast.warning('Example address', {
        description: `example.com addresses are rejected by real e-mail providers; the test is sent anyway. Use ${PROVIDER_SUCCESS_ADDRESS} for a test that always succeeds.`,
      });
    }
    setSending(true);
    try {
      await sendTestEmail(address);
      toast.success('Test Email Sent', { description: `Check the inbox (and spam folder) of ${address}.` });
      onResult({ ok: true, text: `Test e-mail queued for ${address}`, at: new Date() });
    } catch (error) {
      console.error('The test e-mail could not be sent', error);
      const message = errorMessage(error, 'The test e-mail could not be sent.');
      if (isSessionGone(error)) {
        toast.error(SESSION_GONE_TOAST.title, { description: SESSION_GONE_TOAST.description });
      } else if (error instanceof ApiRequestError && error.status >= 500) {
        toast.error('Email System Error', { description: `${message} The status above is checked again.` });
        onSystemError?.();
      } else {
        toast.error('Email Test Failed', { description: message });
      }
      onResult({ ok: false, text: message, at: new Date() });
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      // The spec's own messages stand in for the browser's e-mail check.
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <TextField
        label="Email address"
        type="email"
        value={to}
        onChange={(e) => setTo(e.target.value)}
        placeholder="someone@yourdomain.com"
        descriptiveText={
          <>
            For a test that always succeeds, use the provider&apos;s test address {PROVIDER_SUCCESS_ADDRESS} (no inbox receives it).{' '}
            <Button type="button" size="small" variation="link" onClick={() => setTo(PROVIDER_SUCCESS_ADDRESS)}>
              Use test address
            </Button>
          </>
        }
      />
      <Button type="submit" variation="primary" isLoading={sending} loadingText="Sending..." marginTop="small">
        Send Test Email
      </Button>
    </form>
  );
}
