/** Register (spec part 1, 2.6): a signed-in user is sent to `/`; after success, go to `/login`. */
import { Link, Navigate, useNavigate } from 'react-router';
import { PublicLayout } from '@/components/layouts/public-layout';
import { PageSkeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { RegisterForm } from '@/features/auth/components/register-form';
import { loadParts, useT } from '@/i18n/i18n';
import { useAuth } from '@/lib/auth';

await loadParts('auth');

export default function RegisterRoute() {
  const t = useT();
  const auth = useAuth();
  const navigate = useNavigate();
  if (auth.status === 'loading') return <PageSkeleton />;
  if (auth.session) return <Navigate to={paths.home.getHref()} replace />;

  return (
    <PublicLayout narrow>
      <div className="auth-card auth-card-wide">
        <div className="auth-card-header">
          <h1>{t('register.title')}</h1>
          <p className="muted">{t('register.lead')}</p>
        </div>
        <RegisterForm onRegistered={() => navigate(paths.login.getHref())} />
        <p className="auth-card-footer">
          {t('register.haveAccount')} <Link to={paths.login.getHref()}>{t('register.login')}</Link>
        </p>
      </div>
    </PublicLayout>
  );
}
