/** The approval pending page in Estonian: pending and rejected. */
import { screen } from '@testing-library/react';
import { queryOptions } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '@/i18n/i18n';
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

const session = { userId: 'g1', email: 'mari@example.ee', firstName: 'Mari', lastName: 'Maasikas', groups: ['geodesist'], expiresAt: Date.now() + 3_600_000 };
const profile = {
  userId: 'g1',
  email: 'mari@example.ee',
  firstName: 'Mari',
  lastName: 'Maasikas',
  company: null,
  phone: null,
  role: 'geodesist' as const,
  approvalStatus: 'pending' as const,
  createdAt: '2026-01-01T00:00:00Z',
};

describe('ApprovalPendingRoute in Estonian', () => {
  beforeEach(async () => {
    await activateLanguage('et');
  });
  afterEach(async () => {
    await activateLanguage('en');
  });

  it('thanks a pending geodesist in Estonian and shows the details', async () => {
    mocks.auth = { status: 'signedIn', session, role: 'geodesist', profile, isApproved: false };
    renderRoute(<ApprovalPendingRoute />, { path: '/approval-pending' });
    expect(await screen.findByRole('heading', { name: 'Konto ootab kinnitamist' })).toBeTruthy();
    expect(screen.getByText('Aitäh registreerumise eest, Mari!')).toBeTruthy();
    expect(screen.getByText('Ettevõte')).toBeTruthy();
    expect(screen.getByText('Pole märgitud')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Logi välja' })).toBeTruthy();
  });

  it('tells a rejected tender poster in Estonian, naming the account type', async () => {
    mocks.auth = { status: 'signedIn', session, role: 'tenderPoster', profile: { ...profile, role: 'tenderPoster', approvalStatus: 'rejected' }, isApproved: false };
    renderRoute(<ApprovalPendingRoute />, { path: '/approval-pending' });
    expect(await screen.findByRole('heading', { name: 'Konto ei ole kinnitatud' })).toBeTruthy();
    expect(screen.getByText('Kahjuks, Mari, lükkas administraator sinu hankija konto tagasi, seega ei saa sellega platvormi kasutada.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'võta ühendust GeoTenderi meeskonnaga' })).toBeTruthy();
  });
});
