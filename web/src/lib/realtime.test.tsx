/**
 * The realtime connection's set-up (part 1, 8.3; part 2, 8): when it cannot be set up the user sees
 * 'Warning: Some notifications ... may be delayed' once, the connection keeps retrying, and the warning
 * goes away when it opens.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RealtimeConnection } from './realtime';

const mocks = vi.hoisted(() => ({
  accessToken: vi.fn<() => Promise<string | undefined>>(),
  toast: Object.assign(vi.fn(), { warning: vi.fn(), dismiss: vi.fn() }),
}));
vi.mock('sonner', () => ({ toast: mocks.toast }));
vi.mock('./api-client', () => ({ accessToken: mocks.accessToken }));
vi.mock('./auth', () => ({ useAuth: () => ({ session: { userId: 'u-1' } }) }));
vi.mock('@/config/web-config', () => ({ webConfig: () => ({ realtimeUrl: 'wss://realtime.test' }) }));

/** A WebSocket that connects only when the test says so. */
class FakeSocket {
  static made: FakeSocket[] = [];
  onopen: (() => void) | null = null;
  onclose: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  constructor(readonly url: URL) {
    FakeSocket.made.push(this);
  }
  close() {}
}

/** The n-th socket made (0-based); fails the test when there is none. */
function socket(n: number): FakeSocket {
  const made = FakeSocket.made[n];
  if (!made) throw new Error(`No socket ${n} was made`);
  return made;
}

const WARNING = /^Some notifications .+ may be delayed/;

/** Lets the pending promises (the token read) settle. */
const settle = () => act(async () => {});

function renderConnection(client = new QueryClient()) {
  return render(
    <QueryClientProvider client={client}>
      <RealtimeConnection />
    </QueryClientProvider>,
  );
}

/** Renders the connection with a query client whose invalidations are recorded, and opens its first socket. */
async function openedWithSpy() {
  const client = new QueryClient();
  const refetched = vi.spyOn(client, 'invalidateQueries');
  renderConnection(client);
  await settle();
  act(() => socket(0).onopen?.());
  return refetched;
}

describe('RealtimeConnection', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.made = [];
    vi.stubGlobal('WebSocket', FakeSocket);
    mocks.accessToken.mockReset().mockResolvedValue('token-1');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('warns that notifications may be delayed when the connection closes before it opened, and keeps retrying', async () => {
    renderConnection();
    await settle();
    expect(FakeSocket.made).toHaveLength(1);
    act(() => socket(0).onclose?.());
    expect(mocks.toast.warning).toHaveBeenCalledWith('Warning', expect.objectContaining({ description: expect.stringMatching(WARNING) }));

    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(FakeSocket.made).toHaveLength(2);
    act(() => socket(1).onclose?.());
    // One warning per failed set-up, not one per retry.
    expect(mocks.toast.warning).toHaveBeenCalledTimes(1);

    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(FakeSocket.made).toHaveLength(3);
    act(() => socket(2).onopen?.());
    const { id } = mocks.toast.warning.mock.calls[0]?.[1] as { id: string };
    expect(mocks.toast.dismiss).toHaveBeenCalledWith(id);
  });

  it('warns and retries when no token can be read for the connection', async () => {
    mocks.accessToken.mockResolvedValueOnce(undefined);
    renderConnection();
    await settle();
    expect(FakeSocket.made).toHaveLength(0);
    expect(mocks.toast.warning).toHaveBeenCalledWith('Warning', expect.objectContaining({ description: expect.stringMatching(WARNING) }));

    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(FakeSocket.made).toHaveLength(1);
    expect(socket(0).url.searchParams.get('token')).toBe('token-1');
  });

  it('shows no warning when the connection opens', async () => {
    renderConnection();
    await settle();
    act(() => socket(0).onopen?.());
    expect(mocks.toast.warning).not.toHaveBeenCalled();
  });

  it('reads the notifications again when a dropped connection opens again, and not at the first open', async () => {
    const refetched = await openedWithSpy();
    expect(refetched).not.toHaveBeenCalled();

    act(() => socket(0).onclose?.()); // the realtime endpoint goes down
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    act(() => socket(1).onclose?.()); // still down: no bell refresh yet
    expect(refetched).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    act(() => socket(2).onopen?.());
    expect(refetched).toHaveBeenCalledWith({ queryKey: ['notifications'] });
    expect(refetched).toHaveBeenCalledTimes(1);
  });

  it('on a notification, refreshes the bell and what the page lists (tenders, bids, deliveries), never a tender’s detail', async () => {
    const refetched = await openedWithSpy();
    await act(async () =>
      socket(0).onmessage?.({ data: JSON.stringify({ type: 'notification', notificationType: 'new_tender', message: 'A new tender has been posted: "Boundary survey"', referenceId: 't-1' }) }),
    );
    await vi.waitFor(() => expect(refetched).toHaveBeenCalledWith({ queryKey: ['notifications'] }));
    const keys = refetched.mock.calls.map(([filters]) => filters?.queryKey);
    expect(keys).toEqual(expect.arrayContaining([['notifications'], ['tenders'], ['bids'], ['deliveries']]));
    const tenders = refetched.mock.calls.find(([filters]) => filters?.queryKey?.[0] === 'tenders')![0]!;
    expect(tenders.predicate?.({ queryKey: ['tenders', 'detail', 't-1'] } as never)).toBe(false);
    expect(tenders.predicate?.({ queryKey: ['tenders', 'list', 'open', null] } as never)).toBe(true);
  });

  it('on a message, refreshes that tender’s thread (its page and unread badge) and the bell’s count, without a toast', async () => {
    const refetched = await openedWithSpy();
    await act(async () => socket(0).onmessage?.({ data: JSON.stringify({ type: 'message', tenderId: 't-1', messageId: 'm-1', unread: 2 }) }));
    await vi.waitFor(() => expect(refetched).toHaveBeenCalledWith({ queryKey: ['tenders', 't-1', 'messages'] }));
    expect(refetched.mock.calls.map(([filters]) => filters?.queryKey)).toContainEqual(['notifications']);
    expect(mocks.toast).not.toHaveBeenCalled();
  });

  it('stops retrying when the user leaves', async () => {
    const view = renderConnection();
    await settle();
    act(() => socket(0).onclose?.());
    view.unmount();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(FakeSocket.made).toHaveLength(1);
  });
});
