/**
 * The session of a visitor without stored tokens: signed out at once, without asking
 * Amplify; with stored tokens Amplify reads them; a sign-in in another tab is noticed from the storage event.
 */
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider, useAuth } from './auth';
import { configureAuth } from './auth-api';
import { queryClient } from './query-client';

const mocks = vi.hoisted(() => ({ fetchAuthSession: vi.fn(), configureAmplify: vi.fn() }));
vi.mock('aws-amplify/auth', () => ({ fetchAuthSession: mocks.fetchAuthSession, signOut: vi.fn() }));
vi.mock('aws-amplify/utils', () => ({ Hub: { listen: () => () => undefined } }));
vi.mock('./amplify', () => ({ configureAmplify: mocks.configureAmplify }));
vi.mock('./api-client', () => ({ apiClient: () => ({ GET: vi.fn() }), request: async () => ({ role: 'tenderPoster', isApproved: true, profile: undefined }) }));
vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const TOKEN_KEY = 'CognitoIdentityServiceProvider.web-client.pia@example.com.accessToken';
const TOKENS = { accessToken: { payload: { sub: 'u1', exp: Math.floor(Date.now() / 1000) + 3600, 'cognito:groups': ['tenderPoster'] } } };

function Probe() {
  return <p data-testid="status">{useAuth().status}</p>;
}

function renderProvider() {
  render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <Probe />
      </AuthProvider>
    </QueryClientProvider>,
  );
}

const status = () => screen.getByTestId('status').textContent;

describe('AuthProvider without a stored session', () => {
  beforeEach(() => {
    localStorage.clear();
    queryClient.clear();
    configureAuth({
      region: 'eu-central-1',
      userPoolId: 'eu-central-1_pool',
      userPoolClientId: 'web-client',
      authFlowType: 'USER_SRP_AUTH',
      apiUrl: 'https://api.example',
      realtimeUrl: 'wss://rt.example',
    });
    mocks.fetchAuthSession.mockResolvedValue({ tokens: TOKENS });
  });
  afterEach(() => queryClient.clear());

  it('is signed out without loading Amplify', async () => {
    renderProvider();
    await waitFor(() => expect(status()).toBe('signedOut'));
    expect(mocks.fetchAuthSession).not.toHaveBeenCalled();
    expect(mocks.configureAmplify).not.toHaveBeenCalled();
  });

  it('reads stored tokens through Amplify, configured first', async () => {
    localStorage.setItem(TOKEN_KEY, 'h.p.s');
    renderProvider();
    await waitFor(() => expect(status()).toBe('signedIn'));
    expect(mocks.configureAmplify).toHaveBeenCalled();
    expect(mocks.configureAmplify.mock.invocationCallOrder[0]).toBeLessThan(mocks.fetchAuthSession.mock.invocationCallOrder[0]!);
  });

  it('notices a sign-in in another tab', async () => {
    renderProvider();
    await waitFor(() => expect(status()).toBe('signedOut'));
    localStorage.setItem(TOKEN_KEY, 'h.p.s');
    window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_KEY, newValue: 'h.p.s' }));
    await waitFor(() => expect(status()).toBe('signedIn'));
  });
});
