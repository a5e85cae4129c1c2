import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TenderDetail } from '@features/tenders/domain/dto';
import { messages } from '@domain/schemas';
import { tenderFieldMessages } from '@features/tenders/domain/tender';
import { ApiRequestError } from '@/lib/api-client';
import { renderRoute } from '@/testing/render';
import { buildTenderUpdate, EditTenderForm } from './edit-tender-form';
import { tenderDetailFixture } from '@/testing/fixtures';

const mocks = vi.hoisted(() => ({
  api: vi.fn(),
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));
vi.mock('sonner', () => ({ toast: mocks.toast }));
vi.mock('@/lib/api-client', async (importOriginal) => (await import('@/testing/fake-api')).fakeApi(await importOriginal(), mocks.api));

const ID = 'abcdef12-3456-4789-8abc-def012345678';
const EXPIRY = '2030-01-31T12:00:00.000Z';

function tenderFixture(overrides: Partial<TenderDetail> = {}): TenderDetail {
  return tenderDetailFixture({
    tenderId: ID,
    expiryDate: EXPIRY,
    attachmentsCount: 2,
    bidCount: 0,
    viewCount: 0,
    attachments: [
      { attachmentId: 'att-1', filename: 'site-plan.pdf', contentType: 'application/pdf', size: 1000, createdAt: '2029-12-01T10:00:00.000Z' },
      { attachmentId: 'att-2', filename: 'parcel.kml', contentType: 'application/vnd.google-earth.kml+xml', size: 300, createdAt: '2029-12-01T10:00:00.000Z' },
    ],
    ...overrides,
  });
}

describe('buildTenderUpdate', () => {
  it('sends only what changed, with removals and additions', () => {
    const tender = tenderFixture();
    const day = new Date(EXPIRY);
    const sameDay = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
    const body = buildTenderUpdate(tender, { title: 'New survey title', description: tender.description, expiryDay: sameDay }, ['att-2'], ['staging/u/x/a.pdf']);
    expect(body).toEqual({ title: 'New survey title', removeAttachmentIds: ['att-2'], addAttachments: ['staging/u/x/a.pdf'], version: 1 });
  });

  it('sends the end of a newly picked day as the deadline', () => {
    const body = buildTenderUpdate(tenderFixture(), { title: 'Topographic survey of a plot', description: 'Survey of a 5 ha plot with DTM.', expiryDay: '2030-03-15' }, [], []);
    expect(body.expiryDate).toBe(new Date('2030-03-15T23:59:59').toISOString());
  });
});

describe('buildTenderUpdate: the site', () => {
  const point = { type: 'Point' as const, coordinates: [24.75, 59.43] as [number, number] };
  const values = (site: typeof point | null) => ({ title: 'Topographic survey of a plot', description: 'Survey of a 5 ha plot with DTM.', expiryDay: '2030-01-31', site });
  const withSite = tenderFixture({ site: { geometry: point, centroid: [24.75, 59.43], lest97: [542000, 6588000], areaM2: null, bbox: [24.75, 59.43, 24.75, 59.43] } });

  it('sends a new site, null when cleared, and nothing when unchanged', () => {
    expect(buildTenderUpdate(tenderFixture({ site: null }), values(point), [], []).site).toEqual(point);
    expect(buildTenderUpdate(withSite, values(null), [], [])).toHaveProperty('site', null);
    expect(buildTenderUpdate(withSite, values(point), [], [])).not.toHaveProperty('site');
    expect(buildTenderUpdate(tenderFixture({ site: null }), values(null), [], [])).not.toHaveProperty('site');
  });
});

describe('EditTenderForm', () => {
  beforeEach(() => mocks.api.mockReset());

  it("refuses to save without attachments: 'Please upload at least one attachment', nothing sent", async () => {
    renderRoute(<EditTenderForm tender={tenderFixture()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove site-plan.pdf' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove parcel.kml' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(mocks.toast.error).toHaveBeenCalledWith('Missing Attachments', { description: 'Please upload at least one attachment' }));
    expect(mocks.api).not.toHaveBeenCalled();
  });

  it("shows 'Title is required' for an empty title", async () => {
    renderRoute(<EditTenderForm tender={tenderFixture()} />);
    fireEvent.change(screen.getByLabelText(/Title/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.getByText('Title is required')).toBeTruthy());
    expect(mocks.api).not.toHaveBeenCalled();
  });

  it('saves with PATCH, toasts success and goes to /tender-poster', async () => {
    mocks.api.mockResolvedValueOnce({ tender: tenderFixture({ title: 'Revised topographic survey' }), rejected: [] });
    renderRoute(<EditTenderForm tender={tenderFixture()} />, { path: '/tender-poster/edit-tender/:id', url: `/tender-poster/edit-tender/${ID}` });
    fireEvent.change(screen.getByLabelText(/Title/), { target: { value: 'Revised topographic survey' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove parcel.kml' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/tender-poster'));
    expect(mocks.api).toHaveBeenCalledWith(`/tenders/${ID}`, {
      method: 'PATCH',
      body: { title: 'Revised topographic survey', removeAttachmentIds: ['att-2'], addAttachments: [], version: 1 },
    });
    expect(mocks.toast.success).toHaveBeenCalledWith('Tender updated successfully', expect.anything());
  });

  it("shows 'You don't have permission to edit this tender.' when the server answers 403", async () => {
    mocks.api.mockRejectedValueOnce(new ApiRequestError(403, 'Forbidden'));
    renderRoute(<EditTenderForm tender={tenderFixture()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.getByText("You don't have permission to edit this tender.")).toBeTruthy());
  });

  it("toasts 'Error updating tender' when saving fails", async () => {
    mocks.api.mockRejectedValueOnce(new ApiRequestError(500, 'Internal error'));
    renderRoute(<EditTenderForm tender={tenderFixture()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(mocks.toast.error).toHaveBeenCalledWith('Error updating tender', { description: 'There was an error updating your tender. Please try again.' }));
  });
});

describe('buildTenderUpdate: Client Reference, requirements, location and budget', () => {
  const values = { title: 'Topographic survey of a plot', description: 'Survey of a 5 ha plot with DTM.', expiryDay: '2030-01-31' };
  const filled = tenderFixture({ reference: 'PRJ-7', requirements: 'Accuracy ±5 cm', location: 'Pärnu', budgetCents: 99_999 });

  it('sends what changed, the budget in cents', () => {
    const body = buildTenderUpdate(tenderFixture(), { ...values, reference: 'PRJ-8', requirements: 'RTK', location: 'Tartu', budget: 250_050 }, [], []);
    expect(body).toMatchObject({ reference: 'PRJ-8', requirements: 'RTK', location: 'Tartu', budgetCents: 250_050 });
  });

  it('sends null for a cleared text and nothing for an unchanged one', () => {
    expect(buildTenderUpdate(filled, { ...values, reference: null, requirements: null, location: null, budget: 0 }, [], [])).toMatchObject({
      reference: null,
      requirements: null,
      location: null,
      budgetCents: 0,
    });
    const same = buildTenderUpdate(filled, { ...values, reference: 'PRJ-7', requirements: 'Accuracy ±5 cm', location: 'Pärnu', budget: 99_999 }, [], []);
    expect(Object.keys(same).sort()).toEqual(['addAttachments', 'removeAttachmentIds', 'version']);
    // 'Not specified' is no location: an empty field leaves it alone.
    expect(buildTenderUpdate(tenderFixture(), { ...values, location: null }, [], [])).not.toHaveProperty('location');
  });
});

describe('EditTenderForm: requirements, location and budget', () => {
  beforeEach(() => mocks.api.mockReset());

  it("shows the stored values, the reference as 'Client Reference' and the budget in euros", () => {
    renderRoute(<EditTenderForm tender={tenderFixture({ reference: 'PRJ-7', requirements: 'Accuracy ±5 cm', location: 'Pärnu', budgetCents: 99_999 })} />);
    expect((screen.getByLabelText('Client Reference (optional)') as HTMLInputElement).value).toBe('PRJ-7');
    expect((screen.getByLabelText(/^Requirements/) as HTMLTextAreaElement).value).toBe('Accuracy ±5 cm');
    expect((screen.getByLabelText(/^Location/) as HTMLInputElement).value).toBe('Pärnu');
    expect((screen.getByLabelText(/^Budget/) as HTMLInputElement).value).toBe('999.99');
    expect(screen.queryByLabelText(/Project Code/)).toBeNull();
  });

  it('saves a budget typed in euros as cents, with the location and requirements', async () => {
    mocks.api.mockResolvedValueOnce({ tender: tenderFixture(), rejected: [] });
    renderRoute(<EditTenderForm tender={tenderFixture()} />);
    fireEvent.change(screen.getByLabelText(/^Budget/), { target: { value: '1200.5' } });
    fireEvent.change(screen.getByLabelText(/^Location/), { target: { value: 'Tartu, Riia 15' } });
    fireEvent.change(screen.getByLabelText(/^Requirements/), { target: { value: 'RTK GNSS' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(mocks.api).toHaveBeenCalledWith(`/tenders/${ID}`, {
        method: 'PATCH',
        body: { location: 'Tartu, Riia 15', requirements: 'RTK GNSS', budgetCents: 120_050, removeAttachmentIds: [], addAttachments: [], version: 1 },
      }),
    );
  });

  it('refuses a negative budget, sending nothing', async () => {
    renderRoute(<EditTenderForm tender={tenderFixture()} />);
    fireEvent.change(screen.getByLabelText(/^Budget/), { target: { value: '-5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.getByText(tenderFieldMessages.budgetInvalid)).toBeTruthy());
    expect(mocks.api).not.toHaveBeenCalled();
  });
});

describe('EditTenderForm: a deadline that has passed', () => {
  beforeEach(() => mocks.api.mockReset());
  const expired = () => tenderFixture({ expiryDate: '2020-03-01T12:00:00.000Z' });

  it('saves other changes without asking for a new deadline', async () => {
    mocks.api.mockResolvedValueOnce({ tender: expired(), rejected: [] });
    renderRoute(<EditTenderForm tender={expired()} />, { path: '/tender-poster/edit-tender/:id', url: `/tender-poster/edit-tender/${ID}` });
    fireEvent.change(screen.getByLabelText(/Title/), { target: { value: 'Revised topographic survey' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/tender-poster'));
    expect(mocks.api).toHaveBeenCalledWith(`/tenders/${ID}`, { method: 'PATCH', body: { title: 'Revised topographic survey', removeAttachmentIds: [], addAttachments: [], version: 1 } });
    expect(screen.queryByText(messages.expiryFuture)).toBeNull();
  });

  it("refuses another day in the past with 'Expiry date must be in the future', sending nothing", async () => {
    renderRoute(<EditTenderForm tender={expired()} />);
    fireEvent.change(screen.getByLabelText(/^Deadline/), { target: { value: '2021-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.getByText(messages.expiryFuture)).toBeTruthy());
    expect(mocks.api).not.toHaveBeenCalled();
  });
});

describe('EditTenderForm Cancel', () => {
  it("goes back one step, or to the tender's detail when opened directly", async () => {
    const { router } = renderRoute(<EditTenderForm tender={tenderFixture()} />, { path: '/tender-poster/edit-tender/:id', url: `/tender-poster/edit-tender/${ID}` });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/tender-poster/tender/${ID}`));
  });
});
