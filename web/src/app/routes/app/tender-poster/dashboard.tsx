/**
 * Tender poster dashboard (part 2): 'Your Tenders', a Create Tender button, and tabs Active Tenders
 * (Open plus In Progress), Open, In Progress and History (Completed plus Finished; the only tab with
 * search and sort), each with the spec's empty message.
 */
import { useState } from 'react';
import type { TenderSort, TenderStatus } from '@domain/tender';
import { LinkButton } from '@/components/ui/button';
import { PlusIcon } from '@/components/ui/icons';
import { Tabs } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { TenderList } from '@/features/tenders/components/tender-list';
import { TenderSearchBar } from '@/features/tenders/components/tender-search-bar';

type Tab = 'active' | 'open' | 'inProgress' | 'history';

const TABS: { value: Tab; label: string; statuses: TenderStatus[]; empty: string; name: string }[] = [
  { value: 'active', label: 'Active Tenders', statuses: ['Open', 'In Progress'], empty: 'No active tenders found. Create a new tender to get started!', name: 'active' },
  { value: 'open', label: 'Open', statuses: ['Open'], empty: 'No open tenders found', name: 'open' },
  { value: 'inProgress', label: 'In Progress', statuses: ['In Progress'], empty: 'No tenders in progress', name: 'in progress' },
  { value: 'history', label: 'History', statuses: ['Completed', 'Finished'], empty: 'No completed tenders found in your history', name: 'history' },
];

const HISTORY_SORTS: readonly TenderSort[] = ['newest', 'oldest', 'priceHigh', 'priceLow'];

export default function TenderPosterDashboardRoute() {
  const [tab, setTab] = useState<Tab>('active');
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<TenderSort>('newest');
  const current = TABS.find((t) => t.value === tab)!;
  const isHistory = tab === 'history';

  return (
    <div className="page">
      <header className="page-header">
        <div>
          <h1>Your Tenders</h1>
          <p className="muted">Publish tenders, follow the bids and track your projects.</p>
        </div>
        <LinkButton to={paths.tenderPoster.addTender.getHref()}>
          <PlusIcon size={16} /> Create Tender
        </LinkButton>
      </header>
      <Tabs label="Tender lists" items={TABS} value={tab} onChange={setTab}>
        {isHistory && <TenderSearchBar search={search} onSearch={setSearch} sort={sort} onSort={setSort} sorts={HISTORY_SORTS} placeholder="Search history..." />}
        <TenderList
          key={tab}
          role="tenderPoster"
          scope="mine"
          statuses={current.statuses}
          search={isHistory ? search : undefined}
          sort={isHistory ? sort : 'newest'}
          showBids
          empty={{
            title: current.empty,
            action:
              tab === 'active' ? (
                <LinkButton to={paths.tenderPoster.addTender.getHref()} variant="outline">
                  <PlusIcon size={16} /> Create Tender
                </LinkButton>
              ) : undefined,
          }}
          errorText={`Failed to load ${current.name} tenders. Please try again.`}
        />
      </Tabs>
    </div>
  );
}
