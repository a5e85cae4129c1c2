/**
 * /admin/dead-letters: what failed every retry and waits in a dead-letter queue, by queue and
 * kind, with Retry all per queue. A CloudWatch alarm goes off in the cloud as soon as one is not empty.
 */
import { PageHeader } from '@/components/page-header';
import { DeadLetterQueues } from '@/features/dead-letters/components/dead-letter-queues';
import { loadParts, useT } from '@/i18n/i18n';

await loadParts('admin');

/** The /admin/dead-letters page. */
export default function AdminDeadLettersRoute() {
  const t = useT();
  return (
    <div className="page">
      <PageHeader title={t('admin.deadLetters.title')} description={t('admin.deadLetters.description')} />
      <DeadLetterQueues />
    </div>
  );
}
