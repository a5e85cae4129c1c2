/**
 * Amplify Auth loaded on first use: a visitor without a stored session of the app's user
 * pool reads as signed out without Amplify; Amplify is loaded once and configured with the recorded pool.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { WebConfig } from '@domain/dto';

const mocks = vi.hoisted(() => ({ configureAmplify: vi.fn() }));
vi.mock('./amplify', () => ({ configureAmplify: mocks.configureAmplify }));
vi.mock('aws-amplify/auth', () => ({ fetchAuthSession: vi.fn() }));
vi.mock('aws-amplify/utils', () => ({ Hub: { listen: vi.fn() } }));

const CONFIG: WebConfig = {
  region: 'eu-central-1',
  userPoolId: 'eu-central-1_pool',
  userPoolClientId: 'web-client',
  authFlowType: 'USER_SRP_AUTH',
  apiUrl: 'https://api.example',
  realtimeUrl: 'wss://realtime.example',
};

/** A fresh copy of the module (its recorded config and loaded Amplify are module state). */
async function freshModule() {
  vi.resetModules();
  return import('./auth-api');
}

describe('auth-api', () => {
  beforeEach(() => localStorage.clear());

  it('reads a visitor as signed out only when the configured pool has no stored access token', async () => {
    const auth = await freshModule();
    expect(auth.hasStoredSession()).toBe(true); // no pool recorded yet: Amplify decides
    auth.configureAuth(CONFIG);
    expect(auth.hasStoredSession()).toBe(false);
    localStorage.setItem('CognitoIdentityServiceProvider.web-client.LastAuthUser', 'lena@example.com');
    localStorage.setItem('CognitoIdentityServiceProvider.other-client.lena@example.com.accessToken', 'x.y.z');
    expect(auth.hasStoredSession()).toBe(false);
    localStorage.setItem('CognitoIdentityServiceProvider.web-client.lena@example.com.accessToken', 'x.y.z');
    expect(auth.hasStoredSession()).toBe(true);
    expect(auth.isAuthStorageKey('CognitoIdentityServiceProvider.web-client.lena@example.com.refreshToken')).toBe(true);
    expect(auth.isAuthStorageKey('CognitoIdentityServiceProvider.other-client.LastAuthUser')).toBe(false);
    expect(auth.isAuthStorageKey(null)).toBe(false);
  });

  it('loads Amplify once, configures it with the recorded pool, and hands it to those waiting', async () => {
    const auth = await freshModule();
    auth.configureAuth(CONFIG);
    const early = vi.fn(() => () => undefined);
    const cancelled = vi.fn(() => () => undefined);
    auth.whenAuthLoaded(early);
    auth.whenAuthLoaded(cancelled)();
    expect(early).not.toHaveBeenCalled();

    const [first, second] = await Promise.all([auth.authApi(), auth.authApi()]);
    expect(first).toBe(second);
    expect(mocks.configureAmplify).toHaveBeenCalledTimes(1);
    expect(mocks.configureAmplify).toHaveBeenCalledWith(CONFIG);
    expect(early).toHaveBeenCalledWith(first);
    expect(cancelled).not.toHaveBeenCalled();

    const late = vi.fn(() => () => undefined);
    auth.whenAuthLoaded(late);
    expect(late).toHaveBeenCalledWith(first);
    await auth.authApi();
    expect(mocks.configureAmplify).toHaveBeenCalledTimes(1);
  });
});
