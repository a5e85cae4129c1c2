/**
 * The dead-letter queues as an admin handles them: per queue what it holds and how many, then
 * by kind of message how many, the oldest one's age and the first error a worker recorded (never a message's
 * content), and 'Retry all', which sends every message back to its work queue to be tried again. Texts from the
 * catalogue's `admin` part, ages in the language's words (date-fns); the queues' descriptions as the admin domain words
 * them, the server's errors as it gives them.
 */
import { Alert, Button, Loader } from '@aws-amplify/ui-react';
import { formatDistanceToNowStrict } from 'date-fns';
import { et } from 'date-fns/locale/et';
import { useState } from 'react';
import type { Language } from '@domain/i18n/languages';
import { deadLetterQueueLabels } from '@features/admin/domain/dead-letters';
import { Card } from '@/components/ui/card';
import { ListErrorCard } from '@/components/ui/list-states';
import { useLanguage, useT } from '@/i18n/i18n';
import { useFormat } from '@/i18n/format';
import { type DeadLetterQueueView, useDeadLetters, useRetryDeadLetters } from '../api/dead-letters';

/** How long ago `iso` was, in `language`'s words ('1 hour ago', 'ühe tunni eest'). */
const ago = (iso: string, language: Language) => formatDistanceToNowStrict(new Date(iso), { addSuffix: true, ...(language === 'et' ? { locale: et } : {}) });

/** One queue's card: its count, its kinds table and Retry all. */
function QueueCard({ queue }: { queue: DeadLetterQueueView }) {
  const t = useT();
  const language = useLanguage();
  const format = useFormat();
  const retry = useRetryDeadLetters();
  const [result, setResult] = useState<string | null>(null);
  const label = deadLetterQueueLabels[queue.name] ?? queue.name;
  const onRetry = () => {
    setResult(null);
    retry.mutate(queue.name, {
      onSuccess: ({ moved }) => setResult(moved === null ? t('admin.deadLetters.retryStarted') : t('admin.deadLetters.retried', { count: moved })),
      onError: (error) => setResult(t('admin.deadLetters.retryFailed', { reason: error.message })),
    });
  };
  return (
    <Card title={`${queue.name} (${format.number(queue.count)})`} description={label} level={2}>
      {queue.count === 0 ? (
        <p className="muted">{t('admin.deadLetters.empty')}</p>
      ) : (
        <>
          <table className="table" aria-label={t('admin.deadLetters.byKind', { queue: queue.name })}>
            <thead>
              <tr>
                <th scope="col">{t('admin.deadLetters.kind')}</th>
                <th scope="col">{t('admin.deadLetters.messages')}</th>
                <th scope="col">{t('admin.deadLetters.oldest')}</th>
                <th scope="col">{t('admin.deadLetters.firstError')}</th>
              </tr>
            </thead>
            <tbody>
              {queue.kinds.map((k) => (
                <tr key={k.kind}>
                  <td>{k.kind}</td>
                  <td>{format.number(k.count)}</td>
                  <td>{k.oldestSentAt ? ago(k.oldestSentAt, language) : t('admin.deadLetters.unknownAge')}</td>
                  <td className="mono">{k.firstError ?? t('admin.deadLetters.notRecorded')}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {queue.listed < queue.count && <p className="muted small">{t('admin.deadLetters.listed', { listed: queue.listed, count: queue.count })}</p>}
          <Button size="small" marginTop="0.75rem" onClick={onRetry} isLoading={retry.isPending} isDisabled={queue.moving} loadingText={t('admin.deadLetters.retrying')}>
            {t('admin.deadLetters.retryAll')}
          </Button>
          {queue.moving && <p className="muted small">{t('admin.deadLetters.moving')}</p>}
        </>
      )}
      {result && (
        <p role="status" className="small">
          {result}
        </p>
      )}
    </Card>
  );
}

/** Every dead-letter queue, with a warning line when any holds messages. */
export function DeadLetterQueues() {
  const t = useT();
  const list = useDeadLetters();
  if (list.isPending) return <Loader />;
  if (list.isError) return <ListErrorCard message={t('admin.deadLetters.loadFailed')} onRetry={() => void list.refetch()} />;
  const waiting = list.data.queues.reduce((n, q) => n + q.count, 0);
  return (
    <>
      {waiting > 0 && (
        <Alert variation="warning" heading={t('admin.deadLetters.waiting', { count: waiting })}>
          {t('admin.deadLetters.fixCause')}
        </Alert>
      )}
      <div className="card-grid">
        {list.data.queues.map((q) => (
          <QueueCard key={q.name} queue={q} />
        ))}
      </div>
    </>
  );
}
