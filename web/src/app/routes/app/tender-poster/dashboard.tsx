/**
 * Tender poster dashboard (part 2, "Tender poster dashboard"): 'Your Tenders', a Create Tender
 * button, and tabs Active Tenders (Open plus In Progress), Open, In Progress and History (Completed
 * plus Finished; the only tab with search and sort), each with the spec's empty message. Every tab
 * asks `GET /tenders?scope=mine&status=...` and pages by cursor.
 */
import { Button } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { isHistory, TENDER_STATUSES, type TenderSort, type TenderStatus } from '@features/tenders/domain/tender';
import { PlusIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { TenderList } from '@/features/tenders/components/tender-list';
import { useUnreadMessagesByTender } from '@/features/notifications/api/get-notifications';
import { ListTabs } from '@/components/list-tabs';
import { PageHeader } from '@/components/page-header';
import { TenderSearchBar } from '@/components/tender-search-bar';
import { loadParts, useT } from '@/i18n/i18n';

await loadParts('tenders');

type Tab = 'active' | 'open' | 'inProgress' | 'history';

/** The tabs; their texts are the catalogue's `posterDashboard.<tab|empty|table|error>.<value>`. */
const TABS: { value: Tab; statuses: TenderStatus[] }[] = [
  { value: 'active', statuses: ['Open', 'In Progress'] },
  { value: 'open', statuses: ['Open'] },
  { value: 'inProgress', statuses: ['In Progress'] },
  { value: 'history', statuses: TENDER_STATUSES.filter(isHistory) },
];

/** Sorts of the History tab (part 2: newest, oldest, priceHigh, priceLow). */
const HISTORY_SORTS: readonly TenderSort[] = ['newest', 'oldest', 'priceHigh', 'priceLow'];

function CreateTenderButton({ variation = 'primary' }: { variation?: 'primary' }) {
  const t = useT();
  return (
    <Button as={Link} to={paths.tenderPoster.addTender.getHref()} variation={variation} gap="0.4rem">
      <PlusIcon size={16} /> {t('posterDashboard.create')}
    </Button>
  );
}

export default function TenderPosterDashboardRoute() {
  const t = useT();
  const unreadMessages = useUnreadMessagesByTender();
  const [tab, setTab] = useState<Tab>('active');
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<TenderSort>('newest');

  const tabs = TABS.map((tab) => ({
    ...tab,
    label: t(`posterDashboard.tab.${tab.value}`),
    empty: t(`posterDashboard.empty.${tab.value}`),
    tableLabel: t(`posterDashboard.table.${tab.value}`),
    errorText: t(`posterDashboard.error.${tab.value}`),
  }));

  return (
    <div className="page">
      <PageHeader title={t('posterDashboard.title')} description={t('posterDashboard.description')} actions={<CreateTenderButton />} />
      <ListTabs tabs={tabs} value={tab} onChange={setTab} label={t('posterDashboard.tabs')}>
        {(shown) => (
          <>
            {shown.value === 'history' && (
              <TenderSearchBar search={search} onSearch={setSearch} sort={sort} onSort={setSort} sorts={HISTORY_SORTS} placeholder={t('search.historyPlaceholder')} label={t('search.historyLabel')} />
            )}
            <TenderList
              unreadMessages={unreadMessages}
              role="tenderPoster"
              scope="mine"
              statuses={shown.statuses}
              search={shown.value === 'history' ? search : undefined}
              sort={shown.value === 'history' ? sort : 'newest'}
              showBids
              label={shown.tableLabel}
              empty={{ title: shown.empty, action: shown.value === 'active' ? <CreateTenderButton /> : undefined }}
              errorText={shown.errorText}
            />
          </>
        )}
      </ListTabs>
    </div>
  );
}
