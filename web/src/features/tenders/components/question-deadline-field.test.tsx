/**
 * The question deadline on Create and Edit Tender (lambdas/features/tenders/domain/question-deadline.ts): empty sends
 * none (the server's default, three days before the expiry date), one after the expiry date is refused with the API's
 * message, a chosen one is sent; the edit sends it only when changed.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { questionDeadlineMessages } from '@features/tenders/domain/question-deadline';
import { renderRoute } from '@/testing/render';
import { tenderDetailFixture } from '@/testing/fixtures';
import { CreateTenderForm } from './create-tender-form';
import { buildTenderUpdate, localDateTime } from './edit-tender-form';

const mocks = vi.hoisted(() => ({ api: vi.fn(), toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));
vi.mock('sonner', () => ({ toast: mocks.toast }));
vi.mock('@/lib/api-client', async (importOriginal) => (await import('@/testing/fake-api')).fakeApi(await importOriginal(), mocks.api));
vi.mock('@/lib/post-file', () => ({ postFile: vi.fn(async () => undefined) }));

const KEY = 'staging/u-1/0f0f0f0f-0000-4000-8000-000000000001/plan.pdf';
const type = (label: RegExp | string, value: string) => {
  const field = screen.getByLabelText(label);
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
};

async function fill(container: HTMLElement) {
  type(/^Title/, 'Topographic survey of a plot');
  type(/^Description/, 'Survey of a 5 ha plot with a terrain model.');
  type('Expiry Date', '2099-06-30');
  fireEvent.change(container.querySelector('input[type="file"]')!, { target: { files: [new File(['%PDF'], 'plan.pdf', { type: 'application/pdf' })] } });
  await waitFor(() => expect(mocks.api).toHaveBeenCalledWith('/uploads/verify', expect.anything()));
}

async function publish(): Promise<Record<string, unknown>> {
  await waitFor(() => expect(screen.getByRole('button', { name: 'Create Tender' }).hasAttribute('disabled')).toBe(false));
  fireEvent.click(screen.getByRole('button', { name: 'Create Tender' }));
  const preview = await screen.findByRole('dialog', { name: 'Preview Tender' });
  fireEvent.click(within(preview).getByRole('button', { name: 'Confirm & Publish' }));
  await waitFor(() => expect(mocks.api).toHaveBeenCalledWith('/tenders', expect.objectContaining({ method: 'POST' })));
  return mocks.api.mock.calls.find(([path]) => path === '/tenders')![1].body;
}

describe('the question deadline on Create Tender', () => {
  beforeEach(() => {
    mocks.api.mockReset();
    mocks.api.mockImplementation(async (path: string) => {
      if (path === '/uploads') return { uploads: [{ key: KEY, filename: 'plan.pdf', url: 'https://files.test', fields: {}, maxBytes: 1000 }] };
      if (path === '/uploads/verify') return { key: KEY, filename: 'plan.pdf', size: 4, contentType: 'application/pdf' };
      if (path === '/tenders') return { tender: tenderDetailFixture(), rejected: [] };
      throw new Error(`unexpected ${path}`);
    });
  });

  it('tells the default and sends none when left empty', async () => {
    const { container } = renderRoute(<CreateTenderForm />);
    expect(screen.getByText(/Empty: 3 days before the expiry date/)).toBeTruthy();
    await fill(container);
    expect(await publish()).not.toHaveProperty('questionDeadline');
  });

  it('refuses one after the expiry date with the API’s message', async () => {
    const { container } = renderRoute(<CreateTenderForm />);
    await fill(container);
    type('Question Deadline', '2099-07-05T12:00');
    expect(await screen.findByText(questionDeadlineMessages.afterDeadline)).toBeTruthy();
  });

  it('sends a chosen one as an instant', async () => {
    const { container } = renderRoute(<CreateTenderForm />);
    await fill(container);
    type('Question Deadline', '2099-06-20T12:00');
    expect((await publish()).questionDeadline).toBe(new Date('2099-06-20T12:00').toISOString());
  });
});

describe('the question deadline on Edit Tender', () => {
  const tender = tenderDetailFixture({ expiryDate: '2099-06-30T20:59:59.000Z', questionDeadline: '2099-06-27T20:59:59.000Z' });
  const base = { title: tender.title, description: tender.description, expiryDay: '2099-06-30' };

  it('sends it only when changed', () => {
    expect(buildTenderUpdate(tender, { ...base, questionDeadline: localDateTime(tender.questionDeadline!) }, [], [])).not.toHaveProperty('questionDeadline');
    expect(buildTenderUpdate(tender, { ...base, questionDeadline: '2099-06-25T10:00' }, [], []).questionDeadline).toBe(new Date('2099-06-25T10:00').toISOString());
  });
});
