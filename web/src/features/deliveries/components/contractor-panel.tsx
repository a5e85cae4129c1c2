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
import { formatEuros } from '@domain/money';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { useDeliveries } from '../api/get-deliveries';
import { DeliveriesError } from './deliveries-section';
import { DeliveryItem } from './delivery-list';
import { isClosed } from '@features/tenders/domain/tender';

export function ContractorPanel({ tender }: { tender: TenderDetail }) {
  const completed = isClosed(tender.status);
  const deliveries = useDeliveries(tender.tenderId, completed);
  const latest = inRounds(deliveries.data?.items ?? []).at(-1);
  return (
    <Card variation="outlined" as="section" aria-label="Your contract" className="detail-card" data-slot="contractor-panel">
      <Flex direction="column" gap="0.75rem">
        <Heading level={3}>Your Bid Was Accepted</Heading>
        {tender.acceptedBid && (
          <Text>
            Bid amount:{' '}
            <Text as="span" fontWeight="700" data-testid="contract-amount">
              {formatEuros(tender.acceptedBid.amountCents)}
            </Text>
          </Text>
        )}
        {tender.status === 'In Progress' ? (
          <Link className="amplify-button amplify-button--primary" to={paths.geodesist.deliver.getHref(tender.tenderId)}>
            Upload Deliverables
          </Link>
        ) : completed ? (
          <>
            <Text>
              Completed on <strong>{formatDate(tender.completedAt, 'MMM d, yyyy')}</strong>
            </Text>
            {deliveries.isPending ? (
              <Loader aria-label="Loading deliveries" />
            ) : deliveries.isError ? (
              <DeliveriesError onRetry={() => void deliveries.refetch()} />
            ) : latest ? (
              <DeliveryItem tenderId={tender.tenderId} delivery={latest} />
            ) : null}
          </>
        ) : tender.status === 'Cancelled' ? (
          <Alert variation="warning">This contract was cancelled: no deliverables are taken. The reason is in the Cancellation card.</Alert>
        ) : (
          <Alert variation="info">The tender status will change to In Progress soon; you can then upload your deliverables.</Alert>
        )}
      </Flex>
    </Card>
  );
}
