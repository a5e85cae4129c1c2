/**
 * The unsubscribe page's card: it says which e-mails stop, posts the token once the button is pressed (never on
 * opening the page), then confirms in the server's words; a forged link shows the server's refusal; a malformed one
 * says so without calling the server.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { unsubscribeMessages } from '@features/notifications/domain/digest';
import { ApiRequestError } from '@/lib/api-client';
import { UnsubscribeCard } from './unsubscribe-card';

const mocks = vi.hoisted(() => ({ api: vi.fn<(path: string, options: { method?: string; body?: unknown; query?: Record<string, string> }) => Promise<unknown>>() }));
vi.mock('@/lib/api-client', async (importOriginal) => (await import('@/testing/fake-api')).fakeApi(await importOriginal(), mocks.api));

const token = `3f9b2d4e-8a1c-4e7f-b5d6-0c2e9a8f1b73.new_tender.${'a'.repeat(43)}`;

function show(t: string) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}>
      <UnsubscribeCard token={t} />
    </QueryClientProvider>,
  );
}

describe('UnsubscribeCard', () => {
  beforeEach(() => {
    mocks.api.mockReset();
  });

  it('says which e-mails stop, posts the token on the button, then confirms', async () => {
    mocks.api.mockResolvedValue({ kind: 'new_tender', changed: true, message: unsubscribeMessages.done('new_tender') });
    show(token);
    expect(screen.getByText(/You will no longer receive e-mails about new tenders\./)).toBeTruthy();
    expect(mocks.api).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect((await screen.findByRole('status')).textContent).toBe('You will no longer receive e-mails about new tenders. Change this any time in Account → Notifications.');
    expect(mocks.api).toHaveBeenCalledTimes(1);
    expect(mocks.api).toHaveBeenCalledWith('/unsubscribe', { method: 'POST', body: {}, query: { token } });
  });

  it('shows the server’s refusal of a forged link and keeps the button', async () => {
    mocks.api.mockImplementation(async () => {
      throw new ApiRequestError(400, unsubscribeMessages.invalid);
    });
    show(token);
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect((await screen.findByRole('alert')).textContent).toBe(unsubscribeMessages.invalid);
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeTruthy();
  });

  it('says a malformed link is not valid, with no button and no call', () => {
    show('not-a-token');
    expect(screen.getByRole('alert').textContent).toBe(unsubscribeMessages.invalid);
    expect(screen.queryByRole('button')).toBeNull();
    expect(mocks.api).not.toHaveBeenCalled();
  });
});
