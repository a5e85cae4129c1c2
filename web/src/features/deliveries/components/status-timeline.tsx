/**
 * The status page's timeline (part 2, tender status page): Tender Accepted, Waiting for Deliverables,
 * Waiting to Accept, Project Completed, with the current step marked.
 */
import { Card, Heading } from '@aws-amplify/ui-react';
import type { Delivery } from '@features/deliveries/domain/dto';
import type { TenderDetail } from '@features/tenders/domain/dto';
import { latestSubmitted } from '@features/deliveries/domain/delivery';
import { isClosed } from '@features/tenders/domain/tender';
import { loadParts, useT } from '@/i18n/i18n';

await loadParts('work');

/** The steps' catalogue keys, in order. */
export const STATUS_STEPS = ['progress.accepted', 'progress.waitingDeliverables', 'progress.waitingAccept', 'progress.completed'] as const;

/**
 * Index of the current step: 3 when Completed (or Finished), 2 when a delivery waits for review, 1 while
 * the contractor has to deliver (none yet, or changes requested), 0 before a bid was accepted.
 */
export function currentStep(tender: TenderDetail, deliveries: readonly Delivery[]): number {
  if (isClosed(tender.status)) return 3;
  if (tender.status !== 'In Progress') return 0;
  return latestSubmitted(deliveries) ? 2 : 1;
}

/** The timeline card; `step` is currentStep's index (3: every step done). */
export function StatusTimeline({ step }: { step: number }) {
  const t = useT();
  return (
    <Card variation="outlined" as="section" aria-label={t('progress.title')} className="detail-card">
      <Heading level={3}>{t('progress.title')}</Heading>
      <ol className="status-steps" style={{ listStyle: 'none', padding: 0, margin: '0.5rem 0 0' }}>
        {STATUS_STEPS.map((label, i) => (
          <li
            key={label}
            data-state={i < step ? 'done' : i === step ? 'current' : 'upcoming'}
            aria-current={i === step ? 'step' : undefined}
            style={{ padding: '0.35rem 0', fontWeight: i === step ? 700 : 400, color: i > step ? 'var(--gray-700)' : undefined }}
          >
            {i < step || step === 3 ? '✓ ' : i === step ? '● ' : '○ '}
            {t(label)}
          </li>
        ))}
      </ol>
    </Card>
  );
}
