/**
 * Who is signed in (spec part 1, 2.2, 4.1 and 4.2): the Amplify session (role from the access token's
 * `cognito:groups`), and the profile with approval from `GET /me`. Session changes arrive through
 * Amplify's Hub; the access token is refreshed a minute before it expires, with the back-off of
 * auth-refresh.ts. A refresh that finally fails ends the session: the user is signed out and told so.
 * A session whose tokens cannot be read at all is told "Role Error: Could not determine your user role".
 * Amplify is loaded only when a session may be stored (lib/auth-api.ts): a visitor without one is signed
 * out at once, and a sign-in in another tab is noticed from the storage event.
 */
import { createContext, use, useEffect, useMemo, type ReactNode } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Profile } from '@features/account/domain/dto';
import { displayName, hasAccess, roleFromGroups, type Role } from '@domain/roles';
import { paths } from '@/config/paths';
import { authApi, hasStoredSession, isAuthStorageKey, whenAuthLoaded } from './auth-api';
import { sessionMessages, sessionToast } from './session-messages';
import { queryClient } from './query-client';
import { needToasts } from './toaster';

/** The signed-in user as the tokens describe them. */
export interface Session {
  userId: string;
  email?: string;
  firstName?: string;
  lastName?: string;
  /** Undefined when the token carries no known role (part 1, 4.2). */
  role?: Role;
  /** The token's `cognito:groups`, as given (for the invalid-role message). */
  groups: string[];
  /** Access token expiry, epoch milliseconds. */
  expiresAt: number;
}

const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);

/** The session's tokens could not be read (not a failed refresh, which ends the session instead). */
export class SessionUnreadableError extends Error {
  constructor(cause: unknown) {
    super(sessionMessages.roleUnknown, { cause });
    this.name = 'SessionUnreadableError';
  }
}

/**
 * The session from Amplify's tokens; null when signed out or when a refresh failed (the Hub's
 * `tokenRefresh_failure` ends the session). Throws SessionUnreadableError when the tokens cannot be read
 * for any other reason, so the role is unknown (part 1, 8.1).
 */
async function loadSession(): Promise<Session | null> {
  if (!hasStoredSession()) return null;
  let tokens;
  let refreshFailed = false;
  let api;
  try {
    api = await authApi();
  } catch (error) {
    throw new SessionUnreadableError(error);
  }
  const { fetchAuthSession, Hub } = api;
  const stop = Hub.listen('auth', ({ payload }) => {
    if (payload.event === 'tokenRefresh_failure') refreshFailed = true;
  });
  try {
    tokens = (await fetchAuthSession()).tokens;
  } catch (error) {
    if (refreshFailed) return null;
    throw new SessionUnreadableError(error);
  } finally {
    stop();
  }
  const access = tokens?.accessToken;
  if (!access) return null;
  const id = tokens?.idToken?.payload ?? {};
  const groups = access.payload['cognito:groups'];
  return {
    userId: String(access.payload.sub),
    email: str(id.email),
    firstName: str(id.given_name),
    lastName: str(id.family_name),
    role: roleFromGroups(groups),
    groups: Array.isArray(groups) ? groups.map(String) : [],
    expiresAt: (access.payload.exp ?? 0) * 1000,
  };
}

export const sessionQueryOptions = () => queryOptions({ queryKey: ['session'], queryFn: loadSession, staleTime: Infinity, retry: false });

/** `GET /me`: the caller's profile, role and approval (part 1, 3 "Account facts"). */
export const meQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: ['me', userId],
    // The API client loads with the first call of a signed-in user, not with the landing page.
    queryFn: async () => {
      const { apiClient, request } = await import('./api-client');
      return request(apiClient().GET('/me'));
    },
    enabled: !!userId,
    staleTime: 60_000,
  });

export type AuthStatus = 'loading' | 'signedOut' | 'signedIn';

export interface AuthState {
  status: AuthStatus;
  session: Session | null;
  role: Role | undefined;
  profile: Profile | undefined;
  /** Whether the account may use its role's area; undefined while unknown. */
  isApproved: boolean | undefined;
  /** Display name by the rule of part 1, 2.4. */
  name: string;
}

const AuthContext = createContext<AuthState | null>(null);

