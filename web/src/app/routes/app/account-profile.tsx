/** `/account/profile` (spec part 1, 2.1 and 2.13): the Account Settings panel on a page of its own. */
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { AccountPanel } from '@/features/account/components/account-panel';

export default function AccountProfileRoute() {
  return (
    <div className="page">
      <header className="page-header">
        <div>
          <h1>Profile</h1>
          <p className="muted">
            Your profile, password and account details. All settings are also on <Link to={paths.account.root.getHref('account')}>My Account</Link>.
          </p>
        </div>
      </header>
      <AccountPanel />
    </div>
  );
}
