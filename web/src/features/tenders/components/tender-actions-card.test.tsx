import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TenderDetail } from '@features/tenders/domain/dto';
import { renderRoute } from '@/testing/render';
import { TenderActionsCard } from './tender-actions-card';
import { tenderDetailFixture } from '@/testing/fixtures';

const mocks = vi.hoisted(() => ({
  api: vi.fn(),
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));
vi.mock('sonner', () => ({ toast: mocks.toast }));
vi.mock('@/lib/api-client', async (importOriginal) => (await import('@/testing/fake-api')).fakeApi(await importOriginal(), mocks.api));

function tenderFixture(overrides: Partial<TenderDetail> = {}): TenderDetail {
  return tenderDetailFixture({
    tenderId: 'abcdef12-3456-4789-8abc-def012345678',
    attachmentsCount: 1,
    bidCount: 0,
    viewCount: 0,
    attachments: [{ attachmentId: 'att-1', filename: 'site-plan.pdf', contentType: 'application/pdf', size: 1000, createdAt: '2029-12-01T10:00:00.000Z' }],
    ...overrides,
  });
}

const TEXT = 'Are you sure you want to delete "Topographic survey of a plot"? This action cannot be undone. All associated bids will also be removed.';

describe('TenderActionsCard', () => {
  it('offers no edit or delete to anyone but the tender’s poster (the API’s rule)', () => {
    renderRoute(<TenderActionsCard tender={tenderFixture()} userId="someone-else" />);
    expect(screen.queryByRole('button', { name: 'Edit Tender' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Tender' })).toBeNull();
  });

  beforeEach(() => mocks.api.mockReset());

  it('offers Edit Tender and Delete Tender while Open, and no status page', () => {
    renderRoute(<TenderActionsCard tender={tenderFixture()} userId="poster-1" />);
    expect(screen.getByRole('button', { name: 'Edit Tender' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete Tender' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'View Detailed Status' })).toBeNull();
  });

  it.each(['In Progress', 'Completed'] as const)('offers only View Detailed Status when %s', (status) => {
    renderRoute(<TenderActionsCard tender={tenderFixture({ status, contractorId: 'geo-1' })} userId="poster-1" />);
    expect(screen.queryByRole('button', { name: 'Edit Tender' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Tender' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'View Detailed Status' }));
    expect(screen.getByTestId('where').textContent).toBe('/tender-poster/tender/abcdef12-3456-4789-8abc-def012345678/status');
  });

  it("deletes after the dialog: 'Deleting...' while busy, the success toast, then /tender-poster", async () => {
    let answer!: (v: unknown) => void;
    mocks.api.mockReturnValue(new Promise((r) => (answer = r)));
    renderRoute(<TenderActionsCard tender={tenderFixture()} userId="poster-1" />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Tender' }));
    expect(screen.getByText(TEXT)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete', hidden: true }));
    await waitFor(() => expect(screen.getByText('Deleting...')).toBeTruthy());
    expect(mocks.api).toHaveBeenCalledWith('/tenders/abcdef12-3456-4789-8abc-def012345678', { method: 'DELETE' });
    answer({ tenderId: 'abcdef12-3456-4789-8abc-def012345678', deleted: true });
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/tender-poster'));
    expect(mocks.toast.success).toHaveBeenCalledWith('Success', { description: 'Tender has been deleted successfully' });
  });

  it('keeps the dialog and says so when the delete fails', async () => {
    mocks.api.mockRejectedValueOnce(new Error('Conflict'));
    renderRoute(<TenderActionsCard tender={tenderFixture()} userId="poster-1" />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Tender' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete', hidden: true }));
    await waitFor(() => expect(mocks.toast.error).toHaveBeenCalledWith('Failed to delete tender. Please try again.'));
    expect(screen.getByText(TEXT)).toBeTruthy();
    expect(screen.queryByTestId('where')).toBeNull();
  });
});
