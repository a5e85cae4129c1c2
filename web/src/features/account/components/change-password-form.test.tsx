/**
 * Change password in Account > Security: the form states and checks the user pool's password rule (the
 * shared newPasswordRule), so a password Cognito would refuse never leaves the form.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@domain/schemas';
import { PASSWORD_HINT } from '@features/account/domain/schemas';
import { authMessages } from '@/lib/auth-messages';
import { ChangePasswordForm } from './change-password-form';

const mocks = vi.hoisted(() => ({ updatePassword: vi.fn(), toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('aws-amplify/auth', () => ({ updatePassword: mocks.updatePassword }));
vi.mock('sonner', () => ({ toast: mocks.toast }));

function fill(current: string, next: string, confirm = next) {
  fireEvent.change(screen.getByLabelText('Current Password'), { target: { value: current } });
  fireEvent.change(screen.getByLabelText('New Password'), { target: { value: next } });
  fireEvent.change(screen.getByLabelText('Confirm New Password'), { target: { value: confirm } });
  fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
}

describe('ChangePasswordForm', () => {
  beforeEach(() => {
    mocks.updatePassword.mockReset().mockResolvedValue(undefined);
  });

  it("states the pool's password rule", () => {
    render(<ChangePasswordForm />);
    expect(screen.getByText(PASSWORD_HINT)).toBeTruthy();
  });

  it.each([
    ['Ab1def', messages.resetMin],
    ['abcdefg1', messages.resetUpper],
    ['ABCDEFG1', messages.resetLower],
    ['Abcdefgh', messages.resetNumber],
  ])('refuses %s with "%s" and sends nothing', async (password, message) => {
    render(<ChangePasswordForm />);
    fill('OldPassword1', password);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(mocks.updatePassword).not.toHaveBeenCalled();
  });

  it("keeps the spec's message for a new password under 6 characters", async () => {
    render(<ChangePasswordForm />);
    fill('OldPassword1', 'Ab1');
    expect(await screen.findByText(messages.newPasswordMin)).toBeTruthy();
  });

  it('changes a password that meets the rule', async () => {
    render(<ChangePasswordForm />);
    fill('OldPassword1', 'NewPassword2');
    await waitFor(() => expect(mocks.updatePassword).toHaveBeenCalledWith({ oldPassword: 'OldPassword1', newPassword: 'NewPassword2' }));
    expect(mocks.toast.success).toHaveBeenCalledWith('Password updated', { description: 'Your password has been changed successfully' });
  });

  it("shows the pool's rule on the new password, not Cognito's text, when Cognito refuses the password", async () => {
    const raw = 'Password does not conform to policy: Password must have symbol characters';
    mocks.updatePassword.mockRejectedValue(Object.assign(new Error(raw), { name: 'InvalidPasswordException' }));
    render(<ChangePasswordForm />);
    fill('OldPassword1', 'NewPassword2');
    const field = screen.getByLabelText('New Password');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(authMessages.passwordRefused)).toBeTruthy();
    expect(authMessages.passwordRefused).toContain(PASSWORD_HINT.slice(1));
    expect(mocks.toast.error).toHaveBeenCalledWith('Update failed', { description: authMessages.passwordRefused });
    expect(screen.queryByText(raw)).toBeNull();
  });

  it.each([
    ['the cloud', 'NotAuthorizedException', 'Incorrect username or password.'],
    ['cognito-local', 'InvalidPasswordException', 'Invalid password'],
  ])('says the current password is not correct, on its field, as %s refuses it', async (_, name, raw) => {
    mocks.updatePassword.mockRejectedValue(Object.assign(new Error(raw), { name }));
    render(<ChangePasswordForm />);
    fill('WrongPassword1', 'NewPassword2');
    expect(await screen.findByText(authMessages.currentPasswordWrong)).toBeTruthy();
    expect(screen.getByLabelText('Current Password').getAttribute('aria-invalid')).toBe('true');
    expect(mocks.toast.error).toHaveBeenCalledWith('Update failed', { description: authMessages.currentPasswordWrong });
  });
});
