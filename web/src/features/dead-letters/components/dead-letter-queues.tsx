/**
 * The dead-letter queues as an admin handles them: per queue what it holds and how many, then
 * by kind of message how many, the oldest one's age and the first error a worker recorded (never a message's
 * content), and 'Retry all', which sends every message back to its work queue to be tried again.
 */
import { Alert, Button, Loader } from '@aws-amplify/ui-react';
import { formatDistanceToNowStrict } from 'date-fns';
import { useState } from 'react';
import { deadLetterQueueLabels } from '@features/admin/domain/dead-letters';
import { Card } from '@/components/ui/card';
import { ListErrorCard } from '@/components/ui/list-states';
import { type DeadLetterQueueView, useDeadLetters, useRetryDeadLetters } from '../api/dead-letters';

const age = (iso: string | null) => (iso ? formatDistanceToNowStrict(new Date(iso), { addSuffix: true }) : 'unknown');

/** One queue's card: its count, its kinds table and Retry all. */
function QueueCard({ queue }: { queue: DeadLetterQueueView }) {
  const retry = useRetryDeadLetters();
  const [result, setResult] = useState<string | null>(null);
  const label = deadLetterQueueLabels[queue.name] ?? queue.name;
  const onRetry = () => {
    setResult(null);
    retry.mutate(queue.name, {
      onSuccess: ({ moved }) =>
        setResult(moved === null ? 'Retry started: the messages go back to their queue over the next minutes.' : `${moved} ${moved === 1 ? 'message' : 'messages'} sent back to be tried again.`),
      onError: (error) => setResult(`Retry failed: ${error.message}`),
    });
  };
  return (
    <Card title={`${queue.name} (${queue.count})`} description={label} level={2}>
      {queue.count === 0 ? (
        <p className="muted">Empty: nothing waits here.</p>
      ) : (
        <>
          <table className="table" aria-label={`${queue.name} dead letters by kind`}>
            <thead>
              <tr>
                <th scope="col">Kind</th>
                <th scope="col">Messages</th>
                <th scope="col">Oldest</th>
                <th scope="col">First error</th>
              </tr>
            </thead>
            <tbody>
              {queue.kinds.map((k) => (
                <tr key={k.kind}>
                  <td>{k.kind}</td>
                  <td>{k.count}</td>
                  <td>{age(k.oldestSentAt)}</td>
                  <td className="mono">{k.firstError ?? 'Not recorded'}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {queue.listed < queue.count && (
            <p className="muted small">
              The first {queue.listed} of {queue.count} messages are shown by kind.
            </p>
          )}
          <Button size="small" marginTop="0.75rem" onClick={onRetry} isLoading={retry.isPending} isDisabled={queue.moving} loadingText="Retrying">
            Retry all
          </Button>
          {queue.moving && <p className="muted small">A retry is moving these messages now.</p>}
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
  const list = useDeadLetters();
  if (list.isPending) return <Loader />;
  if (list.isError) return <ListErrorCard message="The dead-letter queues could not be read." onRetry={() => void list.refetch()} />;
  const waiting = list.data.queues.reduce((n, q) => n + q.count, 0);
  return (
    <>
      {waiting > 0 && (
        <Alert variation="warning" heading={`${waiting} ${waiting === 1 ? 'message has' : 'messages have'} failed every retry`}>
          Fix the cause shown as the first error, then retry the queue.
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
