/**
 * My Account (spec part 1, 2.13) at `/account`: the `tab` query parameter is `account` or
 * `notifications`; the default and any unknown value show `account`; a tab change rewrites the URL
 * with replace navigation.
 */
import { Tabs } from '@aws-amplify/ui-react';
import { useSearchParams } from 'react-router';
import { AccountPanel } from '@/features/account/components/account-panel';
import { NotificationSettingsCard } from '@/features/notifications/components/notification-settings-card';

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
      <Tabs.Container value={tab} onValueChange={(t) => setParams({ tab: tabFromParam(t) }, { replace: true })}>
        <Tabs.List aria-label="Account sections">
          <Tabs.Item value="account">Account Settings</Tabs.Item>
          <Tabs.Item value="notifications">Notification Settings</Tabs.Item>
        </Tabs.List>
        <Tabs.Panel value="account" className="tab-panel">
          {tab === 'account' && <AccountPanel />}
        </Tabs.Panel>
        <Tabs.Panel value="notifications" className="tab-panel">
          {tab === 'notifications' && <NotificationSettingsCard />}
        </Tabs.Panel>
      </Tabs.Container>
    </div>
  );
}
