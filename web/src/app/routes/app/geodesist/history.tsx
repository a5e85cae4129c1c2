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

export default function GeodesistHistoryRoute() {
  const unreadMessages = useUnreadMessagesByTender();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<TenderSort>('newest');
  return (
    <div className="page">
      <PageHeader title="History" description="Your completed projects and closed bids." />
      <TenderSearchBar search={search} onSearch={setSearch} sort={sort} onSort={setSort} sorts={TENDER_SORTS} placeholder="Search history..." label="Search history" />
      <TenderList
        unreadMessages={unreadMessages}
        role="geodesist"
        scope="history"
        search={search}
        sort={sort}
        label="Tender history"
        empty={{ title: 'No completed tenders yet', message: 'Projects you complete and bids that were closed appear here.' }}
        errorText="Failed to load history tenders. Please try again."
      />
    </div>
  );
}
