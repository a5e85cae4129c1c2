/**
 * Authenticator-app MFA in Account > Security (beyond the spec) against a mocked Cognito: set-up shows a
 * QR code of the otpauth URI and the secret, a code turns TOTP on as the preferred factor, and it can be
 * turned off; a Cognito that cannot set it up gives an error toast.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MfaCard } from './mfa-card';

const mocks = vi.hoisted(() => ({
  fetchMFAPreference: vi.fn(),
  setUpTOTP: vi.fn(),
  verifyTOTPSetup: vi.fn(),
  updateMFAPreference: vi.fn(),
  toast: { success: vi.fn(), error: vi.fn() },
}));
vi.mock('aws-amplify/auth', () => ({
  fetchMFAPreference: mocks.fetchMFAPreference,
  setUpTOTP: mocks.setUpTOTP,
  verifyTOTPSetup: mocks.verifyTOTPSetup,
  updateMFAPreference: mocks.updateMFAPreference,
}));
vi.mock('sonner', () => ({ toast: mocks.toast }));

const SECRET = 'JBSWY3DPEHPK3PXP';

function renderCard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MfaCard email="max@example.com" />
    </QueryClientProvider>,
  );
}

/** Clicks "Set up authenticator app" once the MFA preference is known (the button waits for it). */
async function startSetUp() {
  const button = await screen.findByRole<HTMLButtonElement>('button', { name: 'Set up authenticator app' });
  await waitFor(() => expect(button.disabled).toBe(false));
  fireEvent.click(button);
}

describe('MfaCard', () => {
  beforeEach(() => {
    mocks.fetchMFAPreference.mockResolvedValue({});
    mocks.setUpTOTP.mockResolvedValue({
      sharedSecret: SECRET,
      getSetupUri: (appName: string, account?: string) => new URL(`otpauth://totp/${appName}:${account}?secret=${SECRET}&issuer=${appName}`),
    });
    mocks.verifyTOTPSetup.mockResolvedValue(undefined);
    mocks.updateMFAPreference.mockResolvedValue(undefined);
  });

  it('shows the QR code and the secret, verifies a 6-digit code and makes TOTP the preferred factor', async () => {
    renderCard();
    expect(await screen.findByText('Off')).toBeTruthy();
    await startSetUp();

    expect(await screen.findByTitle('QR code for your authenticator app')).toBeTruthy();
    expect(screen.getByTestId('totp-secret').textContent).toBe(SECRET);

    fireEvent.change(screen.getByLabelText('Code from the app'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('Enter the 6-digit code from your authenticator app')).toBeTruthy();
    expect(mocks.verifyTOTPSetup).not.toHaveBeenCalled();

    mocks.fetchMFAPreference.mockResolvedValue({ enabled: ['TOTP'], preferred: 'TOTP' });
    fireEvent.change(screen.getByLabelText('Code from the app'), { target: { value: ' 123456 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(mocks.updateMFAPreference).toHaveBeenCalledWith({ totp: 'PREFERRED' }));
    expect(mocks.verifyTOTPSetup).toHaveBeenCalledWith({ code: '123456' });
    expect(mocks.toast.success).toHaveBeenCalledWith('Two-factor authentication enabled', expect.anything());
    expect(await screen.findByText('On')).toBeTruthy();
  });

  it('says MFA could not be enabled when Cognito cannot set up an authenticator', async () => {
    mocks.setUpTOTP.mockRejectedValue(Object.assign(new Error('AssociateSoftwareToken is not supported'), { name: 'UnsupportedOperation' }));
    renderCard();
    await startSetUp();
    await waitFor(() => expect(mocks.toast.error).toHaveBeenCalledWith('Two-factor setup failed', { description: 'AssociateSoftwareToken is not supported' }));
    expect(screen.queryByTestId('totp-secret')).toBeNull();
    expect(screen.getByRole('button', { name: 'Set up authenticator app' })).toBeTruthy();
  });

  it('does not turn MFA on when Cognito refuses the code', async () => {
    mocks.verifyTOTPSetup.mockRejectedValue(Object.assign(new Error('Code mismatch'), { name: 'EnableSoftwareTokenMFAException' }));
    renderCard();
    await startSetUp();
    fireEvent.change(await screen.findByLabelText('Code from the app'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(mocks.toast.error).toHaveBeenCalledWith('Two-factor setup failed', { description: 'Code mismatch' }));
    expect(mocks.updateMFAPreference).not.toHaveBeenCalled();
  });

  it('turns MFA off', async () => {
    mocks.fetchMFAPreference.mockResolvedValue({ enabled: ['TOTP'], preferred: 'TOTP' });
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: 'Turn off two-factor authentication' }));
    await waitFor(() => expect(mocks.updateMFAPreference).toHaveBeenCalledWith({ totp: 'DISABLED' }));
    expect(mocks.toast.success).toHaveBeenCalledWith('Two-factor authentication turned off');
  });
});
