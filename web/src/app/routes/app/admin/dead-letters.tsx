/**
 * /admin/dead-letters: what failed every retry and waits in a dead-letter queue, by queue and
 * kind, with Retry all per queue. A CloudWatch alarm goes off in the cloud as soon as one is not empty.
 */
import { PageHeader } from '@/components/page-header';
import { DeadLetterQueues } from '@/features/dead-letters/components/dead-letter-queues';

export default function AdminDeadLettersRoute() {
  return (
    <div className="page">
      <PageHeader
        title="Dead Letters"
        description="Messages that failed every retry: e-mails not sent, events whose notifications were not made and data exports not prepared. No message content is shown."
      />
      <DeadLetterQueues />
    </div>
  );
}
