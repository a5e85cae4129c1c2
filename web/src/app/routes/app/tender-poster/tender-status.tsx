/**
 * /tender-poster/tender/{id}/status (part 2, tender status page): title, project code, created
 * date and status; the timeline (Tender Accepted, Waiting for Deliverables, Waiting to Accept, Project
 * Completed) at the current step; the accepted bid; every delivery in round order with notes, files and
 * date, Request Changes on a Submitted one; 'Work in Progress' while none exists; Accept Deliverables
 * with the bid, 8 % fee and total once a delivery waits for review, and the date it is accepted automatically
 * (docs/decisions/after-award/review-timers.md).
 */
import { useState } from 'react';
import { Alert, Button, Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { useParams } from 'react-router';
import type { Delivery } from '@features/deliveries/domain/dto';
import type { TenderDetail } from '@features/tenders/domain/dto';
import { latestSubmitted } from '@features/deliveries/domain/delivery';
import { reviewDateText, reviewDueAt } from '@features/deliveries/domain/review-timers';
import { TenderStatusBadge } from '@/components/status-badge';
import { LoadingLine } from '@/components/ui/list-states';
import { paths } from '@/config/paths';
import { AcceptedBidCard } from '@/features/bids/components/accepted-bid-card';
import { useDeliveries } from '@/features/deliveries/api/get-deliveries';
import { AcceptDeliverablesDialog } from '@/features/deliveries/components/accept-deliverables-dialog';
import { DeliveriesError } from '@/features/deliveries/components/deliveries-section';
import { DeliveryList } from '@/features/deliveries/components/delivery-list';
import { RequestChangesDialog } from '@/features/deliveries/components/request-changes-dialog';
import { currentStep, StatusTimeline } from '@/features/deliveries/components/status-timeline';
import { TenderDetailView } from '@/features/tenders/components/tender-detail-view';
import { loadParts, useT } from '@/i18n/i18n';
import { useFormat } from '@/i18n/format';

await loadParts('tenders');

function TenderStatus({ tender }: { tender: TenderDetail }) {
  const t = useT();
  const fmt = useFormat();
  const deliveries = useDeliveries(tender.tenderId, tender.status !== 'Open');
  const [changing, setChanging] = useState<Delivery | null>(null);
  const [accepting, setAccepting] = useState(false);
  const items = deliveries.data?.items ?? [];
  const inProgress = tender.status === 'In Progress';
  const waiting = inProgress ? latestSubmitted(items) : undefined;
  const canAccept = inProgress && !!tender.acceptedBid && !!waiting;

  return (
    <>
      <Card variation="outlined" as="section" aria-label={t('status.project')} className="detail-card">
        <Flex direction="column" gap="0.5rem">
          <Heading level={3}>{tender.title}</Heading>
          <Flex gap="1.5rem" wrap="wrap" alignItems="center">
            <Text>
              {t('status.projectCode')} <strong data-testid="project-code">{tender.projectCode}</strong>
            </Text>
            <Text>{t('status.created', { date: fmt.date(tender.createdAt) })}</Text>
            <TenderStatusBadge status={tender.status} />
          </Flex>
        </Flex>
      </Card>
      <StatusTimeline step={currentStep(tender, items)} />
      <AcceptedBidCard tender={tender} />
      <Card variation="outlined" as="section" aria-label={t('status.deliverables')} className="detail-card">
        <Flex direction="column" gap="0.75rem">
          <Flex justifyContent="space-between" alignItems="center" wrap="wrap" gap="0.5rem">
            <Heading level={3}>{t('status.deliverables')}</Heading>
            {canAccept && (
              <Button variation="primary" onClick={() => setAccepting(true)}>
                {t('status.accept')}
              </Button>
            )}
          </Flex>
          {canAccept && waiting && <Text data-testid="automatic-acceptance">{t('status.autoAccept', { date: reviewDateText(reviewDueAt(waiting.submittedAt, 'accept')) })}</Text>}
          {deliveries.isPending && tender.status !== 'Open' ? (
            <LoadingLine text={t('status.loadingDeliveries')} />
          ) : deliveries.isError ? (
            <DeliveriesError onRetry={() => void deliveries.refetch()} />
          ) : items.length === 0 ? (
            <Alert variation="info" heading={t('status.workInProgress')}>
              {t('status.noDeliverables')}
            </Alert>
          ) : (
            <DeliveryList
              tenderId={tender.tenderId}
              deliveries={items}
              actions={(d) =>
                inProgress && d.status === 'Submitted' ? (
                  <Button size="small" onClick={() => setChanging(d)}>
                    {t('status.requestChanges')}
                  </Button>
                ) : null
              }
            />
          )}
        </Flex>
      </Card>
      <RequestChangesDialog tenderId={tender.tenderId} delivery={changing} onClose={() => setChanging(null)} />
      {tender.acceptedBid && <AcceptDeliverablesDialog tenderId={tender.tenderId} bidCents={tender.acceptedBid.amountCents} open={accepting} onClose={() => setAccepting(false)} />}
    </>
  );
}

export default function TenderStatusRoute() {
  const { id = '' } = useParams();
  return <TenderDetailView tenderId={id} backHref={paths.tenderPoster.tender.getHref(id)} main={(tender) => <TenderStatus tender={tender} />} />;
}
