/**
 * The tender query's failures (part 2, 7 and 8 "Tender query"; 9: 5 s): a page still unanswered after 5 s
 * is aborted through its AbortSignal and fails with timeout_error ('Query timed out...'); a 5xx answer
 * fails with custom_error; TanStack Query's own cancel still cancels.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getTenders } from './get-tenders';
import { TenderQueryError } from './tender-query-error';

const http = vi.hoisted(() => ({ fetch: vi.fn<(request: Request) => Promise<Response>>() }));
vi.mock('@/lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/api-client')>();
  const client = original.createApiClient({ baseUrl: 'https://api.test', auth: false, fetch: (request) => http.fetch(request) });
  return { ...original, apiClient: () => client };
});

/** A fetch that never answers, but rejects as browsers do when its request's signal aborts; records the request. */
function hangingFetch() {
  const seen: Request[] = [];
  http.fetch.mockImplementation(
    (request) =>
      new Promise((_, reject) => {
        seen.push(request);
        request.signal.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
      }),
  );
  return seen;
}

describe('getTenders', () => {
  beforeEach(() => {
    http.fetch.mockReset();
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("aborts a request unanswered after 5 s and fails with timeout_error 'Query timed out...'", async () => {
    const seen = hangingFetch();
    const page = getTenders({ scope: 'open' });
    const outcome = page.then(
      () => 'answered',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(4_999);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.signal.aborted).toBe(false);

    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(TenderQueryError);
    expect(error).toMatchObject({ code: 'timeout_error', message: 'Query timed out...', status: 408 });
    expect(seen[0]!.signal.aborted).toBe(true);
  });

  it('answers as usual within the 5 s and leaves no timer behind', async () => {
    http.fetch.mockResolvedValue(new Response(JSON.stringify({ items: [], nextCursor: null }), { status: 200, headers: { 'content-type': 'application/json' } }));
    await expect(getTenders({ scope: 'open' })).resolves.toEqual({ items: [], nextCursor: null });
    expect(vi.getTimerCount()).toBe(0);
  });

  it("fails with custom_error 'Failed to fetch tenders due to a database error. Please try again later.' on a 5xx answer", async () => {
    http.fetch.mockResolvedValue(new Response(JSON.stringify({ message: 'Internal server error' }), { status: 500, headers: { 'content-type': 'application/json' } }));
    await expect(getTenders({ scope: 'mine' })).rejects.toMatchObject({
      name: 'TenderQueryError',
      code: 'custom_error',
      message: 'Failed to fetch tenders due to a database error. Please try again later.',
      status: 500,
    });
  });

  it("keeps a 4xx answer's own message", async () => {
    http.fetch.mockResolvedValue(new Response(JSON.stringify({ message: 'Invalid cursor' }), { status: 400, headers: { 'content-type': 'application/json' } }));
    await expect(getTenders({ scope: 'open', cursor: 'x' })).rejects.toMatchObject({ name: 'ApiRequestError', status: 400, message: 'Invalid cursor' });
  });

  it("passes TanStack Query's cancel on to the request, as an abort rather than a time-out", async () => {
    const seen = hangingFetch();
    const controller = new AbortController();
    const page = getTenders({ scope: 'open' }, controller.signal);
    await vi.advanceTimersByTimeAsync(10);
    controller.abort();
    await expect(page).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen[0]!.signal.aborted).toBe(true);
  });
});
