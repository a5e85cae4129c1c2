/**
 * Approval pending (spec part 1, 2.7): thanks the geodesist by first name, shows name, email and
 * company (or "Not provided"), and a Sign Out button to /login. Watches `GET /me` every 3 s and the
 * realtime approval message, and moves to /geodesist by itself once approved. A rejected account (a
 * geodesist, or any role an admin rejected) is told so, with the way to reach the team (/contact), and the page turns as soon as an admin decides.
 * With no user, or a profile that cannot be read (`GET /me` failed, after its retries), it goes to /login as
 * the spec says; a signed-in geodesist is signed out first, since /login would send them straight back here.
 * The "Profile Error" toast (lib/auth.tsx) says why.
 */
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { awaitsApproval, homePath } from '@domain/roles';
import { PublicLayout } from '@/components/layouts/public-layout';
import { Button } from '@/components/ui/button';
import { ClockIcon, XIcon } from '@/components/ui/icons';
import { PageSkeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { meQueryOptions, signOutUser, useAuth } from '@/lib/auth';
import { loadParts, useT } from '@/i18n/i18n';

await loadParts('auth');

export default function ApprovalPendingRoute() {
  const t = useT();
  const auth = useAuth();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const leaving = useRef(false);
  // Polls the approval every 3 s; the realtime connection refreshes it at once on an approval message.
  useQuery({ ...meQueryOptions(auth.session?.userId), refetchInterval: 3_000, refetchIntervalInBackground: true, enabled: !!auth.role });

  const approved = auth.status === 'signedIn' && !awaitsApproval(auth);
  useEffect(() => {
    if (approved) navigate(auth.role === 'geodesist' ? paths.geodesist.dashboard.getHref() : homePath(auth.role), { replace: true });
  }, [approved, auth.role, navigate]);

  // Part 1, 2.7: no profile, go to /login (signed out, or /login would send the geodesist back here).
  const profileMissing = auth.status === 'signedIn' && !approved && !auth.profile;
  useEffect(() => {
    if (!profileMissing || leaving.current) return;
    leaving.current = true;
    signOutUser(paths.login.getHref())
      .catch((error: unknown) => console.error('Sign out failed', error))
      .finally(() => navigate(paths.login.getHref(), { replace: true }));
  }, [profileMissing, navigate]);

  if (auth.status === 'loading') return <PageSkeleton />;
  if (!auth.session) return <Navigate to={paths.login.getHref()} replace />;
  if (approved || !auth.profile) return <PageSkeleton />;

  const { firstName, lastName, email, company } = auth.profile;
  const rejected = auth.profile.approvalStatus === 'rejected';

  const signOut = async () => {
    if (signingOut) return;
    setSigningOut(true);
    try {
      await signOutUser(paths.login.getHref());
      navigate(paths.login.getHref(), { replace: true });
    } catch (error) {
      console.error('Sign out failed', error);
      toast.error(t('approval.signOutFailed'), { description: errorMessage(error) });
      setSigningOut(false);
    }
  };

  return (
    <PublicLayout narrow>
      <div className="center-card approval-card">
        <div className={`center-card-icon ${rejected ? 'center-card-icon-danger' : 'center-card-icon-warning'}`}>{rejected ? <XIcon size={28} /> : <ClockIcon size={28} />}</div>
        {rejected ? (
          <>
            <h1>{t('approval.rejectedTitle')}</h1>
            <p>{t('approval.rejectedText', { name: firstName || t('approval.there'), role: auth.role ?? 'geodesist' })}</p>
            <p className="muted">
              {t('approval.rejectedHelpStart')} <Link to={paths.contact.getHref()}>{t('approval.rejectedHelpLink')}</Link> {t('approval.rejectedHelpEnd')}
            </p>
          </>
        ) : (
          <>
            <h1>{t('approval.pendingTitle')}</h1>
            <p>{t('approval.thanks', { name: firstName || t('approval.there') })}</p>
            <p className="muted">{t('approval.pendingText')}</p>
          </>
        )}
        <dl className="detail-list detail-list-boxed">
          <div>
            <dt>{t('approval.name')}</dt>
            <dd>{[firstName, lastName].filter(Boolean).join(' ') || t('approval.notProvided')}</dd>
          </div>
          <div>
            <dt>{t('approval.email')}</dt>
            <dd>{email}</dd>
          </div>
          <div>
            <dt>{t('approval.company')}</dt>
            <dd>{company || t('approval.notProvided')}</dd>
          </div>
        </dl>
        <p className="muted small" role="status">
          {rejected ? t('approval.updatesRejected') : t('approval.updatesPending')}
        </p>
        <Button variant="outline" onClick={() => void signOut()} busy={signingOut} busyText={t('approval.signingOut')}>
          {t('approval.signOut')}
        </Button>
      </div>
    </PublicLayout>
  );
}
