/** App-wide providers: TanStack Query, the auth state, the realtime connection, and the global toast area (part 1, 2.1). */
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import { AuthProvider } from '@/lib/auth';
import { queryClient } from '@/lib/query-client';
import { RealtimeConnection } from '@/lib/realtime';

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RealtimeConnection />
        {children}
      </AuthProvider>
      <Toaster position="bottom-right" richColors closeButton toastOptions={{ duration: 5_000 }} />
    </QueryClientProvider>
  );
}
