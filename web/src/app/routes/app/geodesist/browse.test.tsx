/** Browse's 'Matches my areas': the switch changes the list's source to `GET /tenders/matching` and is kept in the URL. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TenderSummary } from '@features/tenders/domain/dto';
import { renderRoute } from '@/testing/render';
import BrowseRoute from './browse';

const http = vi.hoisted(() => ({ api: vi.fn<(path: string, options: { query?: Record<string, string> }) => Promise<unknown>>() }));
vi.mock('@/lib/api-client', async (importOriginal) => (await import('@/testing/fake-api')).fakeApi(await importOriginal(), http.api));

const row = (tenderId: string, title: string): TenderSummary => ({
  tenderId,
  title,
  projectCode: tenderId.slice(0, 8).toUpperCase(),
  description: '',
  expiryDate: '2030-01-31T22:59:59.000Z',
  status: 'Open',
  attachmentsCount: 0,
  bidCount: 0,
  createdAt: '2029-12-01T10:00:00.000Z',
  hasBid: false,
  bidStatus: null,
  bidAmountCents: null,
});
const tartu = row('aaaaaaaa-0000-4000-8000-000000000001', 'Survey in Tartu');
const tallinn = row('bbbbbbbb-0000-4000-8000-000000000002', 'Survey in Tallinn');
const paths = () => http.api.mock.calls.map(([path]) => path);

beforeEach(() => {
  http.api.mockReset();
  http.api.mockImplementation(async (path) =>
    path === '/profiles/me/service-areas'
      ? { areas: [{ type: 'Circle', center: [26.72, 58.38], radiusKm: 30 }], searches: [] }
      : { items: path === '/tenders/matching' ? [tartu] : [tartu, tallinn], nextCursor: null },
  );
});

describe('Browse: Matches my areas', () => {
  it('lists every open tender until the switch is on, then only the matching route, kept in the URL', async () => {
    const { router } = renderRoute(<BrowseRoute />, { path: '/geodesist/browse' });
    expect(await screen.findByText('Survey in Tallinn')).toBeTruthy();
    expect(paths()).not.toContain('/tenders/matching');

    fireEvent.click(screen.getByRole('switch', { name: 'Matches my areas' }));
    await waitFor(() => expect(screen.queryByText('Survey in Tallinn')).toBeNull());
    expect(screen.getByText('Survey in Tartu')).toBeTruthy();
    expect(paths()).toContain('/tenders/matching');
    expect(router.state.location.search).toBe('?matching=1');

    fireEvent.click(screen.getByRole('switch', { name: 'Matches my areas' }));
    expect(await screen.findByText('Survey in Tallinn')).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it('opens with the filter on from the URL and asks the matching route alone', async () => {
    renderRoute(<BrowseRoute />, { path: '/geodesist/browse', url: '/geodesist/browse?matching=1' });
    expect(await screen.findByText('Survey in Tartu')).toBeTruthy();
    expect((screen.getByRole('switch', { name: 'Matches my areas' }) as HTMLInputElement).checked).toBe(true);
    expect(paths().filter((p) => p.startsWith('/tenders'))).toEqual(['/tenders/matching']);
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect((await screen.findByText(/^Open tenders in your service areas/)).textContent).toBe('Open tenders in your service areas, soonest deadline first. Set where you work');
  });

  it('says that every open tender with a site is listed when no area is kept', async () => {
    http.api.mockImplementation(async (path) => (path === '/profiles/me/service-areas' ? { areas: [], searches: [] } : { items: [tartu], nextCursor: null }));
    renderRoute(<BrowseRoute />, { path: '/geodesist/browse', url: '/geodesist/browse?matching=1' });
    expect(await screen.findByText(/^You keep no service area, so every open tender with a site is listed/)).toBeTruthy();
  });
});
