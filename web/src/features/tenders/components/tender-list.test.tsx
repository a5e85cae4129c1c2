/**
 * The shared tender list (part 2, "Tender table"): columns per role, the geodesist's own bid, row
 * navigation, the empty state, the error card with retry, and cursor paging forward and back.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TenderPage, TenderSummary } from '@features/tenders/domain/dto';
import { ApiRequestError } from '@/lib/api-client';
import { renderRoute } from '@/testing/render';
import { TenderList } from './tender-list';

const http = vi.hoisted(() => ({ api: vi.fn<(path: string, options: { query: Record<string, string> }) => Promise<unknown>>() }));
vi.mock('@/lib/api-client', async (importOriginal) => (await import('@/testing/fake-api')).fakeApi(await importOriginal(), http.api));

function summary(n: number, extra: Partial<TenderSummary> = {}): TenderSummary {
  const tenderId = `${String(n).padStart(8, '0')}-aaaa-bbbb-cccc-dddddddddddd`;
  return {
    tenderId,
    title: `Tender number ${n}`,
    projectCode: tenderId.slice(0, 8).toUpperCase(),
    description: `Survey work number ${n}`,
    expiryDate: '2027-03-05T12:00:00.000Z',
    status: 'Open',
    attachmentsCount: n % 2,
    bidCount: n,
    createdAt: new Date(Date.UTC(2026, 0, n)).toISOString(),
    hasBid: false,
    bidStatus: null,
    bidAmountCents: null,
    ...extra,
  };
}

const page = (items: TenderSummary[], nextCursor: string | null = null): TenderPage => ({ items, nextCursor });
const empty = { title: 'No open tenders found' };

describe('TenderList', () => {
  beforeEach(() => {
    http.api.mockReset();
  });

  it('asks for several statuses as one comma list and shows the poster columns with the bid count', async () => {
    http.api.mockResolvedValue(page([summary(3), summary(2, { status: 'In Progress', attachmentsCount: 0 })]));
    renderRoute(<TenderList role="tenderPoster" scope="mine" statuses={['Open', 'In Progress']} showBids empty={empty} errorText="x" />, { path: '/tender-poster' });

    await screen.findByText('Tender number 3');
    expect(http.api).toHaveBeenCalledWith('/tenders', expect.objectContaining({ query: expect.objectContaining({ scope: 'mine', status: 'Open,In Progress' }) }));
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Tender', 'Status', 'Expiry Date', 'Bids', 'Files', 'Actions']);
    const [first, second] = screen.getAllByTestId('tender-row');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Tender number 3Survey work number 3#00000003', 'Open', 'Mar 5, 2027', '3', ' 1', ' View']);
    expect(within(second!).getByText('In Progress')).toBeTruthy();
    expect(within(second!).getByText('None')).toBeTruthy();
  });

  it("shows a geodesist their bid's status badge and the amount in euros, without a Bids column", async () => {
    http.api.mockResolvedValue(page([summary(1, { hasBid: true, bidStatus: 'Accepted', bidAmountCents: 123456 }), summary(2)]));
    renderRoute(<TenderList role="geodesist" scope="bids" empty={empty} errorText="x" />, { path: '/geodesist' });

    const [withBid, without] = await screen.findAllByTestId('tender-row');
    expect(within(withBid!).getByTestId('own-bid').textContent).toBe('AcceptedYour bid: 1.234,56\u00a0€');
    expect(within(without!).queryByTestId('own-bid')).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Bids' })).toBeNull();
  });

  it('shows the unread messages of a project on its row, and nothing on the others', async () => {
    http.api.mockResolvedValue(page([summary(1, { status: 'In Progress' }), summary(2, { status: 'In Progress' })]));
    renderRoute(<TenderList role="tenderPoster" scope="mine" empty={empty} errorText="x" unreadMessages={{ [summary(1).tenderId]: 3 }} />, { path: '/tender-poster' });
    const [first, second] = await screen.findAllByTestId('tender-row');
    expect(within(first!).getByTestId('unread-messages').textContent).toBe('3 unread messages');
    expect(within(second!).queryByTestId('unread-messages')).toBeNull();
  });

  it("opens the tender under the role's prefix when the row is clicked", async () => {
    http.api.mockResolvedValue(page([summary(7)]));
    const { router } = renderRoute(<TenderList role="geodesist" scope="open" empty={empty} errorText="x" />, { path: '/geodesist' });
    fireEvent.click(await screen.findByText('Survey work number 7'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/geodesist/tender/${summary(7).tenderId}`));
  });

  it('shows the empty state with its title, message and action', async () => {
    http.api.mockResolvedValue(page([]));
    renderRoute(<TenderList role="tenderPoster" scope="mine" empty={{ title: 'No open tenders found', message: 'Nothing yet', action: <button type="button">Act</button> }} errorText="x" />);
    expect(await screen.findByRole('heading', { name: 'No open tenders found' })).toBeTruthy();
    expect(screen.getByText('Nothing yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Act' })).toBeTruthy();
  });

  it("shows 'Something went wrong' with the list's message, and the retry loads again", async () => {
    http.api.mockRejectedValueOnce(new Error('boom')).mockResolvedValue(page([summary(1)]));
    renderRoute(<TenderList role="geodesist" scope="open" empty={empty} errorText="Failed to load open tenders. Please try again." />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Something went wrong')).toBeTruthy();
    expect(within(alert).getByText('Failed to load open tenders. Please try again.')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Tender number 1')).toBeTruthy();
  });

  describe('when the query fails (part 2, 8 "Tender query")', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it("shows 'Query timed out...' with the tab's message after 5 s without an answer, and the retry loads again", async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      http.api.mockReturnValueOnce(new Promise(() => {})).mockResolvedValue(page([summary(1)]));
      renderRoute(<TenderList role="geodesist" scope="open" empty={empty} errorText="Failed to load open tenders. Please try again." />);
      expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();

      await vi.advanceTimersByTimeAsync(5_000);
      const alert = await screen.findByRole('alert');
      expect(within(alert).getByText('Something went wrong')).toBeTruthy();
      expect(within(alert).getByText('Failed to load open tenders. Please try again.')).toBeTruthy();
      expect(within(alert).getByTestId('list-error-detail').textContent).toBe('Query timed out...');
      fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
      expect(await screen.findByText('Tender number 1')).toBeTruthy();
    });

    it("shows the database error's message when the server fails", async () => {
      http.api.mockRejectedValue(new ApiRequestError(500, 'Internal server error'));
      renderRoute(<TenderList role="tenderPoster" scope="mine" empty={empty} errorText="Failed to load active tenders. Please try again." />);
      const alert = await screen.findByRole('alert');
      expect(within(alert).getByText('Failed to load active tenders. Please try again.')).toBeTruthy();
      expect(within(alert).getByTestId('list-error-detail').textContent).toBe('Failed to fetch tenders due to a database error. Please try again later.');
      expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
    });

    it('adds no detail line for other failures', async () => {
      http.api.mockRejectedValue(new Error('boom'));
      renderRoute(<TenderList role="geodesist" scope="open" empty={empty} errorText="Failed to load open tenders. Please try again." />);
      const alert = await screen.findByRole('alert');
      expect(within(alert).queryByTestId('list-error-detail')).toBeNull();
    });
  });

  it('pages by cursor: next sends the cursor page 1 gave, and pages seen before show again at once', async () => {
    const first = Array.from({ length: 10 }, (_, i) => summary(20 - i));
    http.api.mockImplementation(async (_path, { query }) => (query.cursor === 'c2' ? page([summary(1)]) : page(first, 'c2')));
    renderRoute(<TenderList role="tenderPoster" scope="mine" showBids empty={empty} errorText="x" />);

    await screen.findByText('Tender number 20');
    expect(screen.getAllByTestId('tender-row')).toHaveLength(10);
    expect((screen.getByRole('button', { name: 'Go to previous page' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await screen.findByText('Tender number 1');
    expect(screen.getAllByTestId('tender-row')).toHaveLength(1);
    expect(http.api).toHaveBeenLastCalledWith('/tenders', expect.objectContaining({ query: expect.objectContaining({ cursor: 'c2' }) }));
    expect((screen.getByRole('button', { name: 'Go to next page' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Go to previous page' }));
    expect(screen.getByText('Tender number 20')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(screen.getByText('Tender number 1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go to page 1' }));
    expect(screen.getAllByTestId('tender-row')).toHaveLength(10);
  });

  it('starts again at page 1 when the search changes', async () => {
    const first = Array.from({ length: 10 }, (_, i) => summary(20 - i));
    http.api.mockImplementation(async (_path, { query }) => {
      if (query.search === 'alpha') return page([summary(5)]);
      return query.cursor === 'c2' ? page([summary(1)]) : page(first, 'c2');
    });
    function Harness() {
      const [search, setSearch] = useState('');
      return (
        <>
          <button type="button" onClick={() => setSearch('alpha')}>
            Find alpha
          </button>
          <TenderList role="geodesist" scope="open" search={search} empty={empty} errorText="x" />
        </>
      );
    }
    renderRoute(<Harness />);
    await screen.findByText('Tender number 20');
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await screen.findByText('Tender number 1');

    fireEvent.click(screen.getByRole('button', { name: 'Find alpha' }));
    await screen.findByText('Tender number 5');
    expect(http.api).toHaveBeenLastCalledWith('/tenders', { query: { scope: 'open', search: 'alpha' } });
    expect(screen.queryByRole('navigation', { name: 'Tender pages' })).toBeNull();
  });
});
