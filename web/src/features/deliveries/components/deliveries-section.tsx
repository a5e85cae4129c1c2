/**
 * A tender's deliverables on the poster's detail page and the admin's (part 2): every delivery with
 * notes, status, files (preview and download) and date, in round order; 'Failed to load deliveries'
 * when they cannot be read. The admin's section appears only when deliveries exist; the poster's says
 * none have arrived yet once the tender is past Open. Nothing while Open (no deliveries can exist).
 */
import { Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import type { TenderDetail } from '@features/tenders/domain/dto';
import { LoadingLine, RetryAlert } from '@/components/ui/list-states';
import { useDeliveries } from '../api/get-deliveries';
import { DeliveryList } from './delivery-list';

export const LOAD_DELIVERIES_FAILED = 'Failed to load deliveries';

export function DeliveriesSection({ tender, view }: { tender: TenderDetail; view: 'poster' | 'admin' }) {
  const show = tender.status !== 'Open' && (view === 'poster' || tender.deliveryCount > 0);
  const deliveries = useDeliveries(tender.tenderId, show);
  if (!show) return null;
  const items = deliveries.data?.items ?? [];
  return (
    <Card variation="outlined" as="section" aria-label="Deliverables" className="detail-card" data-slot="deliveries-section" data-view={view}>
      <Flex direction="column" gap="0.75rem">
        <Heading level={3}>Deliverables{deliveries.data ? ` (${items.length})` : ''}</Heading>
        {deliveries.isPending ? (
          <LoadingLine text="Loading deliveries..." />
        ) : deliveries.isError ? (
          <DeliveriesError onRetry={() => void deliveries.refetch()} />
        ) : items.length === 0 ? (
          <Text color="font.tertiary">No deliverables have been submitted yet.</Text>
        ) : (
          <DeliveryList tenderId={tender.tenderId} deliveries={items} />
        )}
      </Flex>
    </Card>
  );
}

/** 'Failed to load deliveries' with a retry (part 2, 8). */
export function DeliveriesError({ onRetry }: { onRetry: () => void }) {
  return (
    <RetryAlert heading="Error" onRetry={onRetry}>
      <Text>{LOAD_DELIVERIES_FAILED}</Text>
    </RetryAlert>
  );
}
