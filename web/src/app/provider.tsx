/**
 * App-wide providers: TanStack Query, the auth state, the realtime connection of a signed-in user, and the
 * global toast area (part 1, 2.1). The realtime code and sonner load only when needed.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { AuthProvider, useAuth } from '@/lib/auth';
import { queryClient } from '@/lib/query-client';
import { AppToaster } from '@/lib/toaster';

const RealtimeConnection = lazy(() => import('@/lib/realtime').then((m) => ({ default: m.RealtimeConnection })));

/** The realtime connection (lib/realtime.tsx), loaded and kept while a user is signed in. */
function SignedInRealtime() {
  const { session } = useAuth();
  if (!session) return null;
  return (
    <Suspense fallback={null}>
      <RealtimeConnection />
    </Suspense>
  );
}

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <SignedInRealtime />
        {children}
      </AuthProvider>
      <AppToaster />
    </QueryClientProvider>
  );
}
