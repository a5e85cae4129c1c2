/**
 * Admin users: a rejected user can be approved and an approved one rejected from the user table ("Trust, second
 * pass", 11; part 2, 7 "update_approval"), with the spec's toasts; the admin's own Reject is disabled with the
 * rule's reason; a refusal the server gives is what the error toast says. In Estonian: the table's headers, states and
 * actions, the pending users' dates and the toasts.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '@features/account/domain/dto';
import { userMessages } from '@features/account/domain/users';
import { ApiRequestError } from '@/lib/api-client';
import { activateLanguage } from '@/i18n/i18n';
import { renderRoute } from '@/testing/render';
import AdminUsersRoute from './users';

const mocks = vi.hoisted(() => ({ api: vi.fn(), toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('@/lib/api-client', async (importOriginal) => (await import('@/testing/fake-api')).fakeApi(await importOriginal(), mocks.api));
vi.mock('sonner', () => ({ toast: mocks.toast }));
vi.mock('@/lib/auth', () => ({ useAuth: () => ({ session: { userId: 'a0000000-0000-4000-8000-000000000001' } }) }));

const user = (over: Partial<Profile>): Profile => ({
  userId: 'u',
  email: 'x@example.com',
  firstName: 'X',
  lastName: 'Y',
  company: null,
  phone: null,
  role: 'geodesist',
  approvalStatus: 'approved',
  createdAt: '2026-01-01T00:00:00.000Z',
  ...over,
});
const me = user({ userId: 'a0000000-0000-4000-8000-000000000001', firstName: 'Alma', lastName: 'Admin', role: 'admin' });
const rita = user({ userId: 'b0000000-0000-4000-8000-000000000002', firstName: 'Rita', lastName: 'Rückweis', approvalStatus: 'rejected' });
const paula = user({ userId: 'c0000000-0000-4000-8000-000000000003', firstName: 'Paula', lastName: 'Poster', role: 'tenderPoster' });

/** The stored users; a POST to an approval route changes the user's status unless `refuse` is set. */
let stored: Profile[];
let refuse: ApiRequestError | null;

beforeEach(() => {
  vi.clearAllMocks();
  stored = [me, rita, paula];
  refuse = null;
  mocks.api.mockImplementation((path: string, options: { method?: string; body?: { status: Profile['approvalStatus'] } }) => {
    if (path === '/admin/approvals') return { items: [] };
    if (path === '/admin/users') return { items: stored, nextCursor: null };
    const decided = /^\/admin\/users\/([^/]+)\/approval$/.exec(path);
    if (decided && options.method === 'POST') {
      if (refuse) throw refuse;
      stored = stored.map((u) => (u.userId === decided[1] ? { ...u, approvalStatus: options.body!.status } : u));
      return stored.find((u) => u.userId === decided[1]);
    }
    throw new Error(`unexpected ${options.method ?? 'GET'} ${path}`);
  });
});

const row = async (name: string) => (await screen.findByText(name)).closest('tr')!;

describe('admin users: changing a decision', () => {
  it('approves a rejected user from the table: the request, the toast, and the row then offers Reject', async () => {
    renderRoute(<AdminUsersRoute />, { path: '/admin/users' });
    fireEvent.click(within(await row('Rita Rückweis')).getByRole('button', { name: 'Approve Rita Rückweis' }));
    await waitFor(() => expect(mocks.toast.success).toHaveBeenCalledWith('User Approved', { description: 'The user can now access the platform.' }));
    expect(mocks.api).toHaveBeenCalledWith(`/admin/users/${rita.userId}/approval`, { method: 'POST', body: { status: 'approved' } });
    expect(await within(await row('Rita Rückweis')).findByRole('button', { name: 'Reject Rita Rückweis' })).toBeTruthy();
  });

  it('rejects an approved user from the table, and the row then offers Approve', async () => {
    renderRoute(<AdminUsersRoute />, { path: '/admin/users' });
    fireEvent.click(within(await row('Paula Poster')).getByRole('button', { name: 'Reject Paula Poster' }));
    await waitFor(() => expect(mocks.toast.success).toHaveBeenCalledWith('User Rejected', { description: 'The user will not be able to access the platform.' }));
    expect(mocks.api).toHaveBeenCalledWith(`/admin/users/${paula.userId}/approval`, { method: 'POST', body: { status: 'rejected' } });
    expect(await within(await row('Paula Poster')).findByRole('button', { name: 'Approve Paula Poster' })).toBeTruthy();
  });

  it("disables the admin's own Reject with the rule's reason", async () => {
    renderRoute(<AdminUsersRoute />, { path: '/admin/users' });
    const own = within(await row('Alma Admin')).getByRole('button', { name: 'Reject Alma Admin' }) as HTMLButtonElement;
    expect(own.disabled).toBe(true);
    expect(own.title).toBe(userMessages.selfReject);
  });

  it("says the server's refusal when there is one, else the spec's failure message", async () => {
    refuse = new ApiRequestError(409, userMessages.lastAdmin);
    renderRoute(<AdminUsersRoute />, { path: '/admin/users' });
    fireEvent.click(within(await row('Paula Poster')).getByRole('button', { name: 'Reject Paula Poster' }));
    await waitFor(() => expect(mocks.toast.error).toHaveBeenCalledWith('Error', { description: userMessages.lastAdmin }));
    refuse = new ApiRequestError(500, 'Internal error');
    fireEvent.click(within(await row('Paula Poster')).getByRole('button', { name: 'Reject Paula Poster' }));
    await waitFor(() => expect(mocks.toast.error).toHaveBeenLastCalledWith('Error', { description: 'Failed to approve/reject user. Please try again.' }));
  });
});

