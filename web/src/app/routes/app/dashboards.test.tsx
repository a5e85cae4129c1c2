/**
 * The list dashboards (part 2, 2): which query each tab sends, the poster's empty messages and the
 * geodesist's failure message per tab.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/lib/api-client';
import { renderRoute } from '@/testing/render';
import GeodesistDashboardRoute from './geodesist/dashboard';
import TenderPosterDashboardRoute from './tender-poster/dashboard';
import AdminTendersRoute from './admin/tenders';

const http = vi.hoisted(() => ({ api: vi.fn<(path: string, options: { query: Record<string, string> }) => Promise<unknown>>() }));
vi.mock('@/lib/api-client', async (importOriginal) => (await import('@/testing/fake-api')).fakeApi(await importOriginal(), http.api));

// The tender lists' requests (the bell's /notifications, read for the rows' unread messages, is left out).
const NO_NOTIFICATIONS = { items: [], unreadCount: 0, messages: { total: 0, tenders: [] } };
const lastQuery = () => http.api.mock.calls.filter(([path]) => path === '/tenders').at(-1)![1].query;

describe('tender poster dashboard', () => {
  beforeEach(() => {
    http.api.mockReset();
    http.api.mockImplementation(async (path) => (path === '/notifications' ? NO_NOTIFICATIONS : { items: [], nextCursor: null }));
  });

  it("asks for the poster's own tenders per tab and shows the spec's empty message of each", async () => {
    renderRoute(<TenderPosterDashboardRoute />, { path: '/tender-poster' });
    expect(await screen.findByText('No active tenders found. Create a new tender to get started!')).toBeTruthy();
    expect(lastQuery()).toMatchObject({ scope: 'mine', status: 'Open,In Progress' });
    expect(screen.queryByRole('textbox', { name: /Search/ })).toBeNull();

    const cases: [string, string, string][] = [
      ['Open', 'Open', 'No open tenders found'],
      ['In Progress', 'In Progress', 'No tenders in progress'],
      ['History', 'Completed,Finished,Cancelled', 'No completed tenders found in your history'],
    ];
    for (const [tab, status, message] of cases) {
      fireEvent.click(screen.getByRole('tab', { name: tab }));
      expect(await screen.findByText(message)).toBeTruthy();
      expect(lastQuery()).toMatchObject({ scope: 'mine', status });
    }
    expect((screen.getByRole('textbox', { name: 'Search history' }) as HTMLInputElement).placeholder).toBe('Search history...');
  });
});

describe('geodesist dashboard', () => {
  beforeEach(() => {
    http.api.mockReset();
  });

  it('sends scope open, bids and contracts per tab and names the tab in its failure message', async () => {
    http.api.mockRejectedValue(new Error('down'));
    renderRoute(<GeodesistDashboardRoute />, { path: '/geodesist' });
    const cases: [string, string, string][] = [
      ['Tenders', 'open', 'Failed to load open tenders. Please try again.'],
      ['My Bids', 'bids', 'Failed to load bid tenders. Please try again.'],
      ['In Progress', 'contracts', 'Failed to load in-progress tenders. Please try again.'],
    ];
    for (const [tab, scope, message] of cases) {
      fireEvent.click(screen.getByRole('tab', { name: tab }));
      const alert = await screen.findByRole('alert');
      expect(within(alert).getByText(message)).toBeTruthy();
      expect(within(alert).getByText('Something went wrong')).toBeTruthy();
      expect(lastQuery()).toMatchObject({ scope });
    }
  });

  it('links the History button to /geodesist/history', async () => {
    http.api.mockImplementation(async (path) => (path === '/notifications' ? NO_NOTIFICATIONS : { items: [], nextCursor: null }));
    renderRoute(<GeodesistDashboardRoute />, { path: '/geodesist' });
    expect(screen.getByRole('link', { name: 'History' }).getAttribute('href')).toBe('/geodesist/history');
    expect(await screen.findByText('No open tenders found')).toBeTruthy();
  });
});

describe('admin tenders', () => {
  beforeEach(() => {
    http.api.mockReset();
  });

  it('lists all tenders newest first, Completed with Finished, and says when there are none', async () => {
    http.api.mockImplementation(async (path) => (path === '/notifications' ? NO_NOTIFICATIONS : { items: [], nextCursor: null }));
    renderRoute(<AdminTendersRoute />, { path: '/admin/tenders' });
    expect(screen.getByRole('status', { name: 'Loading tenders...' }).textContent).toBe('Loading tenders...');
    expect(await screen.findByText('No tenders found')).toBeTruthy();
    expect(lastQuery()).toEqual({ scope: 'all', sort: 'newest' });
    fireEvent.click(screen.getByRole('tab', { name: 'Completed' }));
    expect(await screen.findByText('No tenders found')).toBeTruthy();
    expect(lastQuery()).toMatchObject({ scope: 'all', status: 'Completed,Finished' });
    fireEvent.click(screen.getByRole('tab', { name: 'Cancelled' }));
    expect(await screen.findByText('No tenders found')).toBeTruthy();
    expect(lastQuery()).toMatchObject({ scope: 'all', status: 'Cancelled' });
  });

  it("reads 'Failed to load tenders' with a retry", async () => {
    http.api.mockRejectedValue(new Error('down'));
    renderRoute(<AdminTendersRoute />, { path: '/admin/tenders' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load tenders')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it("names the database error under 'Failed to load tenders' when the server fails", async () => {
    http.api.mockRejectedValue(new ApiRequestError(503, 'Service unavailable'));
    renderRoute(<AdminTendersRoute />, { path: '/admin/tenders' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load tenders')).toBeTruthy();
    expect(within(alert).getByText('Failed to fetch tenders due to a database error. Please try again later.')).toBeTruthy();
  });
});
