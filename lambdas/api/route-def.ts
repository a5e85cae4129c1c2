/** The shape of a route of the route table (lambdas/api/routes.ts) and the features that own routes. */
import type { core } from 'zod/mini';
import type { Role } from '../domain/roles';

/** Features of the API; each signed-in feature has its own API stack, public routes live with the HTTP API itself. */
export const FEATURES = ['account', 'tenders', 'bids', 'deliveries', 'uploads', 'procurement', 'profiles', 'ratings', 'admin', 'notifications', 'contact', 'privacy', 'messages'] as const;
export type Feature = (typeof FEATURES)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteDef {
  /** Handler file name under lambdas/features/<feature>/handlers, also the function's logical name. */
  handler: string;
  /** The feature that owns the route: its functions deploy in that feature's API stack (lib/stacks/api-feature-stack.ts). */
  feature: Feature;
  method: HttpMethod;
  /** API Gateway path syntax, e.g. `/tenders/{tenderId}`. */
  path: string;
  /** Roles allowed; `public` routes skip the JWT authorizer. */
  roles: readonly Role[] | 'public';
  /** Geodesists awaiting approval may call it (only `GET /me`); every other geodesist route needs approval. */
  allowUnapproved?: boolean;
  summary: string;
  body?: core.$ZodType;
  query?: core.$ZodType;
  response: core.$ZodType;
  /** Extra Lambda settings. */
  timeoutSeconds?: number;
  memoryMb?: number;
}

/** Every role: the routes any signed-in user may call. */
export const ALL_ROLES: readonly Role[] = ['geodesist', 'tenderPoster', 'admin'];

/** The handler module of `route` under `lambdas/`, without extension: `features/<feature>/handlers/<handler>`. */
export function routeEntry(route: Pick<RouteDef, 'feature' | 'handler'>): string {
  return `features/${route.feature}/handlers/${route.handler}`;
}
