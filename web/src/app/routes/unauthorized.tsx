/**
 * Access denied (spec part 1, 2.8): no permission, contact an administrator; "Go to Dashboard" goes
 * to the role's home, or to `/` without a role.
 */
import { homePath } from '@domain/roles';
import { PublicLayout } from '@/components/layouts/public-layout';
import { LinkButton } from '@/components/ui/button';
import { ShieldIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { loadParts, useT } from '@/i18n/i18n';
import { useAuth } from '@/lib/auth';

await loadParts('auth');

export default function UnauthorizedRoute() {
  const t = useT();
  const { role } = useAuth();
  return (
    <PublicLayout narrow>
      <div className="center-card">
        <div className="center-card-icon center-card-icon-danger">
          <ShieldIcon size={28} />
        </div>
        <h1>{t('unauthorized.title')}</h1>
        <p className="muted">{t('unauthorized.text')}</p>
        <LinkButton to={role ? homePath(role) : paths.home.getHref()}>{t('unauthorized.dashboard')}</LinkButton>
      </div>
    </PublicLayout>
  );
}
