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
import { loadParts, useT } from '@/i18n/i18n';

await loadParts('work');

export function DeliveriesSection({ tender, view }: { tender: TenderDetail; view: 'poster' | 'admin' }) {
  const t = useT();
  const show = tender.status !== 'Open' && (view === 'poster' || tender.deliveryCount > 0);
  const deliveries = useDeliveries(tender.tenderId, show);
  if (!show) return null;
  const items = deliveries.data?.items ?? [];
  return (
    <Card variation="outlined" as="section" aria-label={t('deliveries.title')} className="detail-card" data-slot="deliveries-section" data-view={view}>
      <Flex direction="column" gap="0.75rem">
        <Heading level={3}>{deliveries.data ? t('deliveries.titleCount', { count: items.length }) : t('deliveries.title')}</Heading>
        {deliveries.isPending ? (
          <LoadingLine text={t('deliveries.loading')} />
        ) : deliveries.isError ? (
          <DeliveriesError onRetry={() => void deliveries.refetch()} />
        ) : items.length === 0 ? (
          <Text color="font.tertiary">{t('deliveries.none')}</Text>
        ) : (
          <DeliveryList tenderId={tender.tenderId} deliveries={items} />
        )}
      </Flex>
    </Card>
  );
}

/** 'Failed to load deliveries' with a retry (part 2, 8). */
export function DeliveriesError({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <RetryAlert heading={t('deliveries.error')} onRetry={onRetry}>
      <Text>{t('deliveries.loadFailed')}</Text>
    </RetryAlert>
  );
}
