/** `/account/profile` (spec part 1, 2.1 and 2.13): the Account Settings panel on a page of its own. */
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { AccountPanel } from '@/features/account/components/account-panel';

export default function AccountProfileRoute() {
  return (
    <div className="page">
      <PageHeader
        title="Profile"
        description={
          <>
            Your profile, password and account details. All settings are also on <Link to={paths.account.root.getHref('account')}>My Account</Link>.
          </>
        }
      />
      <AccountPanel />
    </div>
  );
}
