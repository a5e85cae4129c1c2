/**
 * Amplify Auth, loaded and configured on first use. Boot records the web config with
 * configureAuth() and loads nothing; authApi() loads lib/amplify-auth.ts once and applies the config
 * before handing it out. A visitor without a stored session (hasStoredSession() false) reads as signed out
 * without Amplify at all, so the landing, sign-in and registration pages load it only when a form is used.
 */
import type { WebConfig } from '@domain/dto';

/** The Amplify calls of the app (lib/amplify-auth.ts). */
export type AuthApi = typeof import('./amplify-auth');

/** The prefix of the keys Amplify keeps a user pool's tokens under in localStorage (its TokenStore). */
const KEY_PREFIX = 'CognitoIdentityServiceProvider';

let config: WebConfig | undefined;
let loading: Promise<AuthApi> | undefined;
let loaded: AuthApi | undefined;
const waiting = new Set<(api: AuthApi) => void>();

/** Records the user pool of `webConfig` for authApi() to configure Amplify with; loads nothing. Call once at boot. */
export function configureAuth(webConfig: WebConfig): void {
  config = webConfig;
}

/**
 * Amplify Auth, configured for the recorded user pool (unconfigured when configureAuth was never called,
 * as in component tests). Rejects when the chunk cannot be loaded; the next call tries again.
 */
export function authApi(): Promise<AuthApi> {
  loading ??= Promise.all([import('./amplify-auth'), config && import('./amplify')]).then(
    ([api, setup]) => {
      if (config && setup) setup.configureAmplify(config);
      loaded = api;
      for (const run of [...waiting]) run(api);
      return api;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Starts loading Amplify Auth ahead of a form's submit (e.g. when the form gets focus); failures are left to authApi()'s next call. */
export function preloadAuthApi(): void {
  authApi().catch(() => undefined);
}

/**
 * Runs `subscribe` with Amplify Auth once it is loaded (at once when it already is), without loading it.
 * `subscribe` returns its own unsubscribe; the function returned here cancels the wait or unsubscribes.
 */
export function whenAuthLoaded(subscribe: (api: AuthApi) => () => void): () => void {
  let stop: (() => void) | undefined;
  let cancelled = false;
  const run = (api: AuthApi) => {
    waiting.delete(run);
    if (!cancelled) stop = subscribe(api);
  };
  if (loaded) run(loaded);
  else waiting.add(run);
  return () => {
    cancelled = true;
    waiting.delete(run);
    stop?.();
  };
}

/** Whether `key` is one of the recorded user pool's token keys (true for any pool's before configureAuth). */
export function isAuthStorageKey(key: string | null): boolean {
  if (!key) return false;
  return key.startsWith(config ? `${KEY_PREFIX}.${config.userPoolClientId}.` : `${KEY_PREFIX}.`);
}

/**
 * Whether Amplify may hold a session: an access token of the recorded user pool in localStorage, where
 * Amplify keeps it (`CognitoIdentityServiceProvider.<client id>.<user>.accessToken`). True when that cannot
 * be told (no config recorded, storage unreadable), so Amplify decides; false means certainly signed out.
 */
export function hasStoredSession(): boolean {
  if (!config) return true;
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (isAuthStorageKey(key) && key!.endsWith('.accessToken')) return true;
    }
    return false;
  } catch {
    return true;
  }
}
