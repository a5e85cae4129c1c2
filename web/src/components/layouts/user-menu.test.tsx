/** The user menu (spec part 1, 2.4): name and role, Account Settings, Log Out with its busy state. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/testing/render';
import { UserMenu } from './user-menu';

const auth = vi.hoisted(() => ({
  state: { name: 'Lena Landing', role: 'tenderPoster' as string | undefined },
  signOutUser: vi.fn<(target: string) => Promise<void>>(),
}));
vi.mock('@/lib/auth', () => ({ useAuth: () => auth.state, signOutUser: auth.signOutUser }));
vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

function deferred() {
  let resolve!: () => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const open = () => fireEvent.click(screen.getByRole('button', { name: /User menu for/ }));

describe('UserMenu', () => {
  beforeEach(() => {
    auth.state = { name: 'Lena Landing', role: 'tenderPoster' };
  });

  it('shows the display name and the role label, and links Account Settings to /account?tab=account', () => {
    renderRoute(<UserMenu />, { path: '/tender-poster' });
    open();
    expect(screen.getByTestId('user-display-name').textContent).toBe('Lena Landing');
    expect(screen.getByTestId('user-role').textContent).toBe('Tender Poster');
    expect(screen.getByRole('menuitem', { name: 'Account Settings' }).getAttribute('href')).toBe('/account?tab=account');
  });

  it('shows "User" as the role when none is known', () => {
    auth.state = { name: 'someone', role: undefined };
    renderRoute(<UserMenu />, { path: '/tender-poster' });
    open();
    expect(screen.getByTestId('user-role').textContent).toBe('User');
  });

  it('reads "Logging out..." while signing out, ignores repeat clicks, then goes to / replacing history', async () => {
    const pending = deferred();
    auth.signOutUser.mockReturnValue(pending.promise);
    const { router } = renderRoute(<UserMenu />, { path: '/tender-poster' });
    open();
    const item = screen.getByRole('menuitem', { name: 'Log Out' });
    fireEvent.click(item);
    await screen.findByText('Logging out...');
    fireEvent.click(screen.getByRole('menuitem', { name: /Logging out/ }));
    fireEvent.click(screen.getByRole('menuitem', { name: /Logging out/ }));
    expect(auth.signOutUser).toHaveBeenCalledTimes(1);
    expect(auth.signOutUser).toHaveBeenCalledWith('/');

    pending.resolve();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('on failure only logs it, and the button is usable again', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    auth.signOutUser.mockRejectedValueOnce(new Error('network down')).mockResolvedValueOnce();
    const { router } = renderRoute(<UserMenu />, { path: '/tender-poster' });
    open();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Log Out' }));
    await waitFor(() => expect(log).toHaveBeenCalledWith('Sign out failed', expect.any(Error)));
    expect(router.state.location.pathname).toBe('/tender-poster');

    const again = await screen.findByRole('menuitem', { name: 'Log Out' });
    fireEvent.click(again);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(auth.signOutUser).toHaveBeenCalledTimes(2);
  });
});
