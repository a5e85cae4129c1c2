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

// Geodesists only: the other roles' account page does not load its forms and geometry.
const ServiceAreasCard = lazy(() => import('@/features/service-areas/components/service-areas-card').then((m) => ({ default: m.ServiceAreasCard })));

type Tab = 'account' | 'notifications';

const TABS: { value: Tab; label: string }[] = [
  { value: 'account', label: 'Account Settings' },
  { value: 'notifications', label: 'Notification Settings' },
];

/** The tab a `tab` query value selects: `notifications`, else `account`. */
function tabFromParam(value: string | null): Tab {
  return value === 'notifications' ? 'notifications' : 'account';
}

export default function AccountRoute() {
  const [params, setParams] = useSearchParams();
  const tab = tabFromParam(params.get('tab'));
  const { role } = useAuth();

  return (
    <div className="page">
      <PageHeader title="My Account" description="Manage your account settings and preferences." />
      <ListTabs tabs={TABS} value={tab} onChange={(t) => setParams({ tab: tabFromParam(t) }, { replace: true })} label="Account sections">
        {(t) =>
          t.value === 'account' ? (
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
