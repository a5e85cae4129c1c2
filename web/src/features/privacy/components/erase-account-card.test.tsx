/**
 * 'Erase my account' in Account: only geodesists and posters see it; the dialog sends
 * `DELETE /me` only once ERASE is typed; a refusal keeps the dialog open with the server's message naming
 * the blocking tender; an erasure signs the user out and lands on the landing page with the notice.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { privacyMessages, tenderName } from '@features/privacy/domain/privacy';
import { ApiRequestError } from '@/lib/api-error';
import { renderRoute } from '@/testing/render';
import { EraseAccountCard } from './erase-account-card';

const mocks = vi.hoisted(() => ({
  api: vi.fn<(path: string, options: { method?: string; body?: unknown }) => unknown>(),
  role: 'geodesist' as string,
  signOutUser: vi.fn<(target: string) => Promise<void>>(),
  toast: { success: vi.fn(), error: vi.fn() },
}));
vi.mock('@/lib/api-client', async (importOriginal) => (await import('@/testing/fake-api')).fakeApi(await importOriginal(), mocks.api));
vi.mock('@/lib/auth', () => ({ useAuth: () => ({ role: mocks.role }), signOutUser: mocks.signOutUser }));
vi.mock('@/lib/toaster', () => ({ lazyToast: (show: (toast: unknown) => void) => show(mocks.toast) }));

const ERASURE = { userId: 'u-1', status: 'erasing' };

function openDialog() {
  const rendered = renderRoute(<EraseAccountCard />, { path: '/account' });
  fireEvent.click(screen.getByRole('button', { name: 'Erase my account' }));
  return rendered;
}

const dialog = () => screen.getByRole('dialog', { name: 'Erase your account' });

function confirmWith(text: string) {
  fireEvent.change(screen.getByLabelText('Type ERASE to confirm'), { target: { value: text } });
  fireEvent.submit(screen.getByRole('form', { name: 'Confirm erasure' }));
}

describe('EraseAccountCard', () => {
  beforeEach(() => {
    mocks.api.mockReset();
    mocks.role = 'geodesist';
    mocks.signOutUser.mockResolvedValue(undefined);
  });

  it('is not shown to admins', () => {
    mocks.role = 'admin';
    renderRoute(<EraseAccountCard />, { path: '/account' });
    expect(screen.queryByRole('button', { name: 'Erase my account' })).toBeNull();
    expect(screen.queryByText(/Erase/)).toBeNull();
  });

  it('says what happens and sends nothing until ERASE is typed', async () => {
    openDialog();
    const effects = screen.getByTestId('erase-effects').textContent;
    expect(effects).toContain('signed out at once everywhere');
    expect(effects).toContain('‘Deleted user’');
    expect(effects).toContain('This cannot be undone');

    confirmWith('delete');
    expect(await screen.findByText(privacyMessages.eraseConfirm)).toBeTruthy();
    confirmWith('');
    await waitFor(() => expect(screen.getByText(privacyMessages.eraseConfirm)).toBeTruthy());
    expect(mocks.api).not.toHaveBeenCalled();
  });

  it("keeps the dialog open with the server's refusal naming the blocking tender, and does not sign out", async () => {
    const refusal = privacyMessages.contractorOpen(tenderName({ tenderId: 'abcdef12-3456', title: 'Cadastral survey Lindenweg' }));
    mocks.api.mockImplementation(() => {
      throw new ApiRequestError(409, refusal);
    });
    openDialog();
    confirmWith('ERASE');
    const alert = await screen.findByTestId('erase-error');
    expect(alert.textContent).toContain('“Cadastral survey Lindenweg” (ABCDEF12)');
    expect(mocks.api).toHaveBeenCalledWith('/me', { method: 'DELETE', body: { confirm: 'ERASE' } });
    expect(dialog()).toBeTruthy();
    expect(mocks.signOutUser).not.toHaveBeenCalled();
  });

  it('once the erasure is accepted, signs out and lands on the landing page saying the account is being erased', async () => {
    mocks.api.mockResolvedValue(ERASURE);
    const { router } = openDialog();
    confirmWith('ERASE');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(mocks.api).toHaveBeenCalledWith('/me', { method: 'DELETE', body: { confirm: 'ERASE' } });
    expect(mocks.signOutUser).toHaveBeenCalledWith('/');
    expect(mocks.toast.success).toHaveBeenCalledWith('Your account is being erased', expect.objectContaining({ description: expect.stringContaining('within a few minutes') }));
  });
});
