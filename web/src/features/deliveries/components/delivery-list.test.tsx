/**
 * A delivery's files (part 2, 8 "Files"): when the server gives no link, Download toasts 'Download
 * failed' with 'Could not generate signed URL' and the reason, and Preview says 'Preview failed' with it.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/lib/api-client';
import { deliveryFixture, TENDER_ID } from '@/testing/fixtures';
import { renderRoute } from '@/testing/render';
import { DeliveryFiles } from './delivery-list';

const mocks = vi.hoisted(() => ({ api: vi.fn(), toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
vi.mock('sonner', () => ({ toast: mocks.toast }));
vi.mock('@/lib/api-client', async (importOriginal) => (await import('@/testing/fake-api')).fakeApi(await importOriginal(), mocks.api));

const delivery = deliveryFixture({ files: [{ fileId: 'f-1', filename: 'photo.png', contentType: 'image/png', size: 2048, createdAt: '2026-11-10T10:00:00.000Z', check: null }] });
const link = `/tenders/${TENDER_ID}/deliveries/d-1/files/f-1/download`;

describe('DeliveryFiles when no signed link can be had', () => {
  beforeEach(() => {
    mocks.api.mockReset();
    Object.values(mocks.toast).forEach((f) => f.mockReset());
  });

  it("toasts 'Download failed' with 'Could not generate signed URL' and the server's reason", async () => {
    mocks.api.mockRejectedValue(new ApiRequestError(403, 'You are not allowed to download this file'));
    renderRoute(<DeliveryFiles tenderId={TENDER_ID} delivery={delivery} />);
    fireEvent.click(screen.getByRole('button', { name: 'Download photo.png' }));
    await waitFor(() =>
      expect(mocks.toast.error).toHaveBeenCalledWith('Download failed', {
        description: 'There was a problem downloading the file. Could not generate signed URL: You are not allowed to download this file',
      }),
    );
    expect(mocks.api).toHaveBeenCalledWith(link, { query: { disposition: 'attachment' } });
  });

  it("says 'Preview failed' with 'Could not generate signed URL', and 'Preview unavailable' when the image then cannot be shown", async () => {
    mocks.api.mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ url: 'https://files.example/photo.png', expiresInSeconds: 60 });
    renderRoute(<DeliveryFiles tenderId={TENDER_ID} delivery={delivery} />);
    fireEvent.click(screen.getByRole('button', { name: 'Preview photo.png' }));
    const preview = await screen.findByTestId('file-preview');
    expect(await within(preview).findByText('Preview failed')).toBeTruthy();
    expect(within(preview).getByText('Could not generate signed URL: Could not reach the server. Please check your connection and try again.')).toBeTruthy();

    fireEvent.click(within(preview).getByRole('button', { name: 'Try again' }));
    fireEvent.error(await within(preview).findByTestId('preview-image'));
    expect(await within(preview).findByText('Preview unavailable')).toBeTruthy();
    expect(mocks.api).toHaveBeenLastCalledWith(link, { query: { disposition: 'inline' } });
  });
});