describe('admin users in Estonian', () => {
  beforeEach(async () => {
    await activateLanguage('et');
  });
  afterEach(async () => {
    await activateLanguage('en');
  });

  it('shows the table, its states and actions in Estonian, and the decision’s toast', async () => {
    stored = [me, rita, { ...paula, phone: '+372 5555 1234', company: 'Maamõõt OÜ' }];
    renderRoute(<AdminUsersRoute />, { path: '/admin/users' });

    expect(screen.getByRole('heading', { level: 1, name: 'Kasutajate haldus' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Lisa kasutaja' })).toBeTruthy();
    expect(screen.getByPlaceholderText('Otsi kasutajaid...')).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Kasutajad' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Nimi', 'E-post', 'Telefon', 'Roll', 'Ettevõte', 'Toimingud']);
    expect((screen.getByLabelText('Roll') as HTMLSelectElement).options[0]?.textContent).toBe('Kõik rollid');

    const ritaRow = await row('Rita Rückweis');
    expect(within(ritaRow).getByText('Pole lisatud')).toBeTruthy();
    expect(within(ritaRow).getByText('Tagasi lükatud')).toBeTruthy();
    expect(within(ritaRow).getByRole('button', { name: 'Muuda: Rita Rückweis' }).textContent).toBe('Muuda');
    expect(within(ritaRow).getByRole('button', { name: 'Ajalugu: Rita Rückweis' }).textContent).toBe('Ajalugu');
    expect(within(ritaRow).getByRole('button', { name: 'Kustuta: Rita Rückweis' }).textContent).toBe('Kustuta');
    const paulaRow = await row('Paula Poster');
    expect(within(paulaRow).getByText('+372 5555 1234')).toBeTruthy();
    expect(within(paulaRow).getByRole('button', { name: 'Lükka tagasi: Paula Poster' }).textContent).toBe('Lükka tagasi');

    fireEvent.click(within(ritaRow).getByRole('button', { name: 'Kinnita: Rita Rückweis' }));
    await waitFor(() => expect(mocks.toast.success).toHaveBeenCalledWith('Kasutaja kinnitatud', { description: 'Kasutaja pääseb nüüd platvormile.' }));
    expect(await within(await row('Rita Rückweis')).findByRole('button', { name: 'Lükka tagasi: Rita Rückweis' })).toBeTruthy();
  });

  it('says the failure in Estonian when the server gives no refusal of its own', async () => {
    refuse = new ApiRequestError(500, 'Internal error');
    renderRoute(<AdminUsersRoute />, { path: '/admin/users' });
    fireEvent.click(within(await row('Paula Poster')).getByRole('button', { name: 'Lükka tagasi: Paula Poster' }));
    await waitFor(() => expect(mocks.toast.error).toHaveBeenCalledWith('Viga', { description: 'Kasutaja kinnitamine või tagasilükkamine ebaõnnestus. Proovi uuesti.' }));
  });

  it('lists pending users with the Estonian registration date and decisions', async () => {
    const piret = user({ userId: 'd0000000-0000-4000-8000-000000000004', firstName: 'Piret', lastName: 'Ootel', approvalStatus: 'pending', createdAt: '2026-11-25T09:30:00.000Z' });
    mocks.api.mockImplementation((path: string) => {
      if (path === '/admin/approvals') return { items: [piret] };
      if (path === '/admin/users') return { items: [], nextCursor: null };
      throw new Error(`unexpected ${path}`);
    });
    renderRoute(<AdminUsersRoute />, { path: '/admin/users' });

    const pending = await screen.findByTestId('pending-user');
    expect(within(pending).getByText('Registreerus 25.11.2026')).toBeTruthy();
    expect(within(pending).getByRole('button', { name: 'Kinnita: Piret Ootel' })).toBeTruthy();
    expect(within(pending).getByRole('button', { name: 'Lükka tagasi: Piret Ootel' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Kinnitamise ootel kasutajad' })).toBeTruthy();
    expect(await screen.findByText('Kasutajaid ei leitud')).toBeTruthy();
  });
});
