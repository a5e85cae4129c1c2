import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { tenderFieldMessages } from '@features/tenders/domain/tender';
import { renderRoute } from '@/testing/render';
import { tenderDetailFixture } from '@/testing/fixtures';
import { CreateTenderForm } from './create-tender-form';
import { PROJECT_CODE_PENDING } from './tender-preview-dialog';

const mocks = vi.hoisted(() => ({
  api: vi.fn(),
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));
vi.mock('sonner', () => ({ toast: mocks.toast }));
vi.mock('@/lib/api-client', async (importOriginal) => (await import('@/testing/fake-api')).fakeApi(await importOriginal(), mocks.api));
vi.mock('@/lib/post-file', () => ({ postFile: vi.fn(async () => undefined) }));

const KEY = 'staging/u-1/0f0f0f0f-0000-4000-8000-000000000001/plan.pdf';

/** Answers the upload calls, and the create with a tender. */
function serve() {
  mocks.api.mockImplementation(async (path: string) => {
    if (path === '/uploads') return { uploads: [{ key: KEY, filename: 'plan.pdf', url: 'https://files.test', fields: {}, maxBytes: 1000 }] };
    if (path === '/uploads/verify') return { key: KEY, filename: 'plan.pdf', size: 4, contentType: 'application/pdf' };
    if (path === '/tenders') return { tender: tenderDetailFixture(), rejected: [] };
    throw new Error(`unexpected ${path}`);
  });
}

const type = (label: RegExp | string, value: string) => {
  const field = screen.getByLabelText(label);
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
};

async function fillAndAttach(container: HTMLElement) {
  type(/^Title/, 'Topographic survey of a plot');
  type(/^Description/, 'Survey of a 5 ha plot with a terrain model.');
  type('Expiry Date', '2099-06-30');
  fireEvent.change(container.querySelector('input[type="file"]')!, { target: { files: [new File(['%PDF'], 'plan.pdf', { type: 'application/pdf' })] } });
  await waitFor(() => expect(mocks.api).toHaveBeenCalledWith('/uploads/verify', expect.anything()));
}

describe('CreateTenderForm', () => {
  beforeEach(() => {
    mocks.api.mockReset();
    serve();
  });

  it("calls the poster's own code 'Client Reference', never 'Project Code'", () => {
    renderRoute(<CreateTenderForm />);
    expect(screen.getByLabelText('Client Reference (optional)')).toBeTruthy();
    expect(screen.queryByLabelText(/Project Code/)).toBeNull();
  });

  it('previews and publishes the requirements, location and a budget typed in euros as cents', async () => {
    const { container } = renderRoute(<CreateTenderForm />);
    await fillAndAttach(container);
    type('Client Reference (optional)', 'PRJ-2025-014');
    type(/^Requirements/, 'RTK GNSS, ±2 cm; DWG and PDF');
    type(/^Location/, 'Tartu, Riia 15');
    type(/^Budget/, '2500.5');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create Tender' }).hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Create Tender' }));

    const preview = await screen.findByRole('dialog', { name: 'Preview Tender' });
    const terms = Object.fromEntries([...preview.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]));
    expect(terms).toMatchObject({ 'Project Code': PROJECT_CODE_PENDING, 'Client Reference': 'PRJ-2025-014', Location: 'Tartu, Riia 15', Budget: expect.stringMatching(/^2\.500,50\s€$/) });
    expect(within(preview).getByText('RTK GNSS, ±2 cm; DWG and PDF')).toBeTruthy();

    fireEvent.click(within(preview).getByRole('button', { name: 'Confirm & Publish' }));
    await waitFor(() => expect(mocks.api).toHaveBeenCalledWith('/tenders', expect.objectContaining({ method: 'POST' })));
    const body = mocks.api.mock.calls.find(([path]) => path === '/tenders')![1].body;
    expect(body).toMatchObject({ reference: 'PRJ-2025-014', requirements: 'RTK GNSS, ±2 cm; DWG and PDF', location: 'Tartu, Riia 15', budgetCents: 250_050, attachments: [KEY] });
  });

  it('sends budget 0, no requirements and no location when they are left empty', async () => {
    const { container } = renderRoute(<CreateTenderForm />);
    await fillAndAttach(container);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create Tender' }).hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Create Tender' }));
    const preview = await screen.findByRole('dialog', { name: 'Preview Tender' });
    fireEvent.click(within(preview).getByRole('button', { name: 'Confirm & Publish' }));
    await waitFor(() => expect(mocks.api).toHaveBeenCalledWith('/tenders', expect.objectContaining({ method: 'POST' })));
    const body = mocks.api.mock.calls.find(([path]) => path === '/tenders')![1].body;
    expect(body).toMatchObject({ requirements: null, location: null, budgetCents: 0 });
  });

  it('refuses a budget with more than two decimals, as the API does', async () => {
    renderRoute(<CreateTenderForm />);
    type(/^Budget/, '12.345');
    await waitFor(() => expect(screen.getByText(tenderFieldMessages.budgetInvalid)).toBeTruthy());
  });
});
