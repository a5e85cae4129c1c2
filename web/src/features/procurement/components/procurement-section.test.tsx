/**
 * The cancellation on a tender's page: the Cancel Tender button only for whoever the cancel rule allows (the poster
 * of an Open tender or of an In Progress one before any delivery, an admin before completion); the dialog sends the
 * reason and the explanation and refuses Other without one; a Cancelled tender shows its Cancellation card with the
 * reason, the text, the canceller's role and the document.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cancelMessages } from '@features/procurement/domain/cancellation';
import { renderRoute } from '@/testing/render';
import { tenderDetailFixture, TENDER_ID } from '@/testing/fixtures';
import { ProcurementSection } from './procurement-section';

const mocks = vi.hoisted(() => ({
  api: vi.fn<(path: string, options: { method?: string; body?: unknown }) => unknown>(),
  auth: { session: { userId: 'poster-1' }, role: 'tenderPoster' } as { session: { userId: string } | null; role: string },
}));
vi.mock('@/lib/api-client', async (importOriginal) => (await import('@/testing/fake-api')).fakeApi(await importOriginal(), mocks.api));
vi.mock('@/lib/auth', () => ({ useAuth: () => mocks.auth }));

const CANCELLATION = {
  tenderId: TENDER_ID,
  reason: 'budget_withdrawn',
  reasonLabel: 'Budget withdrawn',
  text: 'The council withdrew the budget',
  cancelledByRole: 'tenderPoster',
  cancelledAt: '2029-12-05T10:00:00.000Z',
  document: { filename: 'decision.pdf', contentType: 'application/pdf', size: 2048, url: 'https://files.test/decision.pdf', expiresInSeconds: 60 },
};

beforeEach(() => {
  mocks.api.mockReset();
  mocks.auth = { session: { userId: 'poster-1' }, role: 'tenderPoster' };
});

describe('Cancel Tender', () => {
  it('is offered to the poster of an Open tender and of an In Progress one before any delivery, not after', () => {
    const { unmount } = renderRoute(<ProcurementSection tender={tenderDetailFixture()} />);
    expect(screen.getByRole('button', { name: 'Cancel Tender' })).toBeTruthy();
    unmount();
    const inProgress = renderRoute(<ProcurementSection tender={tenderDetailFixture({ status: 'In Progress', contractorId: 'geo-1' })} />);
    expect(screen.getByRole('button', { name: 'Cancel Tender' })).toBeTruthy();
    inProgress.unmount();
    renderRoute(<ProcurementSection tender={tenderDetailFixture({ status: 'In Progress', contractorId: 'geo-1', deliveryCount: 1 })} />);
    expect(screen.queryByRole('button', { name: 'Cancel Tender' })).toBeNull();
  });

  it('is offered to an admin after a delivery, never on a Completed tender, and never to a geodesist', () => {
    mocks.auth = { session: { userId: 'admin-1' }, role: 'admin' };
    const { unmount } = renderRoute(<ProcurementSection tender={tenderDetailFixture({ status: 'In Progress', deliveryCount: 2 })} />);
    expect(screen.getByRole('button', { name: 'Cancel Tender' })).toBeTruthy();
    unmount();
    const done = renderRoute(<ProcurementSection tender={tenderDetailFixture({ status: 'Completed' })} />);
    expect(screen.queryByRole('button', { name: 'Cancel Tender' })).toBeNull();
    done.unmount();
    mocks.auth = { session: { userId: 'geo-1' }, role: 'geodesist' };
    renderRoute(<ProcurementSection tender={tenderDetailFixture()} />);
    expect(screen.queryByRole('button', { name: 'Cancel Tender' })).toBeNull();
  });

  it('refuses Other without an explanation, then sends the reason and the text', async () => {
    mocks.api.mockImplementation((path) => (path.endsWith('/cancel') ? CANCELLATION : { items: [], nextCursor: null }));
    renderRoute(<ProcurementSection tender={tenderDetailFixture()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Tender' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Tender' });
    fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: 'other' } });
    fireEvent.submit(dialog.querySelector('form')!);
    expect(await screen.findByText(cancelMessages.textRequired)).toBeTruthy();
    // The section's other cards read their lists; nothing was sent to cancel.
    expect(mocks.api.mock.calls.filter(([path]) => path.endsWith('/cancel'))).toEqual([]);

    fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: 'budget_withdrawn' } });
    fireEvent.change(screen.getByLabelText(/Explanation/), { target: { value: 'The council withdrew the budget' } });
    fireEvent.submit(dialog.querySelector('form')!);
    await waitFor(() =>
      expect(mocks.api).toHaveBeenCalledWith(`/tenders/${TENDER_ID}/cancel`, { method: 'POST', body: { reason: 'budget_withdrawn', text: 'The council withdrew the budget', document: null } }),
    );
  });
});

describe('Cancellation card', () => {
  it('shows the reason, the explanation, who cancelled and the document of a Cancelled tender to a bidder', async () => {
    mocks.auth = { session: { userId: 'geo-1' }, role: 'geodesist' };
    mocks.api.mockImplementation((path) => (path.endsWith('/cancellation') ? CANCELLATION : { items: [], nextCursor: null }));
    renderRoute(<ProcurementSection tender={tenderDetailFixture({ status: 'Cancelled', creatorId: null })} />);
    expect(screen.getByText('This tender was cancelled')).toBeTruthy();
    expect((await screen.findByTestId('cancellation-reason')).textContent).toBe('Budget withdrawn');
    expect(screen.getByTestId('cancellation-text').textContent).toBe('The council withdrew the budget');
    expect(screen.getByTestId('cancellation-by').textContent).toMatch(/^Cancelled by the tender poster on Dec 5, 2029/);
    expect(screen.getByText(/decision\.pdf/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel Tender' })).toBeNull();
  });
});
