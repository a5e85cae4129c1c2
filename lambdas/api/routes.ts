/**
 * The route table: the one list of HTTP routes, read by the CDK api construct (one Lambda per entry,
 * JWT authorizer unless public) and by the local gateway (same handlers, same checks).
 * Each handler file is `lambdas/handlers/<handler>.ts` exporting `handler`. Each feature's routes live in
 * feature-routes/<feature>.ts; this list joins them (the local gateway takes the first route that matches).
 */
import { accountRoutes } from './feature-routes/account';
import { adminRoutes } from './feature-routes/admin';
import { bidRoutes } from './feature-routes/bids';
import { contactRoutes } from './feature-routes/contact';
import { deliveryRoutes } from './feature-routes/deliveries';
import { notificationRoutes } from './feature-routes/notifications';
import { tenderRoutes } from './feature-routes/tenders';
import type { RouteDef } from './route-def';

export { ALL_ROLES, FEATURES, type Feature, type HttpMethod, type RouteDef } from './route-def';

export const routes = [...accountRoutes, ...tenderRoutes, ...bidRoutes, ...deliveryRoutes, ...adminRoutes, ...notificationRoutes, ...contactRoutes] as const satisfies readonly RouteDef[];

export type RouteHandlerName = (typeof routes)[number]['handler'];

/** The route for a handler name; throws when there is none (a wiring mistake, not user input). */
export function routeFor(handler: string): RouteDef {
  const route = (routes as readonly RouteDef[]).find((r) => r.handler === handler);
  if (!route) throw new Error(`No route for handler ${handler}`);
  return route;
}
