/** The Create New Password screen (spec part 1, 2.9, 5 and 8.1) against a mocked Cognito. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD_HINT } from '@features/account/domain/schemas';
import { authMessages } from '@/lib/auth-messages';
import { renderRoute } from '@/testing/render';
import ResetPasswordRoute from './reset-password';

const mocks = vi.hoisted(() => ({
  auth: { status: 'signedOut', session: null as null | { userId: string }, role: undefined },
  confirmResetPassword: vi.fn(),
  toast: { success: vi.fn(), error: vi.fn() },
}));
vi.mock('aws-amplify/auth', () => ({ confirmResetPassword: mocks.confirmResetPassword }));
vi.mock('@/lib/auth', () => ({ useAuth: () => mocks.auth }));
vi.mock('@/config/web-config', () => ({ webConfig: () => ({}) }));
vi.mock('sonner', () => ({ toast: mocks.toast }));

const LINK = '/reset-password?access_token=123456&email=rita%40example.com';

function cognitoError(name: string, message: string) {
  return Object.assign(new Error(message), { name });
}

function submit(password: string, confirmPassword = password) {
  fireEvent.change(screen.getByLabelText('New Password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirm New Password'), { target: { value: confirmPassword } });
  fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
}

describe('ResetPasswordRoute', () => {
  beforeEach(() => {
    mocks.auth = { status: 'signedOut', session: null, role: undefined };
  });

  it('without access_token shows "Invalid or missing reset token" with "Missing reset token" and goes to /login', async () => {
    const { router } = renderRoute(<ResetPasswordRoute />, { path: '/reset-password', url: '/reset-password?email=rita%40example.com' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(mocks.toast.error).toHaveBeenCalledWith('Invalid or missing reset token', { description: 'Missing reset token' });
    expect(mocks.confirmResetPassword).not.toHaveBeenCalled();
  });

  it('with a token but no e-mail says what is missing and how to get a new link', async () => {
    const { router } = renderRoute(<ResetPasswordRoute />, { path: '/reset-password', url: '/reset-password?access_token=123456' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(mocks.toast.error).toHaveBeenCalledWith('Invalid or missing reset token', { description: authMessages.missingResetEmail });
  });

  it('sends a signed-in user to /', async () => {
    mocks.auth = { status: 'signedIn', session: { userId: 'u1' }, role: undefined };
    const { router } = renderRoute(<ResetPasswordRoute />, { path: '/reset-password' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(mocks.toast.error).not.toHaveBeenCalled();
  });

  it('shows the reset rules word for word and calls nobody while they fail', async () => {
    renderRoute(<ResetPasswordRoute />, { path: '/reset-password', url: LINK });
    submit('short');
    expect(await screen.findByText('Password must be at least 8 characters')).toBeTruthy();
    submit('alllowercase1');
    expect(await screen.findByText('Password must contain at least one uppercase letter')).toBeTruthy();
    submit('ALLUPPERCASE1');
    expect(await screen.findByText('Password must contain at least one lowercase letter')).toBeTruthy();
    submit('NoDigitsHere');
    expect(await screen.findByText('Password must contain at least one number')).toBeTruthy();
    submit('Renewed2026z', 'Renewed2026y');
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(mocks.confirmResetPassword).not.toHaveBeenCalled();
  });

  it('confirms the reset with the code and e-mail of the link, then "Password updated successfully" and /login replacing history', async () => {
    mocks.confirmResetPassword.mockResolvedValue(undefined);
    const { router } = renderRoute(<ResetPasswordRoute />, { path: '/reset-password', url: LINK });
    submit('Renewed2026z');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(mocks.confirmResetPassword).toHaveBeenCalledWith({ username: 'rita@example.com', confirmationCode: '123456', newPassword: 'Renewed2026z' });
    expect(mocks.toast.success).toHaveBeenCalledWith('Password updated successfully');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it.each(['CodeMismatchException', 'ExpiredCodeException'])('treats %s as an invalid token and goes to /login', async (name) => {
    mocks.confirmResetPassword.mockRejectedValue(cognitoError(name, 'Invalid code provided, please request a code again.'));
    const { router } = renderRoute(<ResetPasswordRoute />, { path: '/reset-password', url: LINK });
    submit('Renewed2026z');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(mocks.toast.error).toHaveBeenCalledWith('Invalid or missing reset token', { description: authMessages.refusedResetToken });
  });

  it("shows the pool's rule, not Cognito's text, when Cognito refuses the password", async () => {
    mocks.confirmResetPassword.mockRejectedValue(cognitoError('InvalidPasswordException', 'Password does not conform to policy: Password must have symbol characters'));
    const { router } = renderRoute(<ResetPasswordRoute />, { path: '/reset-password', url: LINK });
    submit('Renewed2026z');
    await waitFor(() => expect(mocks.toast.error).toHaveBeenCalledWith('Password update failed', { description: authMessages.passwordRefused }));
    expect(authMessages.passwordRefused).toContain(PASSWORD_HINT.slice(1));
    expect(router.state.location.pathname).toBe('/reset-password');
  });

  it("shows any other failure with Cognito's message and stays on the form", async () => {
    mocks.confirmResetPassword.mockRejectedValue(cognitoError('LimitExceededException', 'Attempt limit exceeded, please try after some time.'));
    const { router } = renderRoute(<ResetPasswordRoute />, { path: '/reset-password', url: LINK });
    submit('Renewed2026z');
    await waitFor(() => expect(mocks.toast.error).toHaveBeenCalledWith('Password update failed', { description: 'Attempt limit exceeded, please try after some time.' }));
    expect(router.state.location.pathname).toBe('/reset-password');
    expect(screen.getByRole('button', { name: 'Update Password' })).toBeTruthy();
  });
});
