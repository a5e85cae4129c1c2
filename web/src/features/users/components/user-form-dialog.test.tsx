/** Add User and Edit User: Amplify UI fields with the spec's labels, the pool's password hint, and the role select. */
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Profile } from '@features/account/domain/dto';
import { PASSWORD_HINT } from '@features/account/domain/schemas';
import { userMessages } from '@features/account/domain/users';
import { renderRoute } from '@/testing/render';
import { UserFormDialog } from './user-form-dialog';

const mocks = vi.hoisted(() => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('sonner', () => ({ toast: mocks.toast }));

describe('UserFormDialog', () => {
  it('adds a user through Amplify UI fields: Full Name, Email, Password with the hint, Role (geodesist first), Company, Phone Number', () => {
    renderRoute(<UserFormDialog open onClose={() => {}} />);
    for (const label of ['Full Name', 'Email', 'Password', 'Company', 'Phone Number']) {
      expect(screen.getByLabelText(label).classList.contains('amplify-input'), label).toBe(true);
    }
    const role = screen.getByLabelText('Role') as HTMLSelectElement;
    expect(role.classList.contains('amplify-select')).toBe(true);
    expect(role.value).toBe('geodesist');
    expect(screen.getAllByText(PASSWORD_HINT).length).toBeGreaterThan(0);
  });

  it("says 'Missing Information' when a required field is empty", async () => {
    renderRoute(<UserFormDialog open onClose={() => {}} />);
    fireEvent.submit(document.getElementById('user-form')!);
    await vi.waitFor(() => expect(mocks.toast.error).toHaveBeenCalledWith('Missing Information', { description: userMessages.missingInformation }));
  });

  it("edits a user: the e-mail is read-only, no password, and an admin's role is locked", () => {
    const admin = { userId: 'u-1', email: 'admin@example.com', firstName: 'Ada', lastName: 'Admin', role: 'admin', company: null, phone: null } as unknown as Profile;
    renderRoute(<UserFormDialog open onClose={() => {}} user={admin} />);
    expect((screen.getByLabelText('Email') as HTMLInputElement).readOnly).toBe(true);
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect((screen.getByLabelText('Role') as HTMLSelectElement).disabled).toBe(true);
    expect(screen.getByText("An admin's role cannot be changed.")).toBeTruthy();
  });

  it('shows the phone rule under the field', async () => {
    renderRoute(<UserFormDialog open onClose={() => {}} />);
    fireEvent.change(screen.getByLabelText('Phone Number'), { target: { value: 'call me' } });
    fireEvent.submit(document.getElementById('user-form')!);
    expect(await screen.findByText(userMessages.invalidPhone)).toBeTruthy();
  });
});
