/** The approval pending page (spec part 1, 2.7) for each state of the session and the profile. */
import { screen, waitFor } from '@testing-library/react';
import { queryOptions } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthState } from '@/lib/auth';
import { renderRoute } from '@/testing/render';
import ApprovalPendingRoute from './approval-pending';

const mocks = vi.hoisted(() => ({ auth: {} as Partial<AuthState>, signOutUser: vi.fn(), toast: { error: vi.fn() } }));
vi.mock('@/lib/auth', () => ({
  useAuth: () => mocks.auth,
  signOutUser: mocks.signOutUser,
  meQueryOptions: (userId: string | undefined) => queryOptions({ queryKey: ['me', userId], queryFn: () => new Promise<never>(() => undefined), enabled: false }),
}));
vi.mock('@/components/layouts/public-layout', () => ({ PublicLayout: ({ children }: { children: React.ReactNode }) => <main>{children}</main> }));
vi.mock('sonner', () => ({ toast: mocks.toast }));

const session = { userId: 'g1', email: 'gerd@example.com', firstName: 'Gerd', lastName: 'Geo', groups: ['geodesist'], expiresAt: Date.now() + 3_600_000 };
const profile = {
  userId: 'g1',
  email: 'gerd@example.com',
  firstName: 'Gerd',
  lastName: 'Geo',
  company: null,
  phone: null,
  role: 'geodesist' as const,
  approvalStatus: 'pending' as const,
  createdAt: '2026-01-01T00:00:00Z',
};

describe('ApprovalPendingRoute', () => {
  beforeEach(() => {
    mocks.signOutUser.mockResolvedValue(undefined);
  });

  it('thanks a pending geodesist by first name and shows name, email and company or "Not provided"', async () => {
    mocks.auth = { status: 'signedIn', session, role: 'geodesist', profile, isApproved: false };
    renderRoute(<ApprovalPendingRoute />, { path: '/approval-pending' });
    expect(await screen.findByRole('heading', { name: 'Account Pending Approval' })).toBeTruthy();
    expect(screen.getByText('Thank you for registering, Gerd!')).toBeTruthy();
    expect(screen.getByText('Not provided')).toBeTruthy();
    expect(mocks.signOutUser).not.toHaveBeenCalled();
  });

  it('goes to /login when the profile cannot be read, signing the geodesist out first', async () => {
    mocks.auth = { status: 'signedIn', session, role: 'geodesist', profile: undefined, isApproved: false };
    const { router } = renderRoute(<ApprovalPendingRoute />, { path: '/approval-pending' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(mocks.signOutUser).toHaveBeenCalledWith('/login');
    expect(mocks.signOutUser).toHaveBeenCalledTimes(1);
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('goes to /login with no user', async () => {
    mocks.auth = { status: 'signedOut', session: null };
    const { router } = renderRoute(<ApprovalPendingRoute />, { path: '/approval-pending' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(mocks.signOutUser).not.toHaveBeenCalled();
  });

  it('goes to /geodesist once approved', async () => {
    mocks.auth = { status: 'signedIn', session, role: 'geodesist', profile: { ...profile, approvalStatus: 'approved' }, isApproved: true };
    const { router } = renderRoute(<ApprovalPendingRoute />, { path: '/approval-pending' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/geodesist'));
  });
});
