/**
 * The unsubscribe page's card (one-click unsubscribe, RFC 8058; no sign-in): says which e-mails the link stops, and
 * one button posts `POST /unsubscribe?token=…`; then it confirms in the server's words, or shows why it could not. A
 * link whose token is not of the right form says so at once (the server alone checks the signature).
 */
import { readUnsubscribeToken, UNSUBSCRIBE_SUBJECTS, unsubscribeMessages } from '@features/notifications/domain/digest';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useT } from '@/i18n/i18n';
import { useUnsubscribe } from '../api/unsubscribe';

export function UnsubscribeCard({ token }: { token: string }) {
  const t = useT();
  const send = useUnsubscribe();
  const named = readUnsubscribeToken(token);

  if (!named) {
    return (
      <div className="auth-card">
        <h1>{t('unsubscribe.title')}</h1>
        <p role="alert">{unsubscribeMessages.invalid}</p>
      </div>
    );
  }
  if (send.isSuccess) {
    return (
      <div className="auth-card">
        <h1>{t('unsubscribe.doneTitle')}</h1>
        <p role="status">{send.data.message}</p>
      </div>
    );
  }
  return (
    <div className="auth-card">
      <h1>{t('unsubscribe.title')}</h1>
      <p>{t('unsubscribe.text', { kind: named.kind, subjects: UNSUBSCRIBE_SUBJECTS[named.kind] })}</p>
      {send.isError ? <p role="alert">{errorMessage(send.error, t('unsubscribe.failed'))}</p> : null}
      <Button onClick={() => send.mutate(token)} busy={send.isPending} busyText={t('unsubscribe.busy')}>
        {t('unsubscribe.submit')}
      </Button>
    </div>
  );
}
