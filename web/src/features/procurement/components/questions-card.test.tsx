/**
 * The Questions card (docs/decisions/procurement/questions.md) for each role: a geodesist asks until the question
 * deadline (the form checks the text with the API's schema), the poster answers unanswered questions, an admin sees
 * who asked, and nobody else does.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { questionMessages } from '@features/procurement/domain/questions';
import { TENDER_ID, tenderDetailFixture } from '@/testing/fixtures';
import { renderRoute } from '@/testing/render';
import { QuestionsCard } from './questions-card';

const mocks = vi.hoisted(() => ({ api: vi.fn(), toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
vi.mock('sonner', () => ({ toast: mocks.toast }));
vi.mock('@/lib/api-client', async (importOriginal) => (await import('@/testing/fake-api')).fakeApi(await importOriginal(), mocks.api));

const FUTURE = '2099-06-27T12:00:00.000Z';
const answered = {
  questionId: 'q-2',
  text: 'Which coordinate system?',
  askedAt: '2026-11-01T10:00:00.000Z',
  askerName: 'Geo OÜ',
  answer: { text: 'L-EST97.', answeredAt: '2026-11-02T10:00:00.000Z', file: { filename: 'crs.pdf', contentType: 'application/pdf', size: 10 } },
};
const open = { questionId: 'q-1', text: 'Is a site visit possible?', askedAt: '2026-11-03T10:00:00.000Z', askerName: null, answer: null };

beforeEach(() => {
  mocks.api.mockReset();
  Object.values(mocks.toast).forEach((f) => f.mockReset());
  mocks.api.mockImplementation((path: string, options: { method?: string }) => {
    if (path === `/tenders/${TENDER_ID}/questions` && !options.method) return { items: [open, answered], nextCursor: null };
    if (options.method === 'POST') return { question: open };
    return {};
  });
});

describe('QuestionsCard', () => {
  it('lets a geodesist ask before the question deadline, and refuses an empty question as the API does', async () => {
    renderRoute(<QuestionsCard tender={tenderDetailFixture({ tenderId: TENDER_ID, status: 'Open', questionDeadline: FUTURE })} role="geodesist" />);
    expect(await screen.findByText('Is a site visit possible?')).toBeTruthy();
    expect(screen.getByText(/Questions until/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ask question' }));
    expect(await screen.findByText(questionMessages.textRequired)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Your question'), { target: { value: 'Is parking available?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ask question' }));
    await waitFor(() => expect(mocks.api).toHaveBeenCalledWith(`/tenders/${TENDER_ID}/questions`, { method: 'POST', body: { text: 'Is parking available?' } }));
    // Nobody but admins sees who asked.
    expect(screen.queryByText(/by Geo OÜ/)).toBeNull();
  });

  it('offers no ask form after the question deadline', async () => {
    renderRoute(<QuestionsCard tender={tenderDetailFixture({ tenderId: TENDER_ID, status: 'Open', questionDeadline: '2020-01-01T00:00:00.000Z' })} role="geodesist" />);
    expect(await screen.findByText('The deadline for questions has passed.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ask question' })).toBeNull();
  });

  it('lets the poster answer an unanswered question, and shows the answered one with its file', async () => {
    renderRoute(<QuestionsCard tender={tenderDetailFixture({ tenderId: TENDER_ID, status: 'Open', questionDeadline: FUTURE })} role="tenderPoster" />);
    expect(await screen.findByText('L-EST97.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download crs.pdf' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Publish answer' })).toHaveLength(1);
    fireEvent.change(screen.getByLabelText('Your answer'), { target: { value: 'Yes, on Mondays.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish answer' }));
    await waitFor(() => expect(mocks.api).toHaveBeenCalledWith(`/tenders/${TENDER_ID}/questions/q-1/answer`, { method: 'POST', body: { text: 'Yes, on Mondays.' } }));
    expect(screen.queryByRole('button', { name: 'Ask question' })).toBeNull();
  });

  it('shows admins who asked, and no forms', async () => {
    renderRoute(<QuestionsCard tender={tenderDetailFixture({ tenderId: TENDER_ID, status: 'Open', questionDeadline: FUTURE })} role="admin" />);
    expect(await screen.findByText(/by Geo OÜ/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Publish answer' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ask question' })).toBeNull();
  });
});
