/**
 * Access denied (spec part 1, 2.8): no permission, contact an administrator; "Go to Dashboard" goes
 * to the role's home, or to `/` without a role.
 */
import { homePath } from '@domain/roles';
import { PublicLayout } from '@/components/layouts/public-layout';
import { LinkButton } from '@/components/ui/button';
import { ShieldIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';

export default function UnauthorizedRoute() {
  const { role } = useAuth();
  return (
    <PublicLayout narrow>
      <div className="center-card">
        <div className="center-card-icon center-card-icon-danger">
          <ShieldIcon size={28} />
        </div>
        <h1>Access Denied</h1>
        <p className="muted">You don't have permission to access this page. Please contact an administrator if you believe this is a mistake.</p>
        <LinkButton to={role ? homePath(role) : paths.home.getHref()}>Go to Dashboard</LinkButton>
      </div>
    </PublicLayout>
  );
}