/** Provides AuthState to the tree; listens to Amplify's Hub and keeps the access token fresh. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const client = useQueryClient();
  const sessionQuery = useQuery(sessionQueryOptions());
  const session = sessionQuery.data ?? null;
  // Asked also without a role: the server sets up an account a failed confirmation step left half-done.
  const meQuery = useQuery({ ...meQueryOptions(session?.userId), enabled: !!session, retry: session?.role ? 3 : false });
  const repaired = !!meQuery.data?.refreshSession;

  useEffect(
    () =>
      whenAuthLoaded(({ Hub }) =>
        Hub.listen('auth', ({ payload }) => {
          if (payload.event === 'signedOut') {
            client.setQueryData(sessionQueryOptions().queryKey, null);
            client.removeQueries({ predicate: (q) => q.queryKey[0] !== 'session' });
          } else if (payload.event === 'tokenRefresh_failure') {
            void endSession();
          } else {
            void client.invalidateQueries({ queryKey: sessionQueryOptions().queryKey });
          }
        }),
      ),
    [client],
  );

  // A sign-in or sign-out in another tab changes the stored tokens: read the session again (Amplify's Hub
  // tells the same once Amplify is loaded; this also covers the time before).
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (isAuthStorageKey(event.key)) void client.invalidateQueries({ queryKey: sessionQueryOptions().queryKey });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [client]);

  // The account was just set up by GET /me: a fresh token carries the role group.
  useEffect(() => {
    if (!repaired) return;
    authApi()
      .then(({ fetchAuthSession }) => fetchAuthSession({ forceRefresh: true }))
      .catch(() => endSession())
      .finally(() => {
        void client.invalidateQueries({ queryKey: sessionQueryOptions().queryKey });
        void client.invalidateQueries({ queryKey: ['me'] });
      });
  }, [repaired, client]);

  // Part 1, 8.1: a token without a known role (once the server could not set one up either), and a
  // profile that cannot be read, are told once each.
  const invalidRole = !!session && !session.role && (meQuery.isError || (!!meQuery.data && !repaired));
  useEffect(() => {
    if (invalidRole) sessionToast((toast) => toast.error(sessionMessages.roleErrorTitle, { id: 'role-error', description: sessionMessages.invalidRole(session?.groups ?? []) }));
  }, [invalidRole, session?.groups]);
  const sessionUnreadable = sessionQuery.error instanceof SessionUnreadableError;
  useEffect(() => {
    if (sessionUnreadable) sessionToast((toast) => toast.error(sessionMessages.roleErrorTitle, { id: 'role-error', description: sessionMessages.roleUnknown }));
  }, [sessionUnreadable]);
  const profileError = meQuery.isError && !!session?.role;
  useEffect(() => {
    if (profileError) sessionToast((toast) => toast.error(sessionMessages.profileErrorTitle, { id: 'profile-error', description: sessionMessages.profileUnreadable }));
  }, [profileError]);

  // A signed-in user may be sent toasts at any time (realtime notifications, the session's own).
  useEffect(() => {
    if (session) needToasts();
  }, [session]);

  // Refresh the access token a minute before it expires (part 1, 4.1).
  useEffect(() => {
    if (!session) return;
    const wait = Math.max(session.expiresAt - Date.now() - 60_000, 5_000);
    const timer = setTimeout(() => {
      authApi()
        .then(({ fetchAuthSession }) => fetchAuthSession({ forceRefresh: true }))
        .catch(() => endSession())
        .finally(() => void client.invalidateQueries({ queryKey: sessionQueryOptions().queryKey }));
    }, wait);
    return () => clearTimeout(timer);
  }, [session, client]);

  const value = useMemo<AuthState>(() => {
    const role = session?.role;
    const profile = meQuery.data?.profile;
    let isApproved: boolean | undefined;
    if (role && meQuery.data) isApproved = meQuery.data.isApproved;
    // A failed approval check: approved for every role except geodesist (part 1, 4.2).
    else if (role && meQuery.isError) isApproved = hasAccess(role, undefined);
    const loading = sessionQuery.isPending || (!!session && meQuery.isPending) || (!role && repaired);
    return {
      status: loading ? 'loading' : session ? 'signedIn' : 'signedOut',
      session,
      role,
      profile,
      isApproved,
      name: displayName(profile ?? session ?? {}),
    };
  }, [session, sessionQuery.isPending, meQuery.data, meQuery.isError, meQuery.isPending, repaired]);

  return <AuthContext value={value}>{children}</AuthContext>;
}

/** The current AuthState; throws outside AuthProvider. */
export function useAuth(): AuthState {
  const value = use(AuthContext);
  if (!value) throw new Error('useAuth needs AuthProvider');
  return value;
}

let signOutTarget: string | undefined;

/** Where a guarded page sends a user who just signed out: the sign-out's target, else `/login`. */
export function signedOutRedirect(): string | undefined {
  return signOutTarget;
}

/**
 * Signs out of Cognito and forgets every cached answer; guarded pages then go to `target`.
 * Server refusals (401, 403, 404) of the token revocation are ignored by Amplify (part 1, 4.1);
 * other failures throw.
 */
export async function signOutUser(target: string): Promise<void> {
  signOutTarget = target;
  try {
    await (await authApi()).signOut();
  } catch (error) {
    signOutTarget = undefined;
    throw error;
  }
  queryClient.setQueryData(sessionQueryOptions().queryKey, null);
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'session' });
}

let ending: Promise<void> | undefined;

/**
 * Ends a session whose token could not be refreshed (part 1, 4.1: after the back-off, or at once for a
 * non-retryable failure): signs out, so guarded pages go to `/login`, and tells the person to sign in again.
 * Calls while one is under way share it. Never rejects.
 */
export function endSession(): Promise<void> {
  ending ??= signOutUser(paths.login.getHref())
    .catch((error: unknown) => {
      // Amplify could not sign out: the session counts as ended here all the same.
      console.error('Sign out failed', error);
      queryClient.setQueryData(sessionQueryOptions().queryKey, null);
    })
    .then(() => {
      sessionToast((toast) => toast.error(sessionMessages.sessionEndedTitle, { id: 'session-ended', description: sessionMessages.sessionEnded }));
    })
    .finally(() => {
      ending = undefined;
    });
  return ending;
}

/** Re-reads the session after a sign-in; resolves with it. */
export function refreshSession(): Promise<Session | null> {
  signOutTarget = undefined;
  return queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 });
}
