/** The bell in Estonian: the button's name, the dropdown's texts, the type's label and the notification's time in the Estonian format. */
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '@/i18n/i18n';
import { renderRoute } from '@/testing/render';
import { NotificationBell } from './notification-bell';

const http = vi.hoisted(() => ({ api: vi.fn<(path: string, options?: unknown) => Promise<unknown>>() }));
vi.mock('@/lib/api-client', async (importOriginal) => (await import('@/testing/fake-api')).fakeApi(await importOriginal(), http.api));
vi.mock('@/lib/auth', () => ({ useAuth: () => ({ role: 'geodesist' }) }));

const notification = {
  notificationId: 'n-1',
  type: 'bid_accepted',
  message: 'Your bid was accepted',
  referenceId: '7d1e3c52-1f0a-4c55-9b3e-2a6f0d9e4b11',
  referenceType: 'tender',
  tenderTitle: 'Levelling',
  isRead: true,
  createdAt: '2026-11-28T10:00:00.000Z',
};

describe('NotificationBell in Estonian', () => {
  beforeEach(async () => {
    http.api.mockReset();
    http.api.mockImplementation(async (path) => (path === '/notifications' ? { items: [notification], unreadCount: 0, messages: { total: 0, tenders: [] } } : { marked: 0 }));
    await activateLanguage('et');
  });
  afterEach(async () => {
    await activateLanguage('en');
  });

  it('names the bell, lists the notification with an Estonian time and offers to delete it', async () => {
    renderRoute(<NotificationBell />, { path: '/geodesist' });
    fireEvent.click(await screen.findByRole('button', { name: 'Teavitused' }));
    expect(screen.getByRole('dialog', { name: 'Teavitused' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Eemalda kõik' })).toBeTruthy();
    expect(await screen.findByText(/^28\.11\.2026 \d\d:\d\d$/)).toBeTruthy();
    expect(screen.getByText('Pakkumine vastu võetud')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Kustuta teavitus: Your bid was accepted' })).toBeTruthy();
  });
});
