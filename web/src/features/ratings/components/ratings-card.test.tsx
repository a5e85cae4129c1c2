import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Rating, TenderRatings } from '@features/ratings/domain/ratings';
import { renderRoute } from '@/testing/render';
import { tenderDetailFixture } from '@/testing/fixtures';
import { RatingsCard } from './ratings-card';

const mocks = vi.hoisted(() => ({ api: vi.fn() }));
vi.mock('@/lib/api-client', async (importOriginal) => (await import('@/testing/fake-api')).fakeApi(await importOriginal(), mocks.api));

const completed = tenderDetailFixture({ status: 'Completed' });
const posterRating: Rating = {
  tenderId: completed.tenderId,
  tenderTitle: completed.title,
  side: 'poster',
  authorName: 'Linnavalitsus',
  stars: [
    { criterion: 'quality', stars: 5 },
    { criterion: 'schedule', stars: 3 },
    { criterion: 'communication', stars: 4 },
  ],
  text: 'Precise work, a day late',
  submittedAt: '2029-12-02T10:00:00.000Z',
  revealed: false,
  hidden: false,
  reply: null,
};
const base: TenderRatings = { mySide: 'contractor', completedAt: '2029-12-01T10:00:00.000Z', revealDue: '2029-12-15T10:00:00.000Z', revealed: false, canRate: true, ratings: [] };

beforeEach(() => vi.clearAllMocks());

describe('RatingsCard', () => {
  it('offers the contractor the poster’s three criteria and sends the stars and text', async () => {
    mocks.api.mockImplementation((path: string, options: { method?: string; body?: unknown }) => (options.method === 'POST' ? { rating: { ...posterRating, side: 'contractor' } } : base));
    renderRoute(<RatingsCard tender={completed} role="geodesist" />);
    await screen.findByLabelText('Clarity of the brief');
    for (const label of ['Clarity of the brief', 'Responsiveness', 'Fairness']) fireEvent.change(screen.getByLabelText(label), { target: { value: '4' } });
    fireEvent.change(screen.getByLabelText('A few words'), { target: { value: 'Clear brief' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send rating' }));
    await waitFor(() =>
      expect(mocks.api).toHaveBeenCalledWith(
        `/tenders/${completed.tenderId}/ratings`,
        expect.objectContaining({ method: 'POST', body: { stars: { clarity: 4, responsiveness: 4, fairness: 4 }, text: 'Clear brief' } }),
      ),
    );
  });

  it('shows the author’s own rating blind, with the reveal date, and offers to change it', async () => {
    mocks.api.mockResolvedValue({ ...base, mySide: 'poster', canRate: false, ratings: [posterRating] });
    renderRoute(<RatingsCard tender={completed} role="tenderPoster" />);
    expect((await screen.findByTestId('ratings-waiting')).textContent).toContain('Waiting for the other side, revealed on Dec 15, 2029');
    expect(screen.getByTestId('rating-text').textContent).toBe('Precise work, a day late');
    expect(screen.getByRole('button', { name: 'Change my rating' })).toBeTruthy();
  });

  it('after the reveal shows the other side’s rating and a reply form to the person rated', async () => {
    mocks.api.mockResolvedValue({ ...base, revealed: true, canRate: false, ratings: [{ ...posterRating, revealed: true }] });
    renderRoute(<RatingsCard tender={completed} role="geodesist" />);
    expect((await screen.findByTestId('rating-poster')).textContent).toContain('Precise work');
    expect(screen.getByLabelText('Your reply (once)')).toBeTruthy();
    expect(screen.queryByTestId('ratings-waiting')).toBeNull();
  });
});
