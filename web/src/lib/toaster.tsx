/**
 * The app's toast area (sonner's Toaster, bottom right, 5 s, close button), loaded only once a toast may be
 * shown: the landing page of a signed-out visitor renders without sonner. needToasts()
 * mounts it: the router once any page but the landing page has loaded (needToastsSoon, when the browser is
 * idle, so sonner does not hold up the page's first paint), the session code when a user is signed in, and
 * lazyToast() before it shows a toast. Toasts sent before the area mounted appear once it does
 * (sonner hands its active toasts to a Toaster that subscribes late).
 */
import { lazy, Suspense, useSyncExternalStore } from 'react';

type Sonner = typeof import('sonner');

const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

let needed = false;
const listeners = new Set<() => void>();

/** Mounts the toast area (loading sonner) from now on; later calls do nothing. */
export function needToasts(): void {
  if (needed) return;
  needed = true;
  for (const listener of [...listeners]) listener();
}

/** Calls needToasts() once the browser is idle (within 2 s), or at once when already mounted. */
export function needToastsSoon(): void {
  if (needed) return;
  if (typeof requestIdleCallback === 'function') requestIdleCallback(needToasts, { timeout: 2_000 });
  else setTimeout(needToasts, 200);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Shows a toast from code the landing page loads: `show` gets sonner's `toast` once sonner is loaded. */
export function lazyToast(show: (toast: Sonner['toast']) => void): void {
  needToasts();
  import('sonner').then(({ toast }) => show(toast)).catch((error: unknown) => console.error('Could not load the toast area', error));
}

/** The toast area, rendered once needToasts() was called; nothing before. */
export function AppToaster() {
  const show = useSyncExternalStore(subscribe, () => needed);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="bottom-right" richColors closeButton toastOptions={{ duration: 5_000 }} />
    </Suspense>
  );
}
