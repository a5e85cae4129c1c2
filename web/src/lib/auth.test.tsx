/**
 * The session code (spec part 1, 4.1 and 8.1) against a mocked Amplify: a token refresh that finally fails
 * ends the session with a message (not a console warning), and a session whose tokens cannot be read is
 * told "Role Error: Could not determine your user role" instead of silently counting as signed out.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider, useAuth } from './auth';
import { queryClient } from './query-client';

type Listener = (capsule: { payload: { event: string } }) => void;

const mocks = vi.hoisted(() => ({
  fetchAuthSession: vi.fn(),
  signOut: vi.fn(),
  request: vi.fn(),
  listeners: new Set<(capsule: { payload: { event: string } }) => void>(),
  toast: { error: vi.fn(), success: vi.fn() },
  /** The tokens Amplify holds; signOut clears them. */
  stored: undefined as unknown,
}));
vi.mock('aws-amplify/auth', () => ({ fetchAuthSession: mocks.fetchAuthSession, signOut: mocks.signOut }));
vi.mock('aws-amplify/utils', () => ({
  Hub: {
    listen: (_channel: string, listener: Listener) => {
      mocks.listeners.add(listener);
      return () => mocks.listeners.delete(listener);
    },
  },
}));
vi.mock('./api-client', () => ({ apiClient: () => ({ GET: vi.fn() }), request: mocks.request }));
vi.mock('sonner', () => ({ toast: mocks.toast }));

/** Sends an Amplify Hub event on the auth channel, as Amplify does. */
function hub(event: string) {
  for (const listener of [...mocks.listeners]) listener({ payload: { event } });
}

const base64url = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
/** Amplify's tokens for a tender poster whose access token expires in an hour. */
const TOKENS = {
  accessToken: { payload: { sub: 'u1', exp: Math.floor(Date.now() / 1000) + 3600, 'cognito:groups': ['tenderPoster'] }, toString: () => `h.${base64url({ sub: 'u1' })}.s` },
  idToken: { payload: { email: 'pia@example.com', given_name: 'Pia', family_name: 'Poster' } },
};
const ME = {
  role: 'tenderPoster',
  isApproved: true,
  profile: {
    userId: 'u1',
    email: 'pia@example.com',
    firstName: 'Pia',
    lastName: 'Poster',
    company: null,
    phone: null,
    role: 'tenderPoster',
    approvalStatus: 'approved',
    createdAt: '2026-01-01T00:00:00Z',
  },
};

function Probe() {
  const auth = useAuth();
  return <p data-testid="status">{auth.status}</p>;
}

function renderProvider() {
  return render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <Probe />
      </AuthProvider>
    </QueryClientProvider>,
  );
}

const status = () => screen.getByTestId('status').textContent;

describe('AuthProvider', () => {
  beforeEach(() => {
    queryClient.clear();
    mocks.listeners.clear();
    mocks.request.mockResolvedValue(ME);
    mocks.signOut.mockImplementation(async () => {
      mocks.stored = undefined;
      hub('signedOut');
    });
  });
  afterEach(() => queryClient.clear());

  it('signs the user out and says so when a token refresh finally fails', async () => {
    mocks.stored = TOKENS;
    mocks.fetchAuthSession.mockImplementation(async () => ({ tokens: mocks.stored }));
    renderProvider();
    await waitFor(() => expect(status()).toBe('signedIn'));

    act(() => hub('tokenRefresh_failure'));

    await waitFor(() => expect(status()).toBe('signedOut'));
    expect(mocks.signOut).toHaveBeenCalledTimes(1);
    expect(mocks.toast.error).toHaveBeenCalledWith('Session expired', { id: 'session-ended', description: 'Your session could not be renewed. Please sign in again.' });
  });

  it('ends the session when the refresh a minute before expiry fails', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const soon = { ...TOKENS, accessToken: { ...TOKENS.accessToken, payload: { ...TOKENS.accessToken.payload, exp: Math.floor(Date.now() / 1000) + 30 } } };
      mocks.stored = soon;
      mocks.fetchAuthSession.mockImplementation(async (options?: { forceRefresh?: boolean }) => {
        if (options?.forceRefresh) throw Object.assign(new Error('A network error has occurred.'), { name: 'NetworkError' });
        return { tokens: mocks.stored };
      });
      renderProvider();
      await waitFor(() => expect(status()).toBe('signedIn'));
      await act(() => vi.advanceTimersByTimeAsync(5_000));
      await waitFor(() => expect(mocks.signOut).toHaveBeenCalledTimes(1));
      await waitFor(() => expect(status()).toBe('signedOut'));
      expect(mocks.toast.error).toHaveBeenCalledWith('Session expired', expect.objectContaining({ id: 'session-ended' }));
    } finally {
      vi.useRealTimers();
    }
  });

  it('says "Role Error: Could not determine your user role" when the session cannot be read', async () => {
    mocks.fetchAuthSession.mockRejectedValue(new Error('Stored tokens are unreadable'));
    renderProvider();
    await waitFor(() => expect(mocks.toast.error).toHaveBeenCalledWith('Role Error', { id: 'role-error', description: 'Could not determine your user role' }));
    expect(status()).toBe('signedOut');
  });

  it('tells a failed refresh while reading the session as an ended session, not a role error', async () => {
    mocks.fetchAuthSession.mockImplementation(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      hub('tokenRefresh_failure');
      throw Object.assign(new Error('A network error has occurred.'), { name: 'NetworkError' });
    });
    renderProvider();
    await waitFor(() => expect(mocks.toast.error).toHaveBeenCalledWith('Session expired', expect.objectContaining({ id: 'session-ended' })));
    expect(status()).toBe('signedOut');
    expect(mocks.toast.error).not.toHaveBeenCalledWith('Role Error', expect.anything());
  });
});
