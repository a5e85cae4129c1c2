/** The app's TanStack Query client: no retries for 4xx answers, a short stale time. */
import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-error';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (count, error) => {
        if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return false;
        return count < 2;
      },
    },
    mutations: { retry: false },
  },
});
