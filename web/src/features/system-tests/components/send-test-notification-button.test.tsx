/**
 * Send Test Notification (part 2, "Admin dashboard", 5 and 8; part 1, 8.3): the success toast, the failure
 * toast that promises details in the console (and logs them), and 'Authentication Required' for a gone session.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/lib/api-client';
import { SendTestNotificationButton } from './send-test-notification-button';

const mocks = vi.hoisted(() => ({ api: vi.fn<(path: string) => Promise<unknown>>(), toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('@/lib/api-client', async (importOriginal) => (await import('@/testing/fake-api')).fakeApi(await importOriginal(), mocks.api));
vi.mock('sonner', () => ({ toast: mocks.toast }));

const click = () => fireEvent.click(screen.getByRole('button', { name: 'Send Test Notification' }));

describe('SendTestNotificationButton', () => {
  beforeEach(() => {
    mocks.api.mockReset();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('says Test Notification Sent when the notification is recorded', async () => {
    mocks.api.mockResolvedValue({ recorded: true });
    render(<SendTestNotificationButton />);
    click();
    await waitFor(() => expect(mocks.toast.success).toHaveBeenCalledWith('Test Notification Sent', { description: 'Test notification sent successfully. Check your notifications.' }));
    expect(mocks.api).toHaveBeenCalledWith('/admin/notifications/test', { method: 'POST' });
  });

  it('says Test Failed and writes the error to the console, as its message promises', async () => {
    const failure = new ApiRequestError(500, 'The notification could not be recorded.');
    mocks.api.mockRejectedValue(failure);
    render(<SendTestNotificationButton />);
    click();
    await waitFor(() => expect(mocks.toast.error).toHaveBeenCalledWith('Test Failed', { description: 'Failed to send test notification. Check console for details.' }));
    expect(console.error).toHaveBeenCalledWith(expect.any(String), expect.objectContaining({ status: 500, message: 'The notification could not be recorded.' }));
  });

  it('says Authentication Required when the session is gone (401)', async () => {
    mocks.api.mockRejectedValue(new ApiRequestError(401, 'Unauthorized'));
    render(<SendTestNotificationButton />);
    click();
    await waitFor(() => expect(mocks.toast.error).toHaveBeenCalledWith('Authentication Required', { description: expect.stringContaining('sign in again') }));
    expect(mocks.toast.error).not.toHaveBeenCalledWith('Test Failed', expect.anything());
  });
});
