import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatEuros } from '@domain/money';
import { ApiRequestError } from '@/lib/api-client';
import { renderRoute } from '@/testing/render';
import { deliveryFixture, TENDER_ID, tenderFixture } from '@/testing/fixtures';
import { AcceptDeliverablesDialog } from './accept-deliverables-dialog';
import { ContractorPanel } from './contractor-panel';
import { DeliverForm } from './deliver-form';
import { DeliveriesSection } from './deliveries-section';
import { RequestChangesDialog } from './request-changes-dialog';
import { currentStep } from './status-timeline';

const mocks = vi.hoisted(() => ({
  api: vi.fn(),
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));
vi.mock('sonner', () => ({ toast: mocks.toast }));
vi.mock('@/lib/api-client', async (importOriginal) => (await import('@/testing/fake-api')).fakeApi(await importOriginal(), mocks.api));
// The browser's POST to S3 is not this test's concern: it succeeds at once.
vi.mock('@/lib/post-file', () => ({ postFile: vi.fn(async () => undefined) }));

const inProgress = tenderFixture({
  status: 'In Progress',
  contractorId: 'geo-1',
  acceptedBid: { bidId: 'b-1', bidderId: 'geo-1', bidderName: 'Conrad GmbH', amountCents: 123450, comment: null, acceptedAt: '2026-11-05T10:00:00.000Z' },
});

describe('currentStep', () => {
  it('follows the tender and its latest delivery', () => {
    expect(currentStep(tenderFixture(), [])).toBe(0);
    expect(currentStep(inProgress, [])).toBe(1);
    expect(currentStep(inProgress, [deliveryFixture()])).toBe(2);
    expect(currentStep(inProgress, [deliveryFixture({ status: 'Changes Requested' })])).toBe(1);
    expect(currentStep({ ...inProgress, status: 'Completed' }, [deliveryFixture({ status: 'Accepted' })])).toBe(3);
  });
});

describe('AcceptDeliverablesDialog', () => {
  it('sums bid and 8 % fee in German format and completes the tender', async () => {
    mocks.api.mockResolvedValue({ tender: { ...inProgress, status: 'Completed' }, bidCents: 123450, feeCents: 9876, totalCents: 133326 });
    const onClose = vi.fn();
    renderRoute(<AcceptDeliverablesDialog tenderId={TENDER_ID} bidCents={123450} open onClose={onClose} />);
    expect(screen.getByTestId('summary-bid').textContent).toBe(formatEuros(123450));
    expect(screen.getByTestId('summary-fee').textContent).toBe(formatEuros(9876));
    expect(screen.getByTestId('summary-total').textContent).toBe(formatEuros(133326));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(mocks.toast.success).toHaveBeenCalledWith('Deliverables Accepted', { description: 'The project has been completed successfully.' }));
    expect(mocks.api).toHaveBeenCalledWith(`/tenders/${TENDER_ID}/complete`, { method: 'POST' });
    expect(onClose).toHaveBeenCalled();
  });

  it("shows 'Error' when the completion fails", async () => {
    mocks.api.mockRejectedValue(new ApiRequestError(409, 'There are no submitted deliverables to accept'));
    renderRoute(<AcceptDeliverablesDialog tenderId={TENDER_ID} bidCents={100} open onClose={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(mocks.toast.error).toHaveBeenCalledWith('Error', { description: 'Failed to accept deliverables. Please try again.' }));
  });
});

describe('RequestChangesDialog', () => {
  it('requires a comment, then sends it', async () => {
    mocks.api.mockResolvedValue(deliveryFixture({ status: 'Changes Requested' }));
    const onClose = vi.fn();
    renderRoute(<RequestChangesDialog tenderId={TENDER_ID} delivery={deliveryFixture()} onClose={onClose} />);
    const dialog = screen.getByRole('dialog');
    fireEvent.submit(dialog.querySelector('form')!);
    expect(await within(dialog).findByText('Please say what should change')).toBeTruthy();
    expect(mocks.api).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText(/Comment/), { target: { value: 'Add benchmark heights' } });
    fireEvent.submit(dialog.querySelector('form')!);
    await waitFor(() => expect(mocks.api).toHaveBeenCalledWith(`/tenders/${TENDER_ID}/deliveries/d-1/request-changes`, { method: 'POST', body: { comment: 'Add benchmark heights' } }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});

describe('DeliverForm', () => {
  it("toasts 'Missing Files' without a file and sends nothing", async () => {
    const uploadRequests = { createUploads: vi.fn(), verifyUpload: vi.fn() };
    renderRoute(<DeliverForm tenderId={TENDER_ID} uploadRequests={uploadRequests} />);
    expect(screen.getByText(/PDF, DOCX, ZIP, DWG, KML, DXF \(maximum 100MB per file\)/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit Deliverables' }));
    await waitFor(() => expect(mocks.toast.error).toHaveBeenCalledWith('Missing Files', { description: 'Please upload at least one file to submit your deliverables.' }));
    expect(mocks.api).not.toHaveBeenCalled();
    expect(uploadRequests.createUploads).not.toHaveBeenCalled();
  });
});

describe('DeliverForm when the session is gone', () => {
  it("toasts 'Authentication Required' instead of a generic error (part 2, 5 Deliver)", async () => {
    const key = `staging/u/1/plan.pdf`;
    const uploadRequests = {
      createUploads: vi.fn(async () => ({ uploads: [{ key, filename: 'plan.pdf', url: 'https://files.test', fields: {}, maxBytes: 1000 }] })),
      verifyUpload: vi.fn(async () => ({ key })),
    };
    mocks.api.mockImplementation(async () => {
      throw new ApiRequestError(401, 'Unauthorized');
    });
    const { container } = renderRoute(<DeliverForm tenderId={TENDER_ID} uploadRequests={uploadRequests} />);
    fireEvent.change(container.querySelector('input[type="file"]')!, { target: { files: [new File(['%PDF'], 'plan.pdf', { type: 'application/pdf' })] } });
    await waitFor(() => expect(uploadRequests.verifyUpload).toHaveBeenCalled());
    // Deliverables name the tender of the contract.
    expect(uploadRequests.createUploads).toHaveBeenCalledWith([expect.objectContaining({ name: 'plan.pdf' })], 'deliverable', TENDER_ID);
    expect(uploadRequests.verifyUpload).toHaveBeenCalledWith(key, 'deliverable', TENDER_ID);
    fireEvent.click(screen.getByRole('button', { name: 'Submit Deliverables' }));
    await waitFor(() => expect(mocks.toast.error).toHaveBeenCalledWith('Authentication Required', expect.objectContaining({ description: expect.any(String) })));
    expect(mocks.toast.error).not.toHaveBeenCalledWith('Error Submitting Work', expect.anything());
  });
});

describe('DeliveriesSection', () => {
  it('lists deliveries with notes, status, change request and files', async () => {
    mocks.api.mockResolvedValue({
      items: [
        deliveryFixture({ status: 'Changes Requested', changeRequest: { comment: 'Add heights', requestedAt: '2026-11-11T10:00:00.000Z' } }),
        deliveryFixture({ deliveryId: 'd-2', notes: 'Second round', submittedAt: '2026-11-12T10:00:00.000Z' }),
      ],
    });
    renderRoute(<DeliveriesSection tender={{ ...inProgress, deliveryCount: 2 }} view="poster" />);
    const items = await screen.findAllByTestId('delivery');
    expect(items.map((i) => i.getAttribute('data-status'))).toEqual(['Changes Requested', 'Submitted']);
    expect(items[0]!.textContent).toContain('Add heights');
    expect(items[1]!.textContent).toContain('Second round');
    expect(within(items[0]!).getByRole('button', { name: 'Preview plan.pdf' })).toBeTruthy();
  });

  it("says 'Failed to load deliveries'", async () => {
    mocks.api.mockRejectedValue(new ApiRequestError(500, 'boom'));
    renderRoute(<DeliveriesSection tender={inProgress} view="poster" />);
    expect(await screen.findByText('Failed to load deliveries')).toBeTruthy();
  });

  it('stays away from the admin page while there are no deliveries', () => {
    renderRoute(<DeliveriesSection tender={inProgress} view="admin" />);
    expect(screen.queryByRole('region', { name: 'Deliverables' })).toBeNull();
    expect(mocks.api).not.toHaveBeenCalled();
  });
});

describe('ContractorPanel', () => {
  it('links to the deliver page while In Progress', () => {
    renderRoute(<ContractorPanel tender={inProgress} />);
    expect(screen.getByRole('heading', { name: 'Your Bid Was Accepted' })).toBeTruthy();
    expect(screen.getByTestId('contract-amount').textContent).toBe(formatEuros(123450));
    expect(screen.getByRole('link', { name: 'Upload Deliverables' }).getAttribute('href')).toBe(`/geodesist/tender/${TENDER_ID}/deliver`);
  });

  it('shows the completion date and the latest delivery once Completed', async () => {
    mocks.api.mockResolvedValue({
      items: [deliveryFixture({ status: 'Accepted' }), deliveryFixture({ deliveryId: 'd-2', notes: 'Final round', status: 'Accepted', submittedAt: '2026-11-12T10:00:00.000Z' })],
    });
    renderRoute(<ContractorPanel tender={{ ...inProgress, status: 'Completed', completedAt: '2026-11-20T10:00:00.000Z' }} />);
    expect(screen.getByText('Nov 20, 2026')).toBeTruthy();
    const shown = await screen.findAllByTestId('delivery');
    expect(shown).toHaveLength(1);
    expect(shown[0]!.textContent).toContain('Final round');
  });
});
