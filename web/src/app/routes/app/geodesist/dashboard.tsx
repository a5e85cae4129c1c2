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
import { loadParts, useT } from '@/i18n/i18n';

await loadParts('tenders');

type Tab = 'tenders' | 'myBids' | 'inProgress';

/** The tabs; their texts are the catalogue's `geodesistDashboard.<tab|emptyTitle|emptyText|table|error>.<value>`. */
const TABS: { value: Tab; scope: TenderScope }[] = [
  { value: 'tenders', scope: 'open' },
  { value: 'myBids', scope: 'bids' },
  { value: 'inProgress', scope: 'contracts' },
];

type Filters = Record<Tab, { search: string; sort: TenderSort }>;

const INITIAL: Filters = { tenders: { search: '', sort: 'newest' }, myBids: { search: '', sort: 'newest' }, inProgress: { search: '', sort: 'newest' } };

export default function GeodesistDashboardRoute() {
  const t = useT();
  const unreadMessages = useUnreadMessagesByTender();
  const [tab, setTab] = useState<Tab>('tenders');
  const [filters, setFilters] = useState<Filters>(INITIAL);
  const [view, setView] = useState<ListView>('table');
  const update = (value: Tab, change: Partial<Filters[Tab]>) => setFilters((f) => ({ ...f, [value]: { ...f[value], ...change } }));
  const tabs = TABS.map((tab) => ({
    ...tab,
    label: t(`geodesistDashboard.tab.${tab.value}`),
    empty: { title: t(`geodesistDashboard.emptyTitle.${tab.value}`), message: t(`geodesistDashboard.emptyText.${tab.value}`) },
    tableLabel: t(`geodesistDashboard.table.${tab.value}`),
    errorText: t(`geodesistDashboard.error.${tab.value}`),
  }));

  return (
    <div className="page">
      <PageHeader
        title={t('geodesistDashboard.title')}
        description={t('geodesistDashboard.description')}
        actions={
          <Button as={Link} to={paths.geodesist.history.getHref()} gap="0.4rem">
            <HistoryIcon size={16} /> {t('geodesistDashboard.history')}
          </Button>
        }
      />
      <ListTabs tabs={tabs} value={tab} onChange={setTab} label={t('posterDashboard.tabs')}>
        {(shown) => (
          <>
            <TenderSearchBar
              search={filters[shown.value].search}
              onSearch={(search) => update(shown.value, { search })}
              sort={filters[shown.value].sort}
              onSort={(sort) => update(shown.value, { sort })}
              sorts={shown.value === 'tenders' && view === 'map' ? [] : TENDER_SORTS}
            >
              {shown.value === 'tenders' && <ListViewToggle view={view} onChange={setView} />}
            </TenderSearchBar>
            {shown.value === 'tenders' && view === 'map' ? (
              <TenderMapView search={filters[shown.value].search} />
            ) : (
              <TenderList
                unreadMessages={unreadMessages}
                role="geodesist"
                scope={shown.scope}
                search={filters[shown.value].search}
                sort={filters[shown.value].sort}
                label={shown.tableLabel}
                empty={shown.empty}
                errorText={shown.errorText}
              />
            )}
          </>
        )}
      </ListTabs>
    </div>
  );
}
