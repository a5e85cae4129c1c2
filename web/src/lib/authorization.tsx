/**
 * The route guard (spec part 1, 2.2): a skeleton while the session and approval are resolved;
 * no user → /login carrying the requested location; no known role → /unauthorized; an unapproved
 * geodesist or a rejected account → /approval-pending; a role outside the route's roles → the role's own home.
 */
import { Navigate, Outlet, useLocation } from 'react-router';
import { awaitsApproval, homePath, type Role } from '@domain/roles';
import { PageSkeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { signedOutRedirect, useAuth } from './auth';

/** Navigation state the login page reads to send a user back where they were going (part 1, 2.5). */
export interface FromState {
  from?: string;
}

export function RequireRole({ roles }: { roles: readonly Role[] }) {
  const auth = useAuth();
  const location = useLocation();

  if (auth.status === 'loading') return <PageSkeleton />;
  if (!auth.session) {
    const target = signedOutRedirect();
    if (target) return <Navigate to={target} replace />;
    const state: FromState = { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to={paths.login.getHref()} replace state={state} />;
  }
  if (!auth.role) return <Navigate to={paths.unauthorized.getHref()} replace />;
  if (awaitsApproval(auth)) return <Navigate to={paths.approvalPending.getHref()} replace />;
  if (!roles.includes(auth.role)) return <Navigate to={homePath(auth.role)} replace />;
  return <Outlet />;
}
