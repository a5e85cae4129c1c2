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

type Tab = 'active' | 'open' | 'inProgress' | 'history';

const TABS: { value: Tab; label: string; statuses: TenderStatus[]; empty: string; name: string; tableLabel: string }[] = [
  { value: 'active', label: 'Active Tenders', statuses: ['Open', 'In Progress'], empty: 'No active tenders found. Create a new tender to get started!', name: 'active', tableLabel: 'Active tenders' },
  { value: 'open', label: 'Open', statuses: ['Open'], empty: 'No open tenders found', name: 'open', tableLabel: 'Open tenders' },
  { value: 'inProgress', label: 'In Progress', statuses: ['In Progress'], empty: 'No tenders in progress', name: 'in-progress', tableLabel: 'Tenders in progress' },
  { value: 'history', label: 'History', statuses: TENDER_STATUSES.filter(isHistory), empty: 'No completed tenders found in your history', name: 'history', tableLabel: 'Tender history' },
];

/** Sorts of the History tab (part 2: newest, oldest, priceHigh, priceLow). */
const HISTORY_SORTS: readonly TenderSort[] = ['newest', 'oldest', 'priceHigh', 'priceLow'];

function CreateTenderButton({ variation = 'primary' }: { variation?: 'primary' }) {
  return (
    <Button as={Link} to={paths.tenderPoster.addTender.getHref()} variation={variation} gap="0.4rem">
      <PlusIcon size={16} /> Create Tender
    </Button>
  );
}

export default function TenderPosterDashboardRoute() {
  const unreadMessages = useUnreadMessagesByTender();
  const [tab, setTab] = useState<Tab>('active');
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<TenderSort>('newest');

  return (
    <div className="page">
      <PageHeader title="Your Tenders" description="Publish tenders, follow the bids and track your projects." actions={<CreateTenderButton />} />
      <ListTabs tabs={TABS} value={tab} onChange={setTab} label="Tender lists">
        {(t) => (
          <>
            {t.value === 'history' && (
              <TenderSearchBar search={search} onSearch={setSearch} sort={sort} onSort={setSort} sorts={HISTORY_SORTS} placeholder="Search history..." label="Search history" />
            )}
            <TenderList
              unreadMessages={unreadMessages}
              role="tenderPoster"
              scope="mine"
              statuses={t.statuses}
              search={t.value === 'history' ? search : undefined}
              sort={t.value === 'history' ? sort : 'newest'}
              showBids
              label={t.tableLabel}
              empty={{ title: t.empty, action: t.value === 'active' ? <CreateTenderButton /> : undefined }}
              errorText={`Failed to load ${t.name} tenders. Please try again.`}
            />
          </>
        )}
      </ListTabs>
    </div>
  );
}
