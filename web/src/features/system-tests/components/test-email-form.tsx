/**
 * The test e-mail form of /admin/email-test (spec part 2, "Admin email test", 5, 8 and 9): the address
 * checks ('Input Required', 'Invalid Email', the example-domain warning), the provider's always-accepting
 * test address offered in one click, and the answers: 'Test Email Sent'; 'Email System Error' when the
 * server failed (5xx: the e-mail system itself); 'Authentication Required' when the session is gone;
 * 'Email Test Failed' for the rest. Failures are written to the console as well. Texts from the catalogue's `admin`
 * part; the server's refusals as it words them.
 */
import { Button, TextField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ApiRequestError, errorMessage } from '@/lib/api-client';
import { isSessionGone, SESSION_GONE_TOAST } from '@/lib/session-errors';
import { useT } from '@/i18n/i18n';
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
  const t = useT();
  const [to, setTo] = useState('');
  const [sending, setSending] = useState(false);

  const send = async () => {
    const address = to.trim();
    if (!address) return void toast.error(t('admin.emailForm.inputRequired'), { description: t('admin.emailForm.inputRequiredText') });
    if (!SIMPLE_EMAIL.test(address)) return void toast.error(t('admin.emailForm.invalid'), { description: t('admin.emailForm.invalidText') });
    if (/@example\.(com|org|net)$/i.test(address)) {
      toast.warning(t('admin.emailForm.example'), { description: t('admin.emailForm.exampleText', { address: PROVIDER_SUCCESS_ADDRESS }) });
    }
    setSending(true);
    try {
      await sendTestEmail(address);
      toast.success(t('admin.emailForm.sent'), { description: t('admin.emailForm.sentText', { address }) });
      onResult({ ok: true, text: t('admin.emailForm.queued', { address }), at: new Date() });
    } catch (error) {
      console.error('The test e-mail could not be sent', error);
      const message = errorMessage(error, t('admin.emailForm.notSent'));
      if (isSessionGone(error)) {
        toast.error(SESSION_GONE_TOAST.title, { description: SESSION_GONE_TOAST.description });
      } else if (error instanceof ApiRequestError && error.status >= 500) {
        toast.error(t('admin.emailForm.systemError'), { description: t('admin.emailForm.systemErrorText', { message }) });
        onSystemError?.();
      } else {
        toast.error(t('admin.emailForm.failed'), { description: message });
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
        label={t('admin.emailForm.address')}
        type="email"
        value={to}
        onChange={(e) => setTo(e.target.value)}
        placeholder={t('admin.emailForm.placeholder')}
        descriptiveText={
          <>
            {t('admin.emailForm.testAddressHint', { address: PROVIDER_SUCCESS_ADDRESS })}{' '}
            <Button type="button" size="small" variation="link" onClick={() => setTo(PROVIDER_SUCCESS_ADDRESS)}>
              {t('admin.emailForm.useTestAddress')}
            </Button>
          </>
        }
      />
      <Button type="submit" variation="primary" isLoading={sending} loadingText={t('admin.sending')} marginTop="small">
        {t('admin.emailForm.send')}
      </Button>
    </form>
  );
}
