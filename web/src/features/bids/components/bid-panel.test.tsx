import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { OwnBid } from '@features/bids/domain/dto';
import { formatEuros } from '@domain/money';
import { ApiRequestError } from '@/lib/api-client';
import { renderRoute } from '@/testing/render';
import { BidPanel } from './bid-panel';
import { TENDER_ID, tenderFixture } from '@/testing/fixtures';

const mocks = vi.hoisted(() => ({
  api: vi.fn(),
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));
vi.mock('sonner', () => ({ toast: mocks.toast }));
vi.mock('@/lib/api-client', async (importOriginal) => (await import('@/testing/fake-api')).fakeApi(await importOriginal(), mocks.api));

const PENDING: OwnBid = {
  bidId: 'bid-1',
  tenderId: TENDER_ID,
  amountCents: 123450,
  comment: 'RTK survey',
  status: 'Pending',
  createdAt: '2026-11-02T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
  needsConfirmation: false,
};

/** Answers GET with `bid` and PUT with `put` (a value or an error to throw). */
function serve(bid: OwnBid | null, put?: unknown) {
  mocks.api.mockImplementation(async (_path: string, options: { method?: string } = {}) => {
    if (!options.method || options.method === 'GET') return { bid };
    if (put instanceof Error) throw put;
    return put;
  });
}

const amountInput = () => screen.getByLabelText(/Bid amount/) as HTMLInputElement;

describe('BidPanel', () => {
  it("toasts 'Missing Information' for an empty amount and sends nothing", async () => {
    serve(null);
    renderRoute(<BidPanel tender={tenderFixture()} userId="geo-1" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Submit Bid' }));
    await waitFor(() => expect(mocks.toast.error).toHaveBeenCalledWith('Missing Information', { description: 'Please enter a bid amount' }));
    expect(mocks.api.mock.calls.filter(([, o]) => o?.method === 'PUT')).toHaveLength(0);
  });

  it("places a bid in euros and says 'Bid Submitted Successfully'", async () => {
    serve(null, { bid: PENDING, created: true });
    renderRoute(<BidPanel tender={tenderFixture()} userId="geo-1" />);
    fireEvent.change(await screen.findByLabelText(/Bid amount/), { target: { value: '1234.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Bid' }));
    await waitFor(() => expect(mocks.toast.success).toHaveBeenCalledWith('Bid Submitted Successfully'));
    expect(mocks.api).toHaveBeenCalledWith(`/tenders/${TENDER_ID}/bid`, { method: 'PUT', body: { amount: 1234.5, comment: null } });
    expect((await screen.findByTestId('own-bid')).textContent).toContain(formatEuros(123450));
  });

  it("shows the existing bid and says 'Bid Updated Successfully' on a change", async () => {
    serve(PENDING, { bid: { ...PENDING, amountCents: 130000 }, created: false });
    renderRoute(<BidPanel tender={tenderFixture()} userId="geo-1" />);
    expect((await screen.findByTestId('own-bid')).textContent).toContain(formatEuros(123450));
    expect(amountInput().value).toBe('1234.50');
    fireEvent.change(amountInput(), { target: { value: '1300' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Bid' }));
    await waitFor(() => expect(mocks.toast.success).toHaveBeenCalledWith('Bid Updated Successfully'));
  });

  it("toasts 'Authentication Required' when the session is gone (part 2, 5 Bid)", async () => {
    serve(null, new ApiRequestError(401, 'Unauthorized'));
    renderRoute(<BidPanel tender={tenderFixture()} userId="geo-1" />);
    fireEvent.change(await screen.findByLabelText(/Bid amount/), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Bid' }));
    await waitFor(() => expect(mocks.toast.error).toHaveBeenCalledWith('Authentication Required', expect.objectContaining({ description: expect.any(String) })));
    expect(mocks.toast.error).not.toHaveBeenCalledWith('Error Submitting Bid', expect.anything());
  });

  it("shows 'Error Submitting Bid' with the server's message", async () => {
    serve(null, new ApiRequestError(409, 'The deadline for bids on this tender has passed'));
    renderRoute(<BidPanel tender={tenderFixture()} userId="geo-1" />);
    fireEvent.change(await screen.findByLabelText(/Bid amount/), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Bid' }));
    await waitFor(() => expect(mocks.toast.error).toHaveBeenCalledWith('Error Submitting Bid', { description: 'The deadline for bids on this tender has passed' }));
  });

  it('says when the existing bid could not be loaded', async () => {
    mocks.api.mockRejectedValue(new ApiRequestError(500, 'Internal error'));
    renderRoute(<BidPanel tender={tenderFixture()} userId="geo-1" />);
    expect(await screen.findByText('Failed to load your existing bid. Please try again.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit Bid' })).toBeNull();
  });

  it('offers no submit once the deadline has passed', async () => {
    serve(null);
    renderRoute(<BidPanel tender={tenderFixture({ expiryDate: '2020-01-01T00:00:00.000Z' })} userId="geo-1" />);
    expect(await screen.findByText('The deadline for bids on this tender has passed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit Bid' })).toBeNull();
  });

  it('shows a losing bidder their bid as Rejected with why no bid can be placed, and no form', async () => {
    serve({ ...PENDING, status: 'Rejected' });
    renderRoute(<BidPanel tender={tenderFixture({ status: 'In Progress', contractorId: 'geo-9' })} userId="geo-1" />);
    expect(await screen.findByTestId('own-bid')).toBeTruthy();
    expect(screen.getByText('Rejected')).toBeTruthy();
    expect(screen.getByText('This tender is no longer open for bids')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit Bid' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Withdraw Bid' })).toBeNull();
  });

  it('withdraws a Pending bid after the confirm', async () => {
    serve(PENDING);
    mocks.api.mockImplementation(async (_p: string, o: { method?: string } = {}) => (o.method === 'DELETE' ? { tenderId: TENDER_ID, withdrawn: true } : { bid: PENDING }));
    renderRoute(<BidPanel tender={tenderFixture()} userId="geo-1" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw Bid' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(mocks.api).toHaveBeenCalledWith(`/tenders/${TENDER_ID}/bid`, { method: 'DELETE' }));
    await waitFor(() => expect(screen.queryByTestId('own-bid')).toBeNull());
  });
});
