/**
 * Which function an in-process invocation belongs to. The local cloud runs every handler in one process,
 * so it runs each invocation inside `runInvocation(functionKey, ...)`; code that wants to know whose call
 * it is (e.g. the integration tests' AWS call recorder) reads `currentFunctionKey()`. Work the local cloud
 * does for itself (seeding, emulator setup, queue polling) runs outside any invocation.
 *
 * Function keys: a route's handler name (`tenders-create`), `trigger-<Name>` for the Cognito triggers,
 * `realtime-connect`, `realtime-disconnect`, `email-worker`, `notification-worker`, `outbox-relay`, `contact-digest`, `question-sweep`.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

type Listener = (functionKey: string) => void;

// One store per process, even if this module is loaded twice (e.g. by two module loaders).
const STORE = Symbol.for('geotender.local.invocation');
const holder = globalThis as { [STORE]?: { storage: AsyncLocalStorage<string>; listeners: Set<Listener> } };
const state = (holder[STORE] ??= { storage: new AsyncLocalStorage<string>(), listeners: new Set() });

/** Runs `fn` as an invocation of `functionKey`: everything it starts, awaited or not, belongs to it. */
export function runInvocation<T>(functionKey: string, fn: () => T): T {
  for (const listener of state.listeners) listener(functionKey);
  return state.storage.run(functionKey, fn);
}

/** Calls `listener` with the function key of every invocation that starts; returns a function that stops it. */
export function onInvocation(listener: Listener): () => void {
  state.listeners.add(listener);
  return () => state.listeners.delete(listener);
}

/** The function whose invocation is executing, or undefined outside any invocation. */
export function currentFunctionKey(): string | undefined {
  return state.storage.getStore();
}
