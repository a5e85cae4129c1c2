/** The route guard (spec part 1, 2.2) for each state of the session, role and approval. */
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/testing/render';
import type { AuthState } from './auth';
import { RequireRole } from './authorization';

const mocks = vi.hoisted(() => ({ auth: {} as Partial<AuthState>, signedOutTarget: undefined as string | undefined }));
vi.mock('./auth', () => ({ useAuth: () => mocks.auth, signedOutRedirect: () => mocks.signedOutTarget }));

const session = { userId: 'u1', groups: [], expiresAt: Date.now() + 3_600_000 };

function guard(auth: Partial<AuthState>, url: string, roles: AuthState['role'][] = ['tenderPoster']) {
  mocks.auth = auth;
  return renderRoute(<RequireRole roles={roles as never} />, {
    path: '/guarded',
    url,
    routes: [{ path: '/guarded/*', element: <RequireRole roles={roles as never} /> }],
  });
}

describe('RequireRole', () => {
  it('shows the loading skeleton while the session and approval are resolved', () => {
    guard({ status: 'loading', session: null }, '/guarded');
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
  });

  it('sends a signed-out user to /login carrying the page first asked for', async () => {
    guard({ status: 'signedOut', session: null }, '/guarded?tab=x');
    expect((await screen.findByTestId('where')).textContent).toBe('/login from /guarded?tab=x');
  });

  it('sends a user with no known role to /unauthorized', async () => {
    guard({ status: 'signedIn', session, role: undefined }, '/guarded');
    expect((await screen.findByTestId('where')).textContent).toBe('/unauthorized');
  });

  it('confines an unapproved geodesist to /approval-pending, even on pages open to every role', async () => {
    guard({ status: 'signedIn', session, role: 'geodesist', isApproved: false }, '/guarded', ['geodesist', 'tenderPoster', 'admin']);
    expect((await screen.findByTestId('where')).textContent).toBe('/approval-pending');
  });

  it.each([
    ['admin', '/admin'],
    ['tenderPoster', '/tender-poster'],
    ['geodesist', '/geodesist'],
  ] as const)('sends a %s outside the route roles to their own home %s', async (role, home) => {
    guard({ status: 'signedIn', session, role, isApproved: true }, '/guarded', role === 'admin' ? ['geodesist'] : ['admin']);
    expect((await screen.findByTestId('where')).textContent).toBe(home);
  });
});
