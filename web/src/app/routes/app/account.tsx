/**
 * My Account (spec part 1, 2.13) at `/account`: the `tab` query parameter is `account` or
 * `notifications`; the default and any unknown value show `account`; a tab change rewrites the URL
 * with replace navigation. Account Settings ends with the user's own data: download it, erase the account
 *. A geodesist's Account Settings also holds Where I work (service areas and saved searches, `#where-i-work`).
 */
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { ListTabs } from '@/components/list-tabs';
import { PageHeader } from '@/components/page-header';
import { AccountPanel } from '@/features/account/components/account-panel';
import { DataExportCard } from '@/features/privacy/components/data-export-card';
import { EraseAccountCard } from '@/features/privacy/components/erase-account-card';
import { NotificationSettingsCard } from '@/features/notifications/components/notification-settings-card';
import { useAuth } from '@/lib/auth';
import { loadParts, useT } from '@/i18n/i18n';
import type { MessageKey } from '@domain/i18n/catalogue';

await loadParts('app');

// Geodesists only: the other roles' account page does not load its forms and geometry.
const ServiceAreasCard = lazy(() => import('@/features/service-areas/components/service-areas-card').then((m) => ({ default: m.ServiceAreasCard })));

type Tab = 'account' | 'notifications';

const TABS: { value: Tab; label: MessageKey }[] = [
  { value: 'account', label: 'account.tabs.account' },
  { value: 'notifications', label: 'account.tabs.notifications' },
];

/** The tab a `tab` query value selects: `notifications`, else `account`. */
function tabFromParam(value: string | null): Tab {
  return value === 'notifications' ? 'notifications' : 'account';
}

export default function AccountRoute() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const tab = tabFromParam(params.get('tab'));
  const { role } = useAuth();

  return (
    <div className="page">
      <PageHeader title={t('account.title')} description={t('account.description')} />
      <ListTabs
        tabs={TABS.map((tab) => ({ value: tab.value, label: t(tab.label) }))}
        value={tab}
        onChange={(value) => setParams({ tab: tabFromParam(value) }, { replace: true })}
        label={t('account.tabs.label')}
      >
        {(shown) =>
          shown.value === 'account' ? (
            <div className="stack">
              <AccountPanel />
              {role === 'geodesist' && (
                <div id="where-i-work">
                  <Suspense fallback={null}>
                    <ServiceAreasCard />
                  </Suspense>
                </div>
              )}
              <DataExportCard />
              <EraseAccountCard />
            </div>
          ) : (
            <NotificationSettingsCard />
          )
        }
      </ListTabs>
    </div>
  );
}
