/**
 * The Account Settings panel (spec part 1, 2.13): Profile Information (edit form), Security (password
 * change, and authenticator-app MFA beyond the spec) and Account Information (email, an account type
 * badge with the role or "User", and the account creation date or "N/A").
 */
import { format, isValid } from 'date-fns';
import { et } from 'date-fns/locale/et';
import { ROLE_LABELS } from '@domain/role-labels';
import { StatusBadge } from '@/components/status-badge';
import { Card } from '@/components/ui/card';
import { formatDate } from '@/lib/format';
import { useLanguage, useT } from '@/i18n/i18n';
import { useAuth } from '@/lib/auth';
import { ChangePasswordForm } from './change-password-form';
import { MfaCard } from './mfa-card';
import { ProfileForm } from './profile-form';
import { useDomainText } from '@/i18n/domain-text';

/** The long date in Estonian ('29. november 2026'); a dash when missing. */
function formatLongEt(iso: string | null | undefined): string {
  const date = iso ? new Date(iso) : null;
  return date && isValid(date) ? format(date, 'd. MMMM yyyy', { locale: et }) : '–';
}

export function AccountPanel() {
  const d = useDomainText();
  const t = useT();
  const language = useLanguage();
  const { profile, role, session } = useAuth();
  const email = profile?.email ?? session?.email;
  return (
    <div className="stack">
      <ProfileForm profile={profile} />
      <ChangePasswordForm />
      <MfaCard email={email} />
      <Card title={t('account.info.title')}>
        <dl className="detail-list">
          <div>
            <dt>{t('account.info.email')}</dt>
            <dd data-testid="account-email">{email ?? t('account.info.none')}</dd>
          </div>
          <div>
            <dt>{t('account.info.type')}</dt>
            <dd>
              <StatusBadge tone="blue" label={role ? d(ROLE_LABELS[role]) : t('userMenu.user')} />
            </dd>
          </div>
          <div>
            <dt>{t('account.info.created')}</dt>
            <dd data-testid="account-created">{language === 'et' ? formatLongEt(profile?.createdAt) : formatDate(profile?.createdAt, 'MMMM d, yyyy')}</dd>
          </div>
        </dl>
      </Card>
    </div>
  );
}
