/**
 * Admin tenders (part 2, "Admin tenders"): 'Manage Tenders', 'Oversee all tenders in the system',
 * a search box, the sort order (newest by default), tabs All Tenders, Open, In Progress and Completed
 * (Completed plus Finished), and the tenders as cards opening /admin/tender/{id}.
 * Asks `GET /tenders?scope=all&status=...`.
 */
import { Tabs } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { isClosed, TENDER_STATUSES, type TenderSort, type TenderStatus } from '@features/tenders/domain/tender';
import { TenderCardList } from '@/features/tenders/components/tender-card-list';
import { TenderSearchBar } from '@/components/tender-search-bar';

type Tab = 'all' | 'open' | 'inProgress' | 'completed';

const TABS: { value: Tab; label: string; statuses: TenderStatus[] }[] = [
  { value: 'all', label: 'All Tenders', statuses: [] },
  { value: 'open', label: 'Open', statuses: ['Open'] },
  { value: 'inProgress', label: 'In Progress', statuses: ['In Progress'] },
  { value: 'completed', label: 'Completed', statuses: TENDER_STATUSES.filter(isClosed) },
];

/** Sort orders of the admin list (newest first by default). */
const ADMIN_SORTS: readonly TenderSort[] = ['newest', 'oldest', 'expiringSoon'];

export default function AdminTendersRoute() {
  const [tab, setTab] = useState<Tab>('all');
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<TenderSort>('newest');
  return (
    <div className="page">
      <header className="page-header">
        <div>
          <h1>Manage Tenders</h1>
          <p className="muted">Oversee all tenders in the system</p>
        </div>
      </header>
      <TenderSearchBar search={search} onSearch={setSearch} sort={sort} onSort={setSort} sorts={ADMIN_SORTS} />
      <Tabs.Container value={tab} onValueChange={(v) => setTab(v as Tab)}>
        <Tabs.List aria-label="Tender status">
          {TABS.map((t) => (
            <Tabs.Item key={t.value} value={t.value}>
              {t.label}
            </Tabs.Item>
          ))}
        </Tabs.List>
        {TABS.map((t) => (
          <Tabs.Panel key={t.value} value={t.value} className="tab-panel">
            {tab === t.value && <TenderCardList scope="all" statuses={t.statuses} search={search} sort={sort} />}
          </Tabs.Panel>
        ))}
      </Tabs.Container>
    </div>
  );
}
