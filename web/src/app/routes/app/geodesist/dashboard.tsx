/**
 * Geodesist dashboard (part 2): 'Geodesist Dashboard', a History button, tabs Tenders, My Bids and
 * In Progress, each with search and sort (newest, oldest, expiringSoon, priceHigh, priceLow).
 */
import { useState } from 'react';
import { TENDER_SORTS, type TenderSort } from '@domain/tender';
import { LinkButton } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { BriefcaseIcon, HistoryIcon, SendIcon } from '@/components/ui/icons';
import { Tabs } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { TenderList } from '@/features/tenders/components/tender-list';
import { TenderSearchBar } from '@/features/tenders/components/tender-search-bar';

type Tab = 'tenders' | 'myBids' | 'inProgress';

const TABS = [
  { value: 'tenders', label: 'Tenders' },
  { value: 'myBids', label: 'My Bids' },
  { value: 'inProgress', label: 'In Progress' },
] as const;

export default function GeodesistDashboardRoute() {
  const [tab, setTab] = useState<Tab>('tenders');
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<TenderSort>('newest');

  return (
    <div className="page">
      <header className="page-header">
        <div>
          <h1>Geodesist Dashboard</h1>
          <p className="muted">Find open tenders, follow your bids and deliver your work.</p>
        </div>
        <LinkButton to={paths.geodesist.history.getHref()} variant="outline">
          <HistoryIcon size={16} /> History
        </LinkButton>
      </header>
      <Tabs label="Tender lists" items={TABS} value={tab} onChange={setTab}>
        <TenderSearchBar search={search} onSearch={setSearch} sort={sort} onSort={setSort} sorts={TENDER_SORTS} />
        {tab === 'tenders' && (
          <TenderList
            role="geodesist"
            scope="open"
            search={search}
            sort={sort}
            empty={{ title: 'No open tenders found', message: 'New tenders appear here as soon as they are published.' }}
            errorText="Failed to load open tenders. Please try again."
          />
        )}
        {tab === 'myBids' && <EmptyState icon={<SendIcon size={28} />} title="No bids yet" message="Tenders you bid on appear here." />}
        {tab === 'inProgress' && <EmptyState icon={<BriefcaseIcon size={28} />} title="No tenders in progress" message="Tenders whose bid was accepted appear here." />}
      </Tabs>
    </div>
  );
}
