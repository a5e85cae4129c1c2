/**
 * My Account (spec part 1, 2.13): the `tab` query parameter (account or notifications, unknown values
 * fall back to account, changes replace the URL), Profile Information, Security (password change) and Account Information.
 */
import { format } from 'date-fns';
import { useSearchParams } from 'react-router';
import { ROLE_LABELS } from '@domain/roles';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Tabs } from '@/components/ui/tabs';
import { ChangePasswordForm } from '@/features/account/components/change-password-form';
import { MfaCard } from '@/features/account/components/mfa-card';
import { ProfileForm } from '@/features/account/components/profile-form';
import { useAuth } from '@/lib/auth';

type Tab = 'account' | 'notifications';

export default function AccountRoute() {
  const [params, setParams] = useSearchParams();
  const { profile, role, session } = useAuth();
  const tab: Tab = params.get('tab') === 'notifications' ? 'notifications' : 'account';
  const created = profile?.createdAt ? format(new Date(profile.createdAt), 'MMMM d, yyyy') : 'N/A';

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
        {tab === 'account' ? (
          <>
          <ProfileForm profile={profile} />
          <ChangePasswordForm />
          <MfaCard email={profile?.email ?? session?.email} />
          <Card title="Account Information">
            <dl className="detail-list">
              <div>
                <dt>Email</dt>
                <dd>{profile?.email ?? session?.email ?? 'N/A'}</dd>
              </div>
              <div>
                <dt>Account type</dt>
                <dd>
                  <Badge tone="blue">{role ? ROLE_LABELS[role] : 'User'}</Badge>
                </dd>
              </div>
              <div>
                <dt>Account created</dt>
                <dd>{created}</dd>
              </div>
            </dl>
          </Card>
          </>
        ) : (
          <Card title="Notification Settings" description="Notification preferences are not available yet." />
        )}
      </Tabs>
    </div>
  );
}
