/** Register (spec part 1, 2.6): a signed-in user is sent to `/`; after success, go to `/login`. */
import { Link, Navigate, useNavigate } from 'react-router';
import { PublicLayout } from '@/components/layouts/public-layout';
import { PageSkeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { RegisterForm } from '@/features/auth/components/register-form';
import { useAuth } from '@/lib/auth';

export default function RegisterRoute() {
  const auth = useAuth();
  const navigate = useNavigate();
  if (auth.status === 'loading') return <PageSkeleton />;
  if (auth.session) return <Navigate to={paths.home.getHref()} replace />;

  return (
    <PublicLayout narrow>
      <div className="auth-card auth-card-wide">
        <div className="auth-card-header">
          <h1>Create an account</h1>
          <p className="muted">Join GeoTender to post tenders or bid on survey work.</p>
        </div>
        <RegisterForm onRegistered={() => navigate(paths.login.getHref())} />
        <p className="auth-card-footer">
          Already have an account? <Link to={paths.login.getHref()}>Log in</Link>
        </p>
      </div>
    </PublicLayout>
  );
}
