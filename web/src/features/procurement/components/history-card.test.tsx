/**
 * The History card: entries newest first with their local time, the actor's role (and the name where the server
 * gives one, for admins), a plain sentence per kind; 'Show more' reads the next page by its cursor; a failure says so
 * with a retry.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/lib/api-client';
import { TENDER_ID, tenderFixture } from '@/testing/fixtures';
import { renderRoute } from '@/testing/render';
import { HistoryCard, historyTime } from './history-card';
import { ProcurementSection } from './procurement-section';

const mocks = vi.hoisted(() => ({ api: vi.fn() }));
vi.mock('@/lib/api-client', async (importOriginal) => (await import('@/testing/fake-api')).fakeApi(await importOriginal(), mocks.api));
vi.mock('@/lib/auth', () => ({ useAuth: () => ({ session: { userId: 'geo-1' }, role: 'geodesist' }) }));

const path = `/tenders/${TENDER_ID}/history`;
const entry = (entryId: string, at: string, kind: string, actorRole: string, details: Record<string, string | number> = {}, actorName: string | null = null) => ({
  entryId,
  at,
  kind,
  actorRole,
  actorName,
  details,
});

const firstPage = {
  items: [
    entry('e6', '2026-11-20T09:30:00.000Z', 'cancelled', 'tenderPoster', { reason: 'budget_withdrawn' }),
    entry('e5', '2026-11-19T08:00:00.000Z', 'deadline_moved', 'system', { from: '2026-12-01T10:00:00.000Z', to: '2026-12-08T10:00:00.000Z' }),
    entry('e4', '2026-11-18T12:00:00.000Z', 'amended', 'tenderPoster', { version: 2, reason: 'Corrected the parcel number' }),
    entry('e3', '2026-11-17T15:45:00.000Z', 'bid_received', 'geodesist', { count: 3 }),
  ],
  nextCursor: 'c-2',
};
const secondPage = { items: [entry('e1', '2026-11-10T07:00:00.000Z', 'published', 'tenderPoster', {}, 'Stadtwerke Nord')], nextCursor: null };

const lines = () => within(screen.getByRole('list', { name: 'History entries' })).getAllByRole('listitem');

describe('HistoryCard', () => {
  beforeEach(() => {
    mocks.api.mockReset();
  });

  it('shows the entries newest first with a sentence, the local time and the role, then the next page on Show more', async () => {
    mocks.api.mockImplementation((p: string, o: { query?: Record<string, string> }) => {
      if (p !== path) throw new Error(`unexpected ${p}`);
      return o.query?.cursor === 'c-2' ? secondPage : firstPage;
    });
    renderRoute(<HistoryCard tenderId={TENDER_ID} />);

    expect(await screen.findByText('Cancelled: Budget withdrawn')).toBeTruthy();
    expect(lines().map((li) => li.querySelector('span')!.textContent)).toEqual([
      'Cancelled: Budget withdrawn',
      `Deadline moved from ${historyTime('2026-12-01T10:00:00.000Z')} to ${historyTime('2026-12-08T10:00:00.000Z')}`,
      'Amended to version 2: Corrected the parcel number',
      'Bid received (3 so far)',
    ]);
    expect(lines()[0]!.textContent).toContain(`${historyTime('2026-11-20T09:30:00.000Z')} · Tender poster`);
    expect(lines()[1]!.textContent).toContain('GeoTender');
    expect(lines()[3]!.textContent).toContain('Geodesist');
    expect(lines()[0]!.querySelector('time')!.getAttribute('dateTime')).toBe('2026-11-20T09:30:00.000Z');
    expect(mocks.api).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('Published')).toBeTruthy();
    expect(lines()).toHaveLength(5);
    // The admin's answer carries the actor's name; the card shows it beside the role.
    expect(lines()[4]!.textContent).toContain('Tender poster (Stadtwerke Nord)');
    expect(mocks.api).toHaveBeenLastCalledWith(path, { query: { cursor: 'c-2' } });
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('says when nothing has happened, and offers a retry when the history cannot be read', async () => {
    mocks.api.mockRejectedValueOnce(new ApiRequestError(500, 'boom')).mockResolvedValue({ items: [], nextCursor: null });
    renderRoute(<HistoryCard tenderId={TENDER_ID} />);
    expect(await screen.findByText('Failed to load the history')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Nothing has happened yet.')).toBeTruthy();
  });

  it('is the procurement section’s History card on a tender’s page', async () => {
    // The section's other cards read lists of their own.
    mocks.api.mockImplementation(async (p: string) => (p === path ? secondPage : { items: [], nextCursor: null }));
    renderRoute(<ProcurementSection tender={tenderFixture()} />);
    expect(await screen.findByRole('region', { name: 'History' })).toBeTruthy();
    expect(await screen.findByText('Published')).toBeTruthy();
  });
});
