/**
 * Browse (part 2, "Browse"): every open tender, with search and sort, paged by cursor; the Table / Map
 * toggle beside the search shows the same search on a map (TenderMapView).
 */
import { useState } from 'react';
import { TENDER_SORTS, type TenderSort } from '@features/tenders/domain/tender';
import { TenderList } from '@/features/tenders/components/tender-list';
import { TenderMapView } from '@/features/tenders/components/tender-map-view';
import { PageHeader } from '@/components/page-header';
import { TenderSearchBar } from '@/components/tender-search-bar';
import { ListViewToggle, type ListView } from '@/features/tenders/components/list-view-toggle';

export default function BrowseRoute() {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<TenderSort>('newest');
  const [view, setView] = useState<ListView>('table');
  return (
    <div className="page">
      <PageHeader title="Browse Tenders" description="All open tenders on GeoTender." />
      <TenderSearchBar search={search} onSearch={setSearch} sort={sort} onSort={setSort} sorts={view === 'table' ? TENDER_SORTS : []}>
        <ListViewToggle view={view} onChange={setView} />
      </TenderSearchBar>
      {view === 'map' ? (
        <TenderMapView search={search} />
      ) : (
        <TenderList
          role="geodesist"
          scope="open"
          search={search}
          sort={sort}
          label="Open tenders"
          empty={{ title: 'No open tenders found', message: 'New tenders appear here as soon as they are published.' }}
          errorText="Failed to load open tenders. Please try again."
        />
      )}
    </div>
  );
}
