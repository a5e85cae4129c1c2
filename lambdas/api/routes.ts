/**
 * The route table: the one list of HTTP routes, read by the CDK api construct (one Lambda per entry,
 * JWT authorizer unless public) and by the local gateway (same handlers, same checks).
 * Each handler file is `lambdas/features/<feature>/handlers/<handler>.ts` exporting `handler`. Each feature's routes live in
 * lambdas/features/<feature>/routes.ts; this list joins them (the local gateway takes the first route that matches).
 */
import { accountRoutes } from '../features/account/routes';
import { adminRoutes } from '../features/admin/routes';
import { bidRoutes } from '../features/bids/routes';
import { contactRoutes } from '../features/contact/routes';
import { deliveryRoutes } from '../features/deliveries/routes';
import { notificationRoutes } from '../features/notifications/routes';
import { tenderRoutes } from '../features/tenders/routes';
import { procurementRoutes } from '../features/procurement/routes';
import { profileRoutes } from '../features/profiles/routes';
import { ratingRoutes } from '../features/ratings/routes';
import { privacyRoutes } from '../features/privacy/routes';
import { uploadRoutes } from '../features/uploads/routes';
import { messageRoutes } from '../features/messages/routes';
import type { RouteDef } from './route-def';

export { ALL_ROLES, FEATURES, routeEntry, type Feature, type HttpMethod, type RouteDef } from './route-def';

export const routes = [
  ...accountRoutes,
  ...uploadRoutes,
  ...tenderRoutes,
  ...bidRoutes,
  ...deliveryRoutes,
  ...procurementRoutes,
  ...profileRoutes,
  ...ratingRoutes,
  ...adminRoutes,
  ...notificationRoutes,
  ...contactRoutes,
  ...privacyRoutes,
  ...messageRoutes,
] as const satisfies readonly RouteDef[];

export type RouteHandlerName = (typeof routes)[number]['handler'];

/** The route for a handler name; throws when there is none (a wiring mistake, not user input). */
export function routeFor(handler: string): RouteDef {
  const route = (routes as readonly RouteDef[]).find((r) => r.handler === handler);
  if (!route) throw new Error(`No route for handler ${handler}`);
  return route;
}
