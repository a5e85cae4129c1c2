/**
 * The sign-in form (spec part 1, 2.5, 5 and 8.1) against a mocked Cognito, including the authenticator
 * code step of accounts with MFA (beyond the spec).
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { LoginForm } from './login-form';

const mocks = vi.hoisted(() => ({
  signIn: vi.fn(),
  confirmSignIn: vi.fn(),
  refreshSession: vi.fn(),
  toast: { success: vi.fn(), error: vi.fn() },
}));
vi.mock('@/lib/auth-api', () => ({ authApi: async () => ({ signIn: mocks.signIn, confirmSignIn: mocks.confirmSignIn }), preloadAuthApi: () => undefined }));
vi.mock('@/lib/auth', () => ({ refreshSession: mocks.refreshSession }));
vi.mock('@/config/web-config', () => ({ webConfig: () => ({ authFlowType: 'USER_PASSWORD_AUTH' }) }));
vi.mock('sonner', () => ({ toast: mocks.toast }));

function signInWith(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('LoginForm', () => {
  // The form loads its rules (zod) on the first check; loading them here keeps that first check quick.
  beforeAll(async () => {
    await Promise.all([import('@hookform/resolvers/zod'), import('@features/account/domain/schemas')]);
  });

  it('asks for e-mail and password with the spec message', async () => {
    render(<LoginForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findAllByText('You must provide either an email or phone number and a password')).length).toBeGreaterThan(0);
    expect(mocks.signIn).not.toHaveBeenCalled();
  });

  it('signs in with the configured flow and re-reads the session', async () => {
    mocks.signIn.mockResolvedValue({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    render(<LoginForm />);
    signInWith('lena@example.com', 'Survey2026x');
    await waitFor(() => expect(mocks.refreshSession).toHaveBeenCalled());
    expect(mocks.signIn).toHaveBeenCalledWith({ username: 'lena@example.com', password: 'Survey2026x', options: { authFlowType: 'USER_PASSWORD_AUTH' } });
  });

  it('shows "Login failed" with the server message', async () => {
    mocks.signIn.mockRejectedValue(Object.assign(new Error('Incorrect username or password.'), { name: 'NotAuthorizedException' }));
    render(<LoginForm />);
    signInWith('lena@example.com', 'wrong');
    await waitFor(() => expect(mocks.toast.error).toHaveBeenCalledWith('Login failed', { description: 'Incorrect username or password.' }));
    expect(mocks.refreshSession).not.toHaveBeenCalled();
  });

  it('asks for the authenticator code when Cognito answers CONFIRM_SIGN_IN_WITH_TOTP_CODE, and confirms it', async () => {
    mocks.signIn.mockResolvedValue({ isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' } });
    mocks.confirmSignIn.mockRejectedValueOnce(Object.assign(new Error('Invalid code received for user'), { name: 'CodeMismatchException' }));
    mocks.confirmSignIn.mockResolvedValueOnce({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    render(<LoginForm />);
    signInWith('max@example.com', 'Survey2026x');

    const code = await screen.findByRole('textbox', { name: 'Authentication code' });
    expect(mocks.refreshSession).not.toHaveBeenCalled();
    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(mocks.toast.error).toHaveBeenCalledWith('Login failed', { description: 'Invalid code received for user' }));

    fireEvent.change(screen.getByRole('textbox', { name: 'Authentication code' }), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(mocks.refreshSession).toHaveBeenCalled());
    expect(mocks.confirmSignIn).toHaveBeenLastCalledWith({ challengeResponse: '123456' });
  });

  it('tells an unconfirmed account to follow the confirmation e-mail', async () => {
    mocks.signIn.mockResolvedValue({ isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_UP' } });
    render(<LoginForm />);
    signInWith('new@example.com', 'Survey2026x');
    await waitFor(() => expect(mocks.toast.error).toHaveBeenCalledWith('Login failed', { description: expect.stringContaining('confirmation email') }));
  });
});
