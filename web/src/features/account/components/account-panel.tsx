/**
 * The Account Settings panel (spec part 1, 2.13): Profile Information (edit form), Security (password
 * change, and authenticator-app MFA beyond the spec) and Account Information (email, an account type
 * badge with the role or "User", and the account creation date or "N/A").
 */
import { ROLE_LABELS } from '@domain/roles';
import { StatusBadge } from '@/components/status-badge';
import { Card } from '@/components/ui/card';
import { formatDate } from '@/lib/format';
import { useAuth } from '@/lib/auth';
import { ChangePasswordForm } from './change-password-form';
import { MfaCard } from './mfa-card';
import { ProfileForm } from './profile-form';

export function AccountPanel() {
  const { profile, role, session } = useAuth();
  const email = profile?.email ?? session?.email;
  return (
    <div className="stack">
      <ProfileForm profile={profile} />
      <ChangePasswordForm />
      <MfaCard email={email} />
      <Card title="Account Information">
        <dl className="detail-list">
          <div>
            <dt>Email</dt>
            <dd data-testid="account-email">{email ?? 'N/A'}</dd>
          </div>
          <div>
            <dt>Account type</dt>
            <dd>
              <StatusBadge tone="blue" label={role ? ROLE_LABELS[role] : 'User'} />
            </dd>
          </div>
          <div>
            <dt>Account created</dt>
            <dd data-testid="account-created">{formatDate(profile?.createdAt, 'MMMM d, yyyy')}</dd>
          </div>
        </dl>
      </Card>
    </div>
  );
}
