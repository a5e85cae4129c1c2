/**
 * Renders a component for a test inside a memory router (with a route that prints where navigation
 * went) and a fresh TanStack Query client.
 */
import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';

/** Shows the current location as text, so tests can read where a redirect went. */
function Where() {
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  return (
    <p data-testid="where">
      {location.pathname}
      {location.search}
      {from ? ` from ${from}` : ''}
    </p>
  );
}

/**
 * Renders `element` at `path` (the route pattern) opened at `url`; every other path renders Where.
 * Returns the Testing Library result and the router (for its history).
 */
export interface RenderRouteOptions {
  /** Route pattern of `element` (default `/`). */
  path?: string;
  /** The URL opened first (default `path`). */
  url?: string;
  /** Further routes beside it. */
  routes?: { path: string; element: ReactElement }[];
}

export function renderRoute(element: ReactElement, options: RenderRouteOptions = {}) {
  const { path = '/', routes = [] } = options;
  const url = options.url ?? path;
  const router = createMemoryRouter([{ path, element }, ...routes, { path: '*', element: <Where /> }], { initialEntries: [url] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router };
}
