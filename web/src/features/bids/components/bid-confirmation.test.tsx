import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OwnBid } from '@features/bids/domain/dto';
import { amendmentMessages } from '@features/tenders/domain/versions';
import { ApiRequestError } from '@/lib/api-client';
import { renderRoute } from '@/testing/render';
import { TENDER_ID } from '@/testing/fixtures';
import { BidConfirmation } from './bid-confirmation';

const mocks = vi.hoisted(() => ({
  api: vi.fn(),
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));
vi.mock('sonner', () => ({ toast: mocks.toast }));
vi.mock('@/lib/api-client', async (importOriginal) => (await import('@/testing/fake-api')).fakeApi(await importOriginal(), mocks.api));

const bid: OwnBid = {
  bidId: 'bid-1',
  tenderId: TENDER_ID,
  amountCents: 123450,
  comment: null,
  status: 'Pending',
  createdAt: '2026-11-02T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
  needsConfirmation: true,
};

beforeEach(() => vi.clearAllMocks());

describe('BidConfirmation', () => {
  it('marks a bid placed before the amendment and confirms it', async () => {
    mocks.api.mockResolvedValueOnce({ bid: { ...bid, needsConfirmation: false } });
    renderRoute(<BidConfirmation bid={bid} />);
    expect(screen.getByTestId('bid-needs-confirmation')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm bid' }));
    await waitFor(() => expect(mocks.api).toHaveBeenCalledWith(`/tenders/${TENDER_ID}/bids/mine/confirm`, { method: 'POST' }));
    await waitFor(() => expect(mocks.toast.success).toHaveBeenCalledWith('Bid confirmed', expect.anything()));
  });

  it("shows the server's refusal", async () => {
    mocks.api.mockRejectedValueOnce(new ApiRequestError(409, amendmentMessages.versionStale));
    renderRoute(<BidConfirmation bid={bid} />);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm bid' }));
    await waitFor(() => expect(mocks.toast.error).toHaveBeenCalledWith('Could not confirm your bid', { description: amendmentMessages.versionStale }));
  });

  it('shows nothing for a bid that answers the current version', () => {
    renderRoute(<BidConfirmation bid={{ ...bid, needsConfirmation: false }} />);
    expect(screen.queryByTestId('bid-needs-confirmation')).toBeNull();
  });
});
