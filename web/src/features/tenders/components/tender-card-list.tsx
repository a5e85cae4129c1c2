/**
 * The admin's tender cards (part 2, "Admin tenders"): one Amplify UI Card per tender with title,
 * project code, status, short description, expiry date, bids and files; the title link (stretched
 * over the card) opens /admin/tender/{id}. Loading 'Loading tenders...', empty 'No tenders found',
 * failure 'Failed to load tenders' with the query's own failure ('Query timed out...' after 5 s, or the
 * database error; part 2, 8) and a retry, and cursor paging (10 per page).
 */
import { Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { Link } from 'react-router';
import type { TenderSummary } from '@features/tenders/domain/dto';
import { TenderStatusBadge } from '@/components/status-badge';
import { tenderHref } from '@/config/paths';
import { useT } from '@/i18n/i18n';
import { useFormat } from '@/i18n/format';
import { useTenderPages, type TenderListParams } from '../api/get-tenders';
import { ListEmptyState, ListErrorCard, ListPager, ListPlaceholder } from '@/components/ui/list-states';
import { tenderQueryFailure } from '../api/tender-query-error';
import { shorten } from './tender-table';

/** One tender as a card; the whole card is the link's click target. */
export function TenderCard({ tender }: { tender: TenderSummary }) {
  const t = useT();
  const fmt = useFormat();
  return (
    <Card as="article" variation="outlined" className="tender-card" data-testid="tender-card">
      <Flex direction="column" gap="0.5rem">
        <Flex justifyContent="space-between" alignItems="flex-start" gap="0.5rem">
          <Heading level={3} className="tender-card-title">
            <Link to={tenderHref('admin', tender.tenderId)} className="stretched-link">
              {tender.title}
            </Link>
          </Heading>
          <TenderStatusBadge status={tender.status} />
        </Flex>
        <Text className="tender-code">#{tender.projectCode}</Text>
        <Text className="tender-desc">{shorten(tender.description, 140)}</Text>
        <Flex className="tender-card-facts" gap="1rem" wrap="wrap">
          <Text as="span">{t('cards.expires', { date: fmt.date(tender.expiryDate) })}</Text>
          <Text as="span">{t('cards.bids', { n: tender.bidCount })}</Text>
          <Text as="span">{tender.attachmentsCount > 0 ? t('cards.files', { n: tender.attachmentsCount }) : t('cards.noFiles')}</Text>
        </Flex>
      </Flex>
    </Card>
  );
}

/** All tenders of `params` (scope all) as cards, paged. */
export function TenderCardList(params: TenderListParams) {
  const t = useT();
  const pages = useTenderPages(params);
  const { query } = pages;
  if (query.isPending) return <ListPlaceholder rows={5} label={t('cards.loading')} showLabel height="8rem" />;
  if (query.isError) return <ListErrorCard heading={t('cards.failed')} detail={tenderQueryFailure(query.error)} onRetry={() => void query.refetch()} />;
  if (query.data.items.length === 0 && pages.page === 1) return <ListEmptyState title={t('cards.empty')} />;
  return (
    <div className="tender-list" aria-busy={query.isFetching || undefined}>
      <ul className="tender-cards" aria-label={t('table.label')}>
        {query.data.items.map((tender) => (
          <li key={tender.tenderId}>
            <TenderCard tender={tender} />
          </li>
        ))}
      </ul>
      <ListPager pages={pages} />
    </div>
  );
}
