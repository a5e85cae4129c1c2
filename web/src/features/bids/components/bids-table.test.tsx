import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BidPage, BidRow } from '@features/bids/domain/dto';
import { formatEuros } from '@domain/money';
import { ApiRequestError } from '@/lib/api-client';
import { renderRoute } from '@/testing/render';
import { BidsTable, commentPreview, PREDATES_AMENDMENT } from './bids-table';
import { TENDER_ID, tenderFixture } from '@/testing/fixtures';

const mocks = vi.hoisted(() => ({
  api: vi.fn(),
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));
vi.mock('sonner', () => ({ toast: mocks.toast }));
vi.mock('@/lib/api-client', async (importOriginal) => (await import('@/testing/fake-api')).fakeApi(await importOriginal(), mocks.api));

const LONG = 'We survey with RTK GNSS and a total station and deliver a DWG within two weeks.';

function row(overrides: Partial<BidRow>): BidRow {
  return {
    bidId: 'bid-1',
    label: 'Geodesist #1',
    anonymized: true,
    bidderId: null,
    bidderName: null,
    bidderCompany: null,
    amountCents: 123450,
    comment: null,
    status: 'Pending',
    isContractor: false,
    createdAt: '2026-11-02T10:00:00.000Z',
    updatedAt: '2026-11-02T10:00:00.000Z',
    predatesAmendment: false,
    ...overrides,
  };
}

const page = (items: BidRow[], nextCursor: string | null = null): BidPage => ({ items, nextCursor, anonymized: items.some((i) => i.anonymized) });

describe('commentPreview', () => {
  it('cuts comments longer than 50 characters and keeps shorter ones', () => {
    expect(commentPreview(LONG)).toBe(`${LONG.slice(0, 50)}...`);
    expect(commentPreview('Short')).toBe('Short');
  });
});

describe('BidsTable, poster view', () => {
  it('marks the bids placed before the last amendment and not confirmed since', async () => {
    mocks.api.mockResolvedValue(page([row({ predatesAmendment: true }), row({ bidId: 'bid-2', label: 'Geodesist #2' })]));
    renderRoute(<BidsTable tender={tenderFixture()} view="poster" />);
    const rows = await screen.findAllByTestId('bid-row');
    expect(within(rows[0]!).getByTestId('predates-amendment').textContent).toBe(PREDATES_AMENDMENT);
    expect(within(rows[1]!).queryByTestId('predates-amendment')).toBeNull();
  });

  it('shows the anonymous labels with the tooltip, price and the cut comment with the full text', async () => {
    mocks.api.mockResolvedValue(page([row({ comment: LONG }), row({ bidId: 'bid-2', label: 'Geodesist #2', amountCents: 150000 })]));
    renderRoute(<BidsTable tender={tenderFixture()} view="poster" />);
    const rows = await screen.findAllByTestId('bid-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('Geodesist #1');
    expect(rows[0]!.textContent).toContain(formatEuros(123450));
    expect(rows[0]!.textContent).toContain(`${LONG.slice(0, 50)}...`);
    expect(
      within(rows[0]!)
        .getAllByRole('tooltip')
        .map((t) => t.textContent),
    ).toEqual(['Names are anonymized until bid acceptance', LONG]);
    expect(within(rows[1]!).getByRole('button', { name: 'Accept bid of Geodesist #2' })).toBeTruthy();
  });

  it('accepts through the dialog, toasts and goes to /tender-poster', async () => {
    mocks.api.mockImplementation(async (path: string, o: { method?: string } = {}) =>
      o.method === 'POST' ? { tender: tenderFixture({ status: 'In Progress' }), bid: row({ status: 'Accepted' }) } : page([row({})]),
    );
    renderRoute(<BidsTable tender={tenderFixture()} view="poster" />, { path: '/tender-poster/tender/:id', url: `/tender-poster/tender/${TENDER_ID}` });
    fireEvent.click(await screen.findByRole('button', { name: 'Accept bid of Geodesist #1' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('full details are revealed after acceptance');
    expect(dialog.textContent).toContain('all other bids close automatically');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept Bid' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/tender-poster'));
    expect(mocks.toast.success).toHaveBeenCalledWith("You've accepted the bid. The tender is now in progress.");
    expect(mocks.api).toHaveBeenCalledWith(`/tenders/${TENDER_ID}/bids/bid-1/accept`, { method: 'POST' });
  });

  it("shows 'Error accepting bid' with the server's message and stays", async () => {
    mocks.api.mockImplementation(async (_p: string, o: { method?: string } = {}) => {
      if (o.method === 'POST') throw new ApiRequestError(409, 'Another bid has already been accepted for this tender');
      return page([row({})]);
    });
    renderRoute(<BidsTable tender={tenderFixture()} view="poster" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Accept bid of Geodesist #1' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Accept Bid' }));
    await waitFor(() => expect(mocks.toast.error).toHaveBeenCalledWith('Error accepting bid', { description: 'Another bid has already been accepted for this tender' }));
    expect(screen.queryByTestId('where')).toBeNull();
  });

  it("says 'Failed to load bids. Please try again.' when the list fails", async () => {
    mocks.api.mockRejectedValue(new ApiRequestError(500, 'boom'));
    renderRoute(<BidsTable tender={tenderFixture()} view="poster" />);
    expect(await screen.findByText('Failed to load bids. Please try again.')).toBeTruthy();
  });
});

describe('BidsTable, admin view', () => {
  it('names bidders, marks the contractor and the accepted row, and falls back to the id prefix', async () => {
    mocks.api.mockResolvedValue(
      page([
        row({ anonymized: false, label: 'Greta Winkler', bidderId: 'u-1', bidderName: 'Greta Winkler', bidderCompany: 'Winkler GmbH', status: 'Accepted', isContractor: true, comment: 'RTK' }),
        row({ bidId: 'bid-2', anonymized: false, label: 'Unknown', bidderId: '0123456789abcdef', status: 'Rejected' }),
      ]),
    );
    renderRoute(<BidsTable tender={tenderFixture({ status: 'In Progress' })} view="admin" />);
    const [accepted, other] = await screen.findAllByTestId('bid-row');
    expect(accepted!.textContent).toContain('Winkler GmbH');
    expect(accepted!.textContent).toContain('Contractor');
    expect(accepted!.getAttribute('data-accepted')).toBe('true');
    expect(other!.textContent).toContain('01234567');
    expect(other!.textContent).not.toContain('89abcdef');
    expect(other!.textContent).toContain('No comments provided');
    expect(other!.textContent).not.toContain('Contractor');
  });

  it("shows 'No bids have been submitted for this tender yet.' without bids", async () => {
    mocks.api.mockResolvedValue(page([]));
    renderRoute(<BidsTable tender={tenderFixture()} view="admin" />);
    expect(await screen.findByText('No bids have been submitted for this tender yet.')).toBeTruthy();
  });

  it('pages on with the next cursor', async () => {
    mocks.api.mockImplementation(async (_p: string, o: { query?: { cursor?: string } } = {}) =>
      o.query?.cursor === 'c2' ? page([row({ bidId: 'bid-9', label: 'Page two', anonymized: false, bidderName: 'Page two' })]) : page([row({ anonymized: false, bidderName: 'Page one' })], 'c2'),
    );
    renderRoute(<BidsTable tender={tenderFixture()} view="admin" />);
    await screen.findByText('Page one');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page two')).toBeTruthy();
    expect(mocks.api).toHaveBeenCalledWith(`/tenders/${TENDER_ID}/bids`, expect.objectContaining({ query: { cursor: 'c2' } }));
  });
});
