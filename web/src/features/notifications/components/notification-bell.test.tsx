/**
 * The bell with unread messages (docs/decisions/after-award/messages.md, "The bell and the tender rows"): the badge
 * adds the messages to the unread notifications, the dropdown lists each project with its count and opens its tender;
 * closing it marks the notifications read, never the messages.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/testing/render';
import { NotificationBell } from './notification-bell';

const http = vi.hoisted(() => ({ api: vi.fn<(path: string, options?: unknown) => Promise<unknown>>() }));
vi.mock('@/lib/api-client', async (importOriginal) => (await import('@/testing/fake-api')).fakeApi(await importOriginal(), http.api));
vi.mock('@/lib/auth', () => ({ useAuth: () => ({ role: 'geodesist' }) }));

const tenderId = '7d1e3c52-1f0a-4c55-9b3e-2a6f0d9e4b11';
const notification = {
  notificationId: 'n-1',
  type: 'bid_accepted',
  message: 'Your bid was accepted',
  referenceId: tenderId,
  referenceType: 'tender',
  tenderTitle: 'Levelling',
  isRead: false,
  createdAt: '2026-11-28T10:00:00.000Z',
};

describe('NotificationBell with unread messages', () => {
  beforeEach(() => {
    http.api.mockReset();
    http.api.mockImplementation(async (path) =>
      path === '/notifications' ? { items: [notification], unreadCount: 1, messages: { total: 2, tenders: [{ tenderId, title: 'Levelling of benchmarks', unread: 2 }] } } : { marked: 1 },
    );
  });

  it('counts the messages in the badge, lists the project and opens its tender', async () => {
    const { router } = renderRoute(<NotificationBell />, { path: '/geodesist' });
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    fireEvent.click(bell);
    const list = screen.getByRole('list', { name: 'Unread messages' });
    expect(within(list).getByTestId('unread-thread').textContent).toBe('2 unread messagesLevelling of benchmarks');
    fireEvent.click(within(list).getByTestId('unread-thread'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/geodesist/tender/${tenderId}`));
  });
});
