/**
 * Admin tenders (part 2, "Admin tenders"): 'Manage Tenders', 'Oversee all tenders in the system',
 * a search box, the sort order (newest by default), tabs All Tenders, Open, In Progress, Completed
 * (Completed plus Finished) and Cancelled, and the tenders as cards opening /admin/tender/{id}.
 * Asks `GET /tenders?scope=all&status=...`; 'Export OCDS' saves every tender's open data (GET /admin/ocds).
 */
import { useState } from 'react';
import { isClosed, TENDER_STATUSES, type TenderSort, type TenderStatus } from '@features/tenders/domain/tender';
import { TenderCardList } from '@/features/tenders/components/tender-card-list';
import { ListTabs } from '@/components/list-tabs';
import { PageHeader } from '@/components/page-header';
import { TenderSearchBar } from '@/components/tender-search-bar';
import { OcdsExportButton } from '@/features/procurement/components/ocds-export-button';
import { loadParts } from '@/i18n/i18n';

// The tender lists, search bar and detail shown here are the tender screens' texts.
await loadParts('tenders');

type Tab = 'all' | 'open' | 'inProgress' | 'completed' | 'cancelled';

const TABS: { value: Tab; label: string; statuses: TenderStatus[] }[] = [
  { value: 'all', label: 'All Tenders', statuses: [] },
  { value: 'open', label: 'Open', statuses: ['Open'] },
  { value: 'inProgress', label: 'In Progress', statuses: ['In Progress'] },
  { value: 'completed', label: 'Completed', statuses: TENDER_STATUSES.filter(isClosed) },
  { value: 'cancelled', label: 'Cancelled', statuses: ['Cancelled'] },
];

/** Sort orders of the admin list (newest first by default). */
const ADMIN_SORTS: readonly TenderSort[] = ['newest', 'oldest', 'expiringSoon'];

export default function AdminTendersRoute() {
  const [tab, setTab] = useState<Tab>('all');
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<TenderSort>('newest');
  return (
    <div className="page">
      <PageHeader title="Manage Tenders" description="Oversee all tenders in the system" actions={<OcdsExportButton />} />
      <TenderSearchBar search={search} onSearch={setSearch} sort={sort} onSort={setSort} sorts={ADMIN_SORTS} />
      <ListTabs tabs={TABS} value={tab} onChange={setTab} label="Tender status">
        {(t) => <TenderCardList scope="all" statuses={t.statuses} search={search} sort={sort} />}
      </ListTabs>
    </div>
  );
}
