/**
 * Geodesist history (part 2, /geodesist/history): `GET /tenders?scope=history`, the geodesist's
 * contracts that are Completed or Finished and the tenders whose bid was closed (rejected), with
 * search and sort, paged by cursor.
 */
import { useState } from 'react';
import { TENDER_SORTS, type TenderSort } from '@features/tenders/domain/tender';
import { TenderList } from '@/features/tenders/components/tender-list';
import { useUnreadMessagesByTender } from '@/features/notifications/api/get-notifications';
import { PageHeader } from '@/components/page-header';
import { TenderSearchBar } from '@/components/tender-search-bar';
import { loadParts, useT } from '@/i18n/i18n';

await loadParts('tenders');

export default function GeodesistHistoryRoute() {
  const t = useT();
  const unreadMessages = useUnreadMessagesByTender();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<TenderSort>('newest');
  return (
    <div className="page">
      <PageHeader title={t('history.title')} description={t('history.description')} />
      <TenderSearchBar search={search} onSearch={setSearch} sort={sort} onSort={setSort} sorts={TENDER_SORTS} placeholder={t('search.historyPlaceholder')} label={t('search.historyLabel')} />
      <TenderList
        unreadMessages={unreadMessages}
        role="geodesist"
        scope="history"
        search={search}
        sort={sort}
        label={t('history.table')}
        empty={{ title: t('history.emptyTitle'), message: t('history.emptyText') }}
        errorText={t('history.error')}
      />
    </div>
  );
}
