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
import type { MessageKey } from '@domain/i18n/catalogue';
import { loadParts, useT } from '@/i18n/i18n';

// The tender lists, search bar and detail shown here are the tender screens' texts; the page's own are the admin's.
await loadParts('tenders', 'admin');

type Tab = 'all' | 'open' | 'inProgress' | 'completed' | 'cancelled';

const TABS: { value: Tab; label: MessageKey; statuses: TenderStatus[] }[] = [
  { value: 'all', label: 'admin.tenders.tab.all', statuses: [] },
  { value: 'open', label: 'admin.tenders.tab.open', statuses: ['Open'] },
  { value: 'inProgress', label: 'admin.tenders.tab.inProgress', statuses: ['In Progress'] },
  { value: 'completed', label: 'admin.tenders.tab.completed', statuses: TENDER_STATUSES.filter(isClosed) },
  { value: 'cancelled', label: 'admin.tenders.tab.cancelled', statuses: ['Cancelled'] },
];

/** Sort orders of the admin list (newest first by default). */
const ADMIN_SORTS: readonly TenderSort[] = ['newest', 'oldest', 'expiringSoon'];

/** The /admin/tenders page. */
export default function AdminTendersRoute() {
  const t = useT();
  const [tab, setTab] = useState<Tab>('all');
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<TenderSort>('newest');
  return (
    <div className="page">
      <PageHeader title={t('admin.tenders.title')} description={t('admin.tenders.description')} actions={<OcdsExportButton />} />
      <TenderSearchBar search={search} onSearch={setSearch} sort={sort} onSort={setSort} sorts={ADMIN_SORTS} />
      <ListTabs tabs={TABS.map((each) => ({ ...each, label: t(each.label) }))} value={tab} onChange={setTab} label={t('admin.tenders.tabs')}>
        {(shown) => <TenderCardList scope="all" statuses={shown.statuses} search={search} sort={sort} />}
      </ListTabs>
    </div>
  );
}
