/** The sign-in form and its code step in Estonian, against a mocked Cognito. */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '@/i18n/i18n';
import { LoginForm } from './login-form';

const mocks = vi.hoisted(() => ({
  signIn: vi.fn(),
  refreshSession: vi.fn(),
  toast: { success: vi.fn(), error: vi.fn() },
}));
vi.mock('@/lib/auth-api', () => ({ authApi: async () => ({ signIn: mocks.signIn }), preloadAuthApi: () => undefined }));
vi.mock('@/lib/auth', () => ({ refreshSession: mocks.refreshSession }));
vi.mock('@/config/web-config', () => ({ webConfig: () => ({ authFlowType: 'USER_PASSWORD_AUTH' }) }));
vi.mock('sonner', () => ({ toast: mocks.toast }));

function signInWith(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('E-post'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Parool'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Logi sisse' }));
}

describe('LoginForm in Estonian', () => {
  beforeAll(async () => {
    await Promise.all([import('@hookform/resolvers/zod'), import('@features/account/domain/schemas')]);
  });
  beforeEach(async () => {
    await activateLanguage('et');
  });
  afterEach(async () => {
    await activateLanguage('en');
  });

  it('labels the form, its fields and its button in Estonian', () => {
    render(<LoginForm />);
    expect(screen.getByRole('form', { name: 'Sisselogimine' })).toBeTruthy();
    expect(screen.getByLabelText('E-post')).toBeTruthy();
    expect(screen.getByLabelText('Parool')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Logi sisse' })).toBeTruthy();
  });

  it('tells an unconfirmed account in Estonian to follow the confirmation e-mail', async () => {
    mocks.signIn.mockResolvedValue({ isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_UP' } });
    render(<LoginForm />);
    signInWith('uus@example.ee', 'Survey2026x');
    await waitFor(() => expect(mocks.toast.error).toHaveBeenCalledWith('Sisselogimine ebaõnnestus', { description: expect.stringContaining('kinnituskirjas') }));
  });

  it("tells refused credentials in Estonian, not in Cognito's English", async () => {
    mocks.signIn.mockRejectedValue(Object.assign(new Error('Incorrect username or password.'), { name: 'NotAuthorizedException' }));
    render(<LoginForm />);
    signInWith('uus@example.ee', 'Wrong2026x');
    await waitFor(() => expect(mocks.toast.error).toHaveBeenCalledWith('Sisselogimine ebaõnnestus', { description: 'Vale e-posti aadress või parool.' }));
  });

  it('asks for the authenticator code in Estonian', async () => {
    mocks.signIn.mockResolvedValue({ isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' } });
    render(<LoginForm />);
    signInWith('mari@example.ee', 'Survey2026x');
    expect(await screen.findByRole('textbox', { name: 'Autentimiskood' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Kinnita' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tagasi sisselogimise juurde' })).toBeTruthy();
  });
});
