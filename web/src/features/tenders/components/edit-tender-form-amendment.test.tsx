import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { amendmentMessages } from '@features/tenders/domain/versions';
import { ApiRequestError } from '@/lib/api-client';
import { renderRoute } from '@/testing/render';
import { tenderDetailFixture } from '@/testing/fixtures';
import { EditTenderForm } from './edit-tender-form';

const mocks = vi.hoisted(() => ({
  api: vi.fn(),
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));
vi.mock('sonner', () => ({ toast: mocks.toast }));
vi.mock('@/lib/api-client', async (importOriginal) => (await import('@/testing/fake-api')).fakeApi(await importOriginal(), mocks.api));

const ID = 'abcdef12-3456-4789-8abc-def012345678';
const attachments = [{ attachmentId: 'att-1', filename: 'site-plan.pdf', contentType: 'application/pdf', size: 1000, createdAt: '2029-12-01T10:00:00.000Z' }];
const amended = () => tenderDetailFixture({ tenderId: ID, attachments, attachmentsCount: 1, version: 3, editIsAmendment: true });

beforeEach(() => vi.clearAllMocks());

describe('EditTenderForm of a tender with bids or questions (an amendment)', () => {
  it('asks for a reason and sends nothing without one', async () => {
    renderRoute(<EditTenderForm tender={amended()} />);
    expect(screen.getByTestId('amendment-reason')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Description/), { target: { value: 'Survey of a 5 ha plot with DTM and the river bank.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.getByText(amendmentMessages.reasonRequired)).toBeTruthy());
    expect(mocks.api).not.toHaveBeenCalled();
  });

  it('sends the reason with the version it edited from', async () => {
    mocks.api.mockResolvedValueOnce({ tender: amended(), rejected: [] });
    renderRoute(<EditTenderForm tender={amended()} />);
    fireEvent.change(screen.getByLabelText(/^Description/), { target: { value: 'Survey of a 5 ha plot with DTM and the river bank.' } });
    fireEvent.change(screen.getByLabelText(/^Reason/), { target: { value: '  The river bank is included  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(mocks.api).toHaveBeenCalledWith(`/tenders/${ID}`, {
        method: 'PATCH',
        body: { description: 'Survey of a 5 ha plot with DTM and the river bank.', removeAttachmentIds: [], addAttachments: [], version: 3, reason: 'The river bank is included' },
      }),
    );
  });

  it("shows the server's 409 message when the tender changed meanwhile", async () => {
    mocks.api.mockRejectedValueOnce(new ApiRequestError(409, amendmentMessages.versionStale));
    renderRoute(<EditTenderForm tender={amended()} />);
    fireEvent.change(screen.getByLabelText(/^Reason/), { target: { value: 'Accuracy stated' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(mocks.toast.error).toHaveBeenCalledWith('The tender was not saved', { description: amendmentMessages.versionStale }));
  });

  it('asks for no reason before the first bid or question', () => {
    renderRoute(<EditTenderForm tender={tenderDetailFixture({ tenderId: ID, attachments })} />);
    expect(screen.queryByTestId('amendment-reason')).toBeNull();
  });
});
