/**
 * The Messages card (docs/decisions/after-award/messages.md): shown to the poster, the contractor and admins once the
 * tender is awarded, nobody else; oldest at the top with 'Load earlier messages' upward; the unread badge and mark-read
 * while shown; 'Read' under the caller's newest message the other side read; the read-only notice after completion;
 * admins post as GeoTender support and hide a message with a reason; a hidden message shows its reason.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messageMessages } from '@features/messages/domain/messages';
import { TENDER_ID, tenderDetailFixture } from '@/testing/fixtures';
import { renderRoute } from '@/testing/render';
import { MessagesCard } from './messages-card';

const POSTER = 'poster-1';
const CONTRACTOR = 'geo-1';
const mocks = vi.hoisted(() => ({
  api: vi.fn(),
  auth: { role: 'tenderPoster', session: { userId: 'poster-1' } } as { role: string; session: { userId: string } },
  toast: { success: vi.fn(), error: vi.fn() },
}));
vi.mock('sonner', () => ({ toast: mocks.toast }));
vi.mock('@/lib/auth', () => ({ useAuth: () => mocks.auth }));
vi.mock('@/lib/api-client', async (importOriginal) => (await import('@/testing/fake-api')).fakeApi(await importOriginal(), mocks.api));

const id = (n: number) => `00177235920000${n}-5a2c7e91-4d3b-4f8a-a6e0-1b9d3c7f2e54`;
const msg = (n: number, over: Record<string, unknown> = {}) => ({
  messageId: id(n),
  author: 'poster',
  authorName: 'Paula Poster',
  mine: true,
  text: `Message ${n}`,
  files: [],
  postedAt: '2026-11-01T10:00:00.000Z',
  hidden: null,
  ...over,
});
const thread = (over: Record<string, unknown> = {}) => ({ writable: true, readOnlyReason: null, side: 'poster', unread: 0, lastRead: { poster: null, contractor: null }, ...over });
const awarded = (over: Record<string, unknown> = {}) => tenderDetailFixture({ tenderId: TENDER_ID, status: 'In Progress', creatorId: POSTER, contractorId: CONTRACTOR, ...over });

function answer(pages: Record<string, unknown>) {
  mocks.api.mockImplementation((path: string, options: { method?: string; query?: Record<string, string> }) => {
    if (path === `/tenders/${TENDER_ID}/messages` && !options.method) return pages[options.query?.cursor ?? 'first'];
    if (path.endsWith('/messages/read')) return { unread: 0 };
    if (options.method === 'POST') return { message: msg(9) };
    return {};
  });
}

beforeEach(() => {
  mocks.api.mockReset();
  mocks.auth = { role: 'tenderPoster', session: { userId: POSTER } };
});

describe('MessagesCard', () => {
  it('shows the thread oldest at the top, loads earlier messages upward, and shows Read under the newest read one', async () => {
    answer({
      first: { items: [msg(3, { author: 'contractor', authorName: 'Gerd Geo', mine: false }), msg(2)], nextCursor: 'older', thread: thread({ lastRead: { poster: null, contractor: id(2) } }) },
      older: { items: [msg(1)], nextCursor: null, thread: thread() },
    });
    renderRoute(<MessagesCard tender={awarded()} />);
    await screen.findByText('Message 3');
    expect(screen.getAllByTestId('message').map((m) => within(m).queryByText(/^Message/)?.textContent)).toEqual(['Message 2', 'Message 3']);
    expect(within(screen.getAllByTestId('message')[0]!).getByTestId('read-receipt').textContent).toBe('Read');
    fireEvent.click(screen.getByRole('button', { name: 'Load earlier messages' }));
    await screen.findByText('Message 1');
    expect(screen.getAllByTestId('message').map((m) => within(m).queryByText(/^Message/)?.textContent)).toEqual(['Message 1', 'Message 2', 'Message 3']);
    expect(screen.queryByRole('button', { name: 'Load earlier messages' })).toBeNull();
  });

  it('shows the unread count and marks the thread read up to its newest message', async () => {
    answer({ first: { items: [msg(4, { author: 'contractor', mine: false })], nextCursor: null, thread: thread({ unread: 1 }) } });
    renderRoute(<MessagesCard tender={awarded()} />);
    expect(await screen.findByLabelText('1 unread')).toBeTruthy();
    await waitFor(() => expect(mocks.api).toHaveBeenCalledWith(`/tenders/${TENDER_ID}/messages/read`, { method: 'POST', body: { upTo: id(4) } }));
  });

  it('sends a message and refuses an empty one with the API’s message', async () => {
    answer({ first: { items: [], nextCursor: null, thread: thread() } });
    renderRoute(<MessagesCard tender={awarded()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(messageMessages.empty)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Your message'), { target: { value: 'Which benchmark?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(mocks.api).toHaveBeenCalledWith(`/tenders/${TENDER_ID}/messages`, { method: 'POST', body: { text: 'Which benchmark?' } }));
  });

  it('is read-only after completion, with the reason', async () => {
    answer({ first: { items: [msg(1)], nextCursor: null, thread: thread({ writable: false, readOnlyReason: messageMessages.readOnly }) } });
    renderRoute(<MessagesCard tender={awarded({ status: 'Completed' })} />);
    expect(await screen.findByText(messageMessages.readOnly)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send message' })).toBeNull();
  });

  it('lets an admin post as GeoTender support and hide a message with a reason; shows a hidden message’s reason', async () => {
    mocks.auth = { role: 'admin', session: { userId: 'admin-1' } };
    answer({ first: { items: [msg(2, { hidden: { reason: 'Contact details', hiddenAt: '2026-11-02T10:00:00.000Z' } }), msg(1, { mine: false })], nextCursor: null, thread: thread({ side: null }) } });
    renderRoute(<MessagesCard tender={awarded({ creatorId: null, contractorId: CONTRACTOR })} />);
    expect(await screen.findByText('Hidden by an admin: Contact details')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Post as GeoTender support' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Hide' }));
    fireEvent.change(screen.getByLabelText('Reason for hiding'), { target: { value: 'Insults' } });
    fireEvent.click(screen.getByRole('button', { name: 'Hide' }));
    await waitFor(() => expect(mocks.api).toHaveBeenCalledWith(`/tenders/${TENDER_ID}/messages/${id(1)}/hide`, { method: 'POST', body: { reason: 'Insults' } }));
  });

  it('shows nothing before an award or to someone who is not a party', async () => {
    answer({});
    const { container } = renderRoute(<MessagesCard tender={tenderDetailFixture({ tenderId: TENDER_ID, status: 'Open', creatorId: POSTER, contractorId: null })} />);
    mocks.auth = { role: 'geodesist', session: { userId: 'someone-else' } };
    renderRoute(<MessagesCard tender={awarded()} />);
    await new Promise((r) => setTimeout(r, 20));
    expect(container.querySelector('.messages-card')).toBeNull();
    expect(document.querySelector('.messages-card')).toBeNull();
    expect(mocks.api).not.toHaveBeenCalled();
  });
});
