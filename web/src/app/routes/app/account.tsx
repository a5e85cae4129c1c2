/**
 * My Account (spec part 1, 2.13) at `/account`: the `tab` query parameter is `account` or
 * `notifications`; the default and any unknown value show `account`; a tab change rewrites the URL
 * with replace navigation.
 */
import { useSearchParams } from 'react-router';
import { Tabs } from '@/components/ui/tabs';
import { AccountPanel } from '@/features/account/components/account-panel';
import { NotificationSettingsCard } from '@/features/account/components/notification-settings-card';

type Tab = 'account' | 'notifications';

/** The tab a `tab` query value selects: `notifications`, else `account`. */
function tabFromParam(value: string | null): Tab {
  return value === 'notifications' ? 'notifications' : 'account';
}

export default function AccountRoute() {
  const [params, setParams] = useSearchParams();
  const tab = tabFromParam(params.get('tab'));

  return (
    <div className="page">
      <header className="page-header">
        <div>
          <h1>My Account</h1>
          <p className="muted">Manage your account settings and preferences.</p>
        </div>
      </header>
      <Tabs
        label="Account sections"
        items={[
          { value: 'account', label: 'Account Settings' },
          { value: 'notifications', label: 'Notification Settings' },
        ]}
        value={tab}
        onChange={(t) => setParams({ tab: t }, { replace: true })}
      >
        {tab === 'account' ? <AccountPanel /> : <NotificationSettingsCard />}
      </Tabs>
    </div>
  );
}
