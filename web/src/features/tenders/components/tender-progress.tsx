/**
 * The poster's status tracker and 3-stage progress indicator (part 2, poster detail): stages
 * Accepting Bids, In Progress, Completed, and a bar at `progressValue` (Open 10, In Progress 50 or 70
 * once a delivery exists, Completed 100). A Finished tender shows as Completed (part 2, 4: `isClosed`); a Cancelled one
 * shows no stage reached and 0.
 */
import { Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import type { TenderDetail } from '@features/tenders/domain/dto';
import { isClosed, progressValue } from '@features/tenders/domain/tender';
import { CheckIcon } from '@/components/ui/icons';
import type { MessageKey } from '@domain/i18n/catalogue';
import { useT } from '@/i18n/i18n';

const STAGES: readonly MessageKey[] = ['tenderProgress.stage.open', 'tenderProgress.stage.inProgress', 'tenderProgress.stage.completed'];

/** Index of the stage a tender is in: 0 Open, 1 In Progress, 2 Completed or Finished. */
function stageIndex(tender: TenderDetail): number {
  if (tender.status === 'Open') return 0;
  if (tender.status === 'In Progress') return 1;
  return isClosed(tender.status) ? 2 : -1;
}

/** The progress card of a tender detail (`tender`: the API's detail); renders the bar and the stage list. */
/** A stage's state on the tracker: passed, the tender's own (done once at 100 %), or to come. */
function stageState(stage: number, current: number, percent: number): 'done' | 'current' | 'todo' {
  if (stage < current || (stage === current && percent === 100)) return 'done';
  return stage === current ? 'current' : 'todo';
}

export function TenderProgress({ tender }: { tender: TenderDetail }) {
  const t = useT();
  const value = progressValue(tender.status, tender.deliveryCount > 0);
  const current = stageIndex(tender);
  return (
    <Card variation="outlined" as="section" aria-label={t('tenderProgress.label')} className="detail-card tender-progress">
      <Flex justifyContent="space-between" alignItems="baseline">
        <Heading level={3}>{t('tenderProgress.title')}</Heading>
        <Text fontWeight="600" data-testid="progress-value">
          {value}%
        </Text>
      </Flex>
      <div className="progress-track" role="progressbar" aria-label={t('tenderProgress.label')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={value}>
        <div className="progress-fill" style={{ width: `${value}%` }} />
      </div>
      <ol className="stage-list" aria-label={t('tenderProgress.tracker')}>
        {STAGES.map((stage, i) => {
          const state = stageState(i, current, value);
          return (
            <li key={stage} className={`stage stage-${state}`} data-state={state} aria-current={i === current ? 'step' : undefined}>
              <span className="stage-dot" aria-hidden="true">
                {state === 'done' ? <CheckIcon size={14} /> : i + 1}
              </span>
              <Text as="span">{t(stage)}</Text>
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
