/**
 * A tender's attachments (part 2, 8 "Files"): when the server gives no link, Download toasts 'Download
 * failed' with 'Could not generate signed URL' and the reason, and Preview says 'Preview failed' with it.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Attachment } from '@features/tenders/domain/dto';
import { ApiRequestError } from '@/lib/api-client';
import { TENDER_ID } from '@/testing/fixtures';
import { renderRoute } from '@/testing/render';
import { AttachmentsCard } from './attachments-card';

const mocks = vi.hoisted(() => ({ api: vi.fn(), toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
vi.mock('sonner', () => ({ toast: mocks.toast }));
vi.mock('@/lib/api-client', async (importOriginal) => (await import('@/testing/fake-api')).fakeApi(await importOriginal(), mocks.api));

const plan: Attachment = { attachmentId: 'att-1', filename: 'site-plan.pdf', contentType: 'application/pdf', size: 2048, createdAt: '2026-11-01T10:00:00.000Z' };

describe('AttachmentsCard when no signed link can be had', () => {
  beforeEach(() => {
    mocks.api.mockReset();
    mocks.api.mockRejectedValue(new ApiRequestError(404, 'Attachment not found'));
    Object.values(mocks.toast).forEach((f) => f.mockReset());
  });

  it("toasts 'Download failed' with 'Could not generate signed URL' and the server's reason", async () => {
    renderRoute(<AttachmentsCard tenderId={TENDER_ID} attachments={[plan]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Download site-plan.pdf' }));
    await waitFor(() =>
      expect(mocks.toast.error).toHaveBeenCalledWith('Download failed', { description: 'There was a problem downloading the file. Could not generate signed URL: Attachment not found' }),
    );
    expect(mocks.api).toHaveBeenCalledWith(`/tenders/${TENDER_ID}/attachments/att-1/download`, { query: { disposition: 'attachment' } });
  });

  it("says 'Preview failed' with 'Could not generate signed URL' in the preview", async () => {
    renderRoute(<AttachmentsCard tenderId={TENDER_ID} attachments={[plan]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Preview site-plan.pdf' }));
    const preview = await screen.findByTestId('file-preview');
    expect(await within(preview).findByText('Preview failed')).toBeTruthy();
    expect(within(preview).getByText('Could not generate signed URL: Attachment not found')).toBeTruthy();
    expect(mocks.api).toHaveBeenCalledWith(`/tenders/${TENDER_ID}/attachments/att-1/download`, { query: { disposition: 'inline' } });
  });
});
