/**
 * Notification preferences (part 1, 2.13 and 8.2): what is saved, and the spec's toasts 'Preferences
 * updated' and 'Error: Failed to update preferences'.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/lib/api-client';
import { NotificationPreferencesForm } from './notification-preferences-form';

const mocks = vi.hoisted(() => ({
  api: vi.fn<(path: string, options: { method?: string; body?: unknown }) => Promise<unknown>>(),
  toast: { success: vi.fn(), error: vi.fn() },
}));
vi.mock('@/lib/api-client', async (importOriginal) => (await import('@/testing/fake-api')).fakeApi(await importOriginal(), mocks.api));
vi.mock('sonner', () => ({ toast: mocks.toast }));

const saved = { preferences: { bid_received: 'both', delivery_submitted: 'email' }, kinds: ['bid_received', 'delivery_submitted'] };

/** Answers GET with the saved preferences and PUT with `put`. */
function answer(put: (body: unknown) => unknown) {
  mocks.api.mockImplementation(async (_path, options) => (options.method === 'PUT' ? put(options.body) : saved));
}

async function saveChoice() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}>
      <NotificationPreferencesForm />
    </QueryClientProvider>,
  );
  fireEvent.change(await screen.findByLabelText('Bids received'), { target: { value: 'in_app' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
}

describe('NotificationPreferencesForm', () => {
  beforeEach(() => {
    mocks.api.mockReset();
  });

  it('saves every offered kind and says Preferences updated', async () => {
    answer((body) => ({ ...saved, preferences: (body as { preferences: object }).preferences }));
    await saveChoice();
    await waitFor(() => expect(mocks.toast.success).toHaveBeenCalledWith('Preferences updated'));
    expect(mocks.api).toHaveBeenCalledWith('/me/notification-preferences', { method: 'PUT', body: { preferences: { bid_received: 'in_app', delivery_submitted: 'email' } } });
  });

  it("says Error: Failed to update preferences, with the server's reason, when the save fails", async () => {
    answer(() => {
      throw new ApiRequestError(500, 'Internal server error');
    });
    await saveChoice();
    await waitFor(() => expect(mocks.toast.error).toHaveBeenCalledWith('Error', { description: 'Failed to update preferences. Internal server error' }));
    expect(mocks.toast.success).not.toHaveBeenCalled();
  });

  it('offers a geodesist the daily digest of new tenders and saves the choice with the kinds', async () => {
    const geodesist = { preferences: { new_tender: 'both', bid_accepted: 'both' }, kinds: ['new_tender', 'bid_accepted'], newTenderEmail: 'instant' };
    mocks.api.mockImplementation(async (_path, options) => (options.method === 'PUT' ? { ...geodesist, newTenderEmail: 'digest' } : geodesist));
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}>
        <NotificationPreferencesForm />
      </QueryClientProvider>,
    );
    fireEvent.change(await screen.findByLabelText('New tender e-mails'), { target: { value: 'digest' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    await waitFor(() => expect(mocks.toast.success).toHaveBeenCalledWith('Preferences updated'));
    expect(mocks.api).toHaveBeenCalledWith('/me/notification-preferences', { method: 'PUT', body: { preferences: { new_tender: 'both', bid_accepted: 'both' }, newTenderEmail: 'digest' } });
    // No digest without e-mail: the choice waits while new tenders come in the app only.
    fireEvent.change(screen.getByLabelText('New tenders'), { target: { value: 'in_app' } });
    expect((screen.getByLabelText('New tender e-mails') as HTMLSelectElement).disabled).toBe(true);
  });

  it('offers no digest choice to other roles', async () => {
    answer(() => saved);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <NotificationPreferencesForm />
      </QueryClientProvider>,
    );
    await screen.findByLabelText('Bids received');
    expect(screen.queryByLabelText('New tender e-mails')).toBeNull();
  });
});
