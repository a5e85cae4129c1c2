/** Add User and Edit User: Amplify UI fields with the spec's labels, the pool's password hint, and the role select; in Estonian too. */
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '@features/account/domain/dto';
import { PASSWORD_HINT } from '@features/account/domain/schemas';
import { userMessages } from '@features/account/domain/users';
import { activateLanguage } from '@/i18n/i18n';
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

describe('UserFormDialog in Estonian', () => {
  beforeEach(async () => {
    await activateLanguage('et');
  });
  afterEach(async () => {
    await activateLanguage('en');
  });

  it('labels the fields, the buttons and the missing-information toast in Estonian', async () => {
    renderRoute(<UserFormDialog open onClose={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Lisa kasutaja' })).toBeTruthy();
    for (const label of ['Ees- ja perekonnanimi', 'E-post', 'Parool', 'Roll', 'Ettevõte', 'Telefoninumber']) expect(screen.getByLabelText(label), label).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Lisa kasutaja' })).toBeTruthy();
    fireEvent.submit(document.getElementById('user-form')!);
    await vi.waitFor(() => expect(mocks.toast.error).toHaveBeenCalledWith('Andmed puudu', expect.anything()));
  });

  it("says in Estonian that an admin's role is fixed, with Salvesta muudatused", () => {
    const admin = { userId: 'u-1', email: 'admin@example.com', firstName: 'Ada', lastName: 'Admin', role: 'admin', company: null, phone: null } as unknown as Profile;
    renderRoute(<UserFormDialog open onClose={() => {}} user={admin} />);
    expect(screen.getByRole('heading', { name: 'Muuda kasutajat' })).toBeTruthy();
    expect(screen.getByText('Administraatori rolli ei saa muuta.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Salvesta muudatused' })).toBeTruthy();
  });
});
