/**
 * Admin users: a rejected user can be approved and an approved one rejected from the user table ("Trust, second
 * pass", 11; part 2, 7 "update_approval"), with the spec's toasts; the admin's own Reject is disabled with the
 * rule's reason; a refusal the server gives is what the error toast says.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '@features/account/domain/dto';
import { userMessages } from '@features/account/domain/users';
import { ApiRequestError } from '@/lib/api-client';
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
