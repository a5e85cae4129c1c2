/**
 * Login (spec part 1, 2.5). Confirms a sign-up when opened from the e-mail link
 * `/login?confirm=<code>&email=<address>` (docs/decisions/spec-readings/confirmation-link.md). Once a user and role are known:
 * an unapproved geodesist goes to /approval-pending, otherwise back to the page first asked for,
 * else to the role's home.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { awaitsApproval, homePath } from '@domain/roles';
import { PublicLayout } from '@/components/layouts/public-layout';
import { PageSkeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { LoginForm } from '@/features/auth/components/login-form';
import { errorMessage } from '@/lib/api-error';
import { authApi } from '@/lib/auth-api';
import { useAuth } from '@/lib/auth';
import type { FromState } from '@/lib/authorization';
import { lazyToast } from '@/lib/toaster';
import { loadParts, useT } from '@/i18n/i18n';

await loadParts('auth');

// The reset dialog loads when first opened, not with the page.
const ResetPasswordDialog = lazy(() => import('@/features/auth/components/reset-password-dialog').then((m) => ({ default: m.ResetPasswordDialog })));

type Confirmation = { state: 'idle' } | { state: 'confirming' } | { state: 'confirmed' } | { state: 'failed'; message: string };

export default function LoginRoute() {
  const t = useT();
  const auth = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const [resetOpen, setResetOpen] = useState(false);
  const [resetUsed, setResetUsed] = useState(false);
  const [confirmation, setConfirmation] = useState<Confirmation>({ state: 'idle' });
  const [email, setEmail] = useState(() => params.get('email') ?? '');
  const started = useRef(false);

  // Confirm the account from the e-mail link, once.
  useEffect(() => {
    const code = params.get('confirm');
    const address = params.get('email');
    if (!code || !address || started.current) return;
    started.current = true;
    setEmail(address);
    setConfirmation({ state: 'confirming' });
    authApi()
      .then(({ confirmSignUp }) => confirmSignUp({ username: address, confirmationCode: code }))
      .then(() => {
        setConfirmation({ state: 'confirmed' });
        lazyToast((toast) => toast.success(t('login.confirmedToast'), { description: t('login.confirmed') }));
      })
      .catch((error: unknown) => setConfirmation({ state: 'failed', message: errorMessage(error) }))
      .finally(() => setParams({}, { replace: true, state: location.state }));
  }, [params, setParams, location.state, t]);

  // Redirect once the user, role and approval are known (part 1, 2.5).
  useEffect(() => {
    if (auth.status !== 'signedIn') return;
    if (awaitsApproval({ role: auth.role, isApproved: auth.isApproved })) {
      navigate(paths.approvalPending.getHref(), { replace: true });
      return;
    }
    const from = (location.state as FromState | null)?.from;
    navigate(from && from !== paths.login.getHref() ? from : homePath(auth.role), { replace: true });
  }, [auth.status, auth.role, auth.isApproved, location.state, navigate]);

  if (auth.status !== 'signedOut') return <PageSkeleton />;

  return (
    <PublicLayout narrow>
      <div className="auth-card">
        <div className="auth-card-header">
          <h1>{t('login.title')}</h1>
          <p className="muted">{t('login.lead')}</p>
        </div>
        {confirmation.state === 'confirming' && (
          <div className="alert alert-info" role="status">
            {t('login.confirming')}
          </div>
        )}
        {confirmation.state === 'confirmed' && (
          <div className="alert alert-success" role="status" data-testid="confirm-success">
            {t('login.confirmed')}
          </div>
        )}
        {confirmation.state === 'failed' && (
          <div className="alert alert-error" role="alert" data-testid="confirm-error">
            {t('login.confirmFailed', { message: confirmation.message })}
          </div>
        )}
        <LoginForm
          defaultEmail={email}
          forgotPassword={
            <button
              type="button"
              className="link-button"
              onClick={() => {
                setResetUsed(true);
                setResetOpen(true);
              }}
            >
              {t('login.forgotPassword')}
            </button>
          }
        />
        <p className="auth-card-footer">
          {t('login.noAccount')} <Link to={paths.register.getHref()}>{t('login.register')}</Link>
        </p>
      </div>
      {resetUsed && (
        <Suspense fallback={null}>
          <ResetPasswordDialog open={resetOpen} onClose={() => setResetOpen(false)} defaultEmail={email} />
        </Suspense>
      )}
    </PublicLayout>
  );
}
