/**
 * A fake API for component tests: the app's typed client (lib/api-client.ts) over a fetch that hands each
 * request to `handler(path, options)` as the test sees it, and turns its answer into a response.
 *
 *   const mocks = vi.hoisted(() => ({ api: vi.fn() }));
 *   vi.mock('@/lib/api-client', async (importOriginal) => (await import('@/testing/fake-api')).fakeApi(await importOriginal(), mocks.api));
 *
 * `path` has no base URL or query (`/tenders/t-1/bid`); `options` holds `method` (except for GET), `body`
 * (parsed JSON, when sent) and `query` (when the URL has one). A value the handler returns is the 200
 * JSON answer; a thrown error with a numeric `status` (ApiRequestError) is that status with its
 * `{message, fieldErrors}`; any other thrown error is a network failure.
 */
import type * as ApiClientModule from '@/lib/api-client';

export interface FakeRequest {
  method?: string;
  body?: unknown;
  query?: Record<string, string>;
}

/** What a test answers a request with (method syntax: a test's vi.fn may declare narrower options). */
export interface FakeApiHandler {
  handle(path: string, options: FakeRequest): unknown;
}

const BASE_URL = 'https://api.test';

async function toFake(request: Request): Promise<[string, FakeRequest]> {
  const url = new URL(request.url);
  const options: FakeRequest = {};
  if (request.method !== 'GET') options.method = request.method;
  const text = await request.text();
  if (text) options.body = JSON.parse(text);
  if (url.search) options.query = Object.fromEntries(url.searchParams);
  return [decodeURIComponent(url.pathname), options];
}

function json(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A fetch answering from `handler` (see the module comment). */
export function fakeFetch(handler: FakeApiHandler['handle']): (request: Request) => Promise<Response> {
  return async (request) => {
    const [path, options] = await toFake(request);
    try {
      return json(200, await handler(path, options));
    } catch (error) {
      const { status, message, fieldErrors } = error as { status?: unknown; message?: string; fieldErrors?: unknown };
      if (typeof status === 'number') return json(status, { message, fieldErrors });
      throw error;
    }
  };
}

/**
 * The api-client module with both clients (signed-in and public) answering from `handler`; takes the
 * real module (vi.mock's importOriginal) so errors, messages and query strings stay the app's own.
 */
export function fakeApi(original: typeof ApiClientModule, handler: FakeApiHandler['handle']): typeof ApiClientModule {
  const client = original.createApiClient({ baseUrl: BASE_URL, auth: false, fetch: fakeFetch(handler) });
  return { ...original, apiClient: () => client, publicApiClient: () => client };
}
