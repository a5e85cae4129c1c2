/** The typed API client: token, URL and query string, and how answers and failures come back. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, createApiClient, request } from './api-client';

const mocks = vi.hoisted(() => ({ fetchAuthSession: vi.fn() }));
vi.mock('aws-amplify/auth', () => ({ fetchAuthSession: mocks.fetchAuthSession }));

const TENDER_ID = 'abcdef12-3456-4789-8abc-def123456789';

/** A client over a fetch that records each request and answers `status` with `body`. */
function clientAnswering(status: number, body: unknown, auth = true) {
  const sent: Request[] = [];
  const fetch = vi.fn(async (req: Request) => {
    sent.push(req);
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
  });
  return { client: createApiClient({ baseUrl: 'https://api.example/', auth, fetch }), sent };
}

describe('api client', () => {
  beforeEach(() => {
    mocks.fetchAuthSession.mockResolvedValue({ tokens: { accessToken: { toString: () => 'access-token' } } });
  });

  it('sends the access token, fills path parameters and leaves empty query values out', async () => {
    const { client, sent } = clientAnswering(200, { items: [], nextCursor: null });
    const page = await request(client.GET('/tenders/{tenderId}/bids', { params: { path: { tenderId: TENDER_ID }, query: { cursor: undefined } } }));
    expect(page).toEqual({ items: [], nextCursor: null });
    expect(sent[0]!.url).toBe(`https://api.example/tenders/${TENDER_ID}/bids`);
    expect(sent[0]!.headers.get('Authorization')).toBe('Bearer access-token');
    expect(sent[0]!.headers.get('Accept')).toBe('application/json');

    await request(client.GET('/tenders', { params: { query: { scope: 'open', search: 'a b', status: '' } } }));
    expect(sent[1]!.url).toBe('https://api.example/tenders?scope=open&search=a+b');
  });

  it('sends no token from a public client, and none when signed out', async () => {
    const open = clientAnswering(201, { received: true }, false);
    await request(open.client.POST('/contact', { body: { name: 'Ada', email: 'ada@example.com', subject: 'Hello', message: 'A question about surveys' } }));
    expect(open.sent[0]!.headers.get('Authorization')).toBeNull();
    expect(open.sent[0]!.headers.get('Content-Type')).toBe('application/json');

    mocks.fetchAuthSession.mockRejectedValue(new Error('signed out'));
    const signedOut = clientAnswering(200, { items: [], unreadCount: 0 });
    await request(signedOut.client.GET('/notifications'));
    expect(signedOut.sent[0]!.headers.get('Authorization')).toBeNull();
  });

  it("throws ApiRequestError with the server's message and field messages", async () => {
    const { client } = clientAnswering(400, { message: 'Title is too short', fieldErrors: { title: ['Title is too short', 3] } });
    const error = await request(client.POST('/tenders', { body: { title: 'x', description: 'A survey of a plot', expiryDate: '2099-01-01', attachments: [] } })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 400, message: 'Title is too short', fieldErrors: { title: ['Title is too short'] } });
  });

  it('names the status when the error body has no message', async () => {
    const { client } = clientAnswering(503, 'Service Unavailable');
    await expect(request(client.GET('/admin/email/health'))).rejects.toMatchObject({ status: 503, message: 'Request failed (503)' });
  });

  it('turns a network failure into status 0 and lets an abort through', async () => {
    const down = createApiClient({ baseUrl: 'https://api.example', auth: false, fetch: () => Promise.reject(new TypeError('Failed to fetch')) });
    await expect(request(down.GET('/notifications'))).rejects.toMatchObject({ status: 0, message: 'Could not reach the server. Please check your connection and try again.' });

    const abort = new DOMException('The operation was aborted.', 'AbortError');
    const aborted = createApiClient({ baseUrl: 'https://api.example', auth: false, fetch: () => Promise.reject(abort) });
    await expect(request(aborted.GET('/notifications'))).rejects.toBe(abort);
  });
});
