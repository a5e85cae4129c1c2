/**
 * `/account/profile` (spec part 1, 2.1 and 2.13): the Account Settings panel on a page of its own, with the
 * user's own data: download it, erase the account.
 */
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { AccountPanel } from '@/features/account/components/account-panel';
import { DataExportCard } from '@/features/privacy/components/data-export-card';
import { EraseAccountCard } from '@/features/privacy/components/erase-account-card';
import { ProfileEditor } from '@/features/profiles/components/profile-editor';
import { useAuth } from '@/lib/auth';
import { loadParts, useT } from '@/i18n/i18n';

await loadParts('app');

export default function AccountProfileRoute() {
  const t = useT();
  const { session } = useAuth();
  return (
    <div className="page">
      <PageHeader
        title={t('accountProfile.title')}
        description={
          <>
            {t('accountProfile.lead')} {t('account.alsoOn')} <Link to={paths.account.root.getHref('account')}>{t('account.title')}</Link>.
          </>
        }
      />
      <div className="stack">
        <AccountPanel />
        {session && session.role !== 'admin' && <ProfileEditor geodesist={session.role === 'geodesist'} />}
        <DataExportCard />
        <EraseAccountCard />
      </div>
    </div>
  );
}
