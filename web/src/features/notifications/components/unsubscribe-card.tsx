/**
 * The unsubscribe page's card (one-click unsubscribe, RFC 8058; no sign-in): says which e-mails the link stops, and
 * one button posts `POST /unsubscribe?token=…`; then it confirms in the server's words, or shows why it could not. A
 * link whose token is not of the right form says so at once (the server alone checks the signature).
 */
import { readUnsubscribeToken, UNSUBSCRIBE_SUBJECTS, unsubscribeMessages } from '@features/notifications/domain/digest';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useUnsubscribe } from '../api/unsubscribe';

export function UnsubscribeCard({ token }: { token: string }) {
  const send = useUnsubscribe();
  const named = readUnsubscribeToken(token);

  if (!named) {
    return (
      <div className="auth-card">
        <h1>Unsubscribe</h1>
        <p role="alert">{unsubscribeMessages.invalid}</p>
      </div>
    );
  }
  if (send.isSuccess) {
    return (
      <div className="auth-card">
        <h1>Unsubscribed</h1>
        <p role="status">{send.data.message}</p>
      </div>
    );
  }
  return (
    <div className="auth-card">
      <h1>Unsubscribe</h1>
      <p>You will no longer receive e-mails about {UNSUBSCRIBE_SUBJECTS[named.kind]}. You still see them in GeoTender when you sign in.</p>
      {send.isError ? <p role="alert">{errorMessage(send.error, 'Could not unsubscribe. Please try again.')}</p> : null}
      <Button onClick={() => send.mutate(token)} busy={send.isPending} busyText="Unsubscribing...">
        Unsubscribe
      </Button>
    </div>
  );
}
