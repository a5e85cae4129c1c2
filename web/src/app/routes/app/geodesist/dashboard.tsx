/**
 * Geodesist dashboard (part 2, "Geodesist dashboard"): 'Geodesist Dashboard', a History button,
 * tabs Tenders (open tenders), My Bids (tenders the geodesist bid on, with the bid's status and
 * amount) and In Progress (their contracts). Each tab keeps its own search box and sort select
 * (newest, oldest, expiringSoon, priceHigh, priceLow) and its own failure message
 * 'Failed to load {open|bid|in-progress} tenders. Please try again.' The Tenders tab has a Table / Map
 * toggle beside its search (TenderMapView).
 */
import { Button } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { TenderScope } from '@features/tenders/domain/schemas';
import { TENDER_SORTS, type TenderSort } from '@features/tenders/domain/tender';
import { HistoryIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { TenderList } from '@/features/tenders/components/tender-list';
import { useUnreadMessagesByTender } from '@/features/notifications/api/get-notifications';
import { ListViewToggle, type ListView } from '@/features/tenders/components/list-view-toggle';
import { TenderMapView } from '@/features/tenders/components/tender-map-view';
import { ListTabs } from '@/components/list-tabs';
import { PageHeader } from '@/components/page-header';
import { TenderSearchBar } from '@/components/tender-search-bar';

type Tab = 'tenders' | 'myBids' | 'inProgress';

const TABS: { value: Tab; label: string; scope: TenderScope; name: string; empty: { title: string; message: string }; tableLabel: string }[] = [
  {
    value: 'tenders',
    label: 'Tenders',
    scope: 'open',
    name: 'open',
    empty: { title: 'No open tenders found', message: 'New tenders appear here as soon as they are published.' },
    tableLabel: 'Open tenders',
  },
  {
    value: 'myBids',
    label: 'My Bids',
    scope: 'bids',
    name: 'bid',
    empty: { title: 'No bids yet', message: 'Tenders you bid on appear here.' },
    tableLabel: 'Tenders you bid on',
  },
  {
    value: 'inProgress',
    label: 'In Progress',
    scope: 'contracts',
    name: 'in-progress',
    empty: { title: 'No tenders in progress', message: 'Tenders whose bid was accepted appear here.' },
    tableLabel: 'Your tenders in progress',
  },
];

type Filters = Record<Tab, { search: string; sort: TenderSort }>;

const INITIAL: Filters = { tenders: { search: '', sort: 'newest' }, myBids: { search: '', sort: 'newest' }, inProgress: { search: '', sort: 'newest' } };

export default function GeodesistDashboardRoute() {
  const unreadMessages = useUnreadMessagesByTender();
  const [tab, setTab] = useState<Tab>('tenders');
  const [filters, setFilters] = useState<Filters>(INITIAL);
  const [view, setView] = useState<ListView>('table');
  const update = (t: Tab, change: Partial<Filters[Tab]>) => setFilters((f) => ({ ...f, [t]: { ...f[t], ...change } }));

  return (
    <div className="page">
      <PageHeader
        title="Geodesist Dashboard"
        description="Find open tenders, follow your bids and deliver your work."
        actions={
          <Button as={Link} to={paths.geodesist.history.getHref()} gap="0.4rem">
            <HistoryIcon size={16} /> History
          </Button>
        }
      />
      <ListTabs tabs={TABS} value={tab} onChange={setTab} label="Tender lists">
        {(t) => (
          <>
            <TenderSearchBar
              search={filters[t.value].search}
              onSearch={(search) => update(t.value, { search })}
              sort={filters[t.value].sort}
              onSort={(sort) => update(t.value, { sort })}
              sorts={t.value === 'tenders' && view === 'map' ? [] : TENDER_SORTS}
            >
              {t.value === 'tenders' && <ListViewToggle view={view} onChange={setView} />}
            </TenderSearchBar>
            {t.value === 'tenders' && view === 'map' ? (
              <TenderMapView search={filters[t.value].search} />
            ) : (
              <TenderList
                unreadMessages={unreadMessages}
                role="geodesist"
                scope={t.scope}
                search={filters[t.value].search}
                sort={filters[t.value].sort}
                label={t.tableLabel}
                empty={t.empty}
                errorText={`Failed to load ${t.name} tenders. Please try again.`}
              />
            )}
          </>
        )}
      </ListTabs>
    </div>
  );
}
