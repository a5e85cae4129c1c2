/**
 * Browse (part 2, "Browse"): every open tender, with search and sort, paged by cursor; the Table / Map
 * toggle beside the search shows the same search on a map (TenderMapView). 'Matches my areas' (kept in the URL as
 * `?matching=1`) lists instead the open tenders whose site lies in one of the geodesist's service areas, soonest
 * deadline first (`GET /tenders/matching`; search and sort do not apply to it, so they give way to the switch). With
 * no service area kept, it says that every open tender with a site is listed.
 */
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Flex, SwitchField } from '@aws-amplify/ui-react';
import { TENDER_SORTS, type TenderSort } from '@features/tenders/domain/tender';
import { TenderList } from '@/features/tenders/components/tender-list';
import { TenderMapView } from '@/features/tenders/components/tender-map-view';
import { PageHeader } from '@/components/page-header';
import { TenderSearchBar } from '@/components/tender-search-bar';
import { ListViewToggle, type ListView } from '@/features/tenders/components/list-view-toggle';
import { useServiceAlerts } from '@/features/service-areas/api/service-areas';
import { paths } from '@/config/paths';
import { loadParts, useT } from '@/i18n/i18n';

await loadParts('tenders');

/** What 'Matches my areas' lists: the tenders in one's areas, or (no area kept) every open tender with a site. */
function MatchingNote() {
  const alerts = useServiceAlerts();
  const t = useT();
  const none = alerts.data?.areas.length === 0;
  return (
    <span className="muted" data-testid="matching-note">
      {none ? t('browse.matching.none') : t('browse.matching.areas')} <Link to={`${paths.account.root.getHref('account')}#where-i-work`}>{t('browse.matching.setAreas')}</Link>
    </span>
  );
}

export default function BrowseRoute() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const matching = params.get('matching') === '1';
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<TenderSort>('newest');
  const [view, setView] = useState<ListView>('table');
  const matchingSwitch = (
    <SwitchField
      label={t('browse.matchingSwitch')}
      isChecked={matching}
      onChange={(e) => {
        const on = e.target.checked;
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            if (on) next.set('matching', '1');
            else next.delete('matching');
            return next;
          },
          { replace: true },
        );
      }}
      data-testid="matches-my-areas"
    />
  );
  return (
    <div className="page">
      <PageHeader title={t('browse.title')} description={t('browse.description')} />
      {matching ? (
        <Flex className="search-bar" wrap="wrap" gap="0.5rem" alignItems="center">
          {matchingSwitch}
          <MatchingNote />
        </Flex>
      ) : (
        <TenderSearchBar search={search} onSearch={setSearch} sort={sort} onSort={setSort} sorts={view === 'table' ? TENDER_SORTS : []}>
          <ListViewToggle view={view} onChange={setView} />
          {matchingSwitch}
        </TenderSearchBar>
      )}
      {view === 'map' && !matching ? (
        <TenderMapView search={search} />
      ) : (
        <TenderList
          role="geodesist"
          scope="open"
          search={search}
          sort={sort}
          matching={matching}
          label={matching ? t('browse.label.matching') : t('browse.label.open')}
          empty={matching ? { title: t('browse.empty.matching.title'), message: t('browse.empty.matching.message') } : { title: t('browse.empty.open.title'), message: t('browse.empty.open.message') }}
          errorText={t('browse.error')}
        />
      )}
    </div>
  );
}
