/**
 * The contractor's panel on the geodesist tender page (part 2, geodesist detail): 'Your Bid Was Accepted'
 * with the bid amount; while In Progress a link to upload deliverables (the page sends the contractor to
 * the deliver page anyway); when Completed, the completion date (`completedAt`) and the latest delivery's
 * files and comments; otherwise a note that the status will change to In Progress soon.
 */
import { Alert, Flex, Heading, Loader, Text, Card } from '@aws-amplify/ui-react';
import { Link } from 'react-router';
import type { TenderDetail } from '@features/tenders/domain/dto';
import { inRounds } from '@features/deliveries/domain/delivery';
import { paths } from '@/config/paths';
import { useDeliveries } from '../api/get-deliveries';
import { DeliveriesError } from './deliveries-section';
import { DeliveryItem } from './delivery-list';
import { isClosed } from '@features/tenders/domain/tender';
import { loadParts, useT } from '@/i18n/i18n';
import { useFormat } from '@/i18n/format';

await loadParts('work');

export function ContractorPanel({ tender }: { tender: TenderDetail }) {
  const t = useT();
  const fmt = useFormat();
  const completed = isClosed(tender.status);
  const deliveries = useDeliveries(tender.tenderId, completed);
  const latest = inRounds(deliveries.data?.items ?? []).at(-1);
  return (
    <Card variation="outlined" as="section" aria-label={t('contract.label')} className="detail-card" data-slot="contractor-panel">
      <Flex direction="column" gap="0.75rem">
        <Heading level={3}>{t('contract.title')}</Heading>
        {tender.acceptedBid && (
          <Text>
            {t('contract.bidAmount')}{' '}
            <Text as="span" fontWeight="700" data-testid="contract-amount">
              {fmt.money(tender.acceptedBid.amountCents)}
            </Text>
          </Text>
        )}
        {tender.status === 'In Progress' ? (
          <Link className="amplify-button amplify-button--primary" to={paths.geodesist.deliver.getHref(tender.tenderId)}>
            {t('contract.upload')}
          </Link>
        ) : completed ? (
          <>
            <Text>
              {t('contract.completedOn')} <strong>{fmt.date(tender.completedAt)}</strong>
            </Text>
            {deliveries.isPending ? (
              <Loader aria-label={t('contract.loading')} />
            ) : deliveries.isError ? (
              <DeliveriesError onRetry={() => void deliveries.refetch()} />
            ) : latest ? (
              <DeliveryItem tenderId={tender.tenderId} delivery={latest} />
            ) : null}
          </>
        ) : tender.status === 'Cancelled' ? (
          <Alert variation="warning">{t('contract.cancelled')}</Alert>
        ) : (
          <Alert variation="info">{t('contract.soon')}</Alert>
        )}
      </Flex>
    </Card>
  );
}
