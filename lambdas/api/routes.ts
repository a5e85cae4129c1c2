/**
 * The route table: the one list of HTTP routes, read by the CDK api construct (one Lambda per entry,
 * JWT authorizer unless public) and by the local gateway (same handlers, same checks).
 * Each handler file is `lambdas/handlers/<handler>.ts` exporting `handler`.
 */
import type { core } from 'zod/mini';
import type { Role } from '../domain/roles';
import * as s from '../domain/schemas';
import * as dto from '../domain/dto';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteDef {
  /** Handler file name under lambdas/handlers, also the function's logical name. */
  handler: string;
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

const ALL: readonly Role[] = ['geodesist', 'tenderPoster', 'admin'];

export const routes = [
  { handler: 'me-get', method: 'GET', path: '/me', roles: ALL, allowUnapproved: true, summary: 'The caller’s profile, role and approval', response: dto.meSchema },
  { handler: 'me-profile-update', method: 'PUT', path: '/me/profile', roles: ALL, allowUnapproved: true, summary: 'Update the caller’s own profile', body: s.profileUpdateSchema, response: dto.profileSchema },
  { handler: 'uploads-create', method: 'POST', path: '/uploads', roles: ['tenderPoster'], summary: 'Presigned POSTs for files to attach', body: s.uploadRequestSchema, response: dto.uploadTicketsSchema },
  { handler: 'uploads-verify', method: 'POST', path: '/uploads/verify', roles: ['tenderPoster'], summary: 'Verify an uploaded file now (size, type, leading bytes); a failing file is deleted', body: s.uploadVerifySchema, response: dto.uploadVerifiedSchema, memoryMb: 512 },
  { handler: 'tenders-create', method: 'POST', path: '/tenders', roles: ['tenderPoster'], summary: 'Create a tender from verified uploads', body: s.tenderCreateSchema, response: dto.tenderCreatedSchema, timeoutSeconds: 29, memoryMb: 512 },
  { handler: 'tenders-list', method: 'GET', path: '/tenders', roles: ALL, summary: 'List tenders: open ones, the caller’s own, or all (admin)', query: s.tenderListQuerySchema, response: dto.tenderPageSchema },
  { handler: 'tenders-get', method: 'GET', path: '/tenders/{tenderId}', roles: ALL, summary: 'One tender with its attachments; counts a view', response: dto.tenderDetailSchema },
  { handler: 'attachments-download', method: 'GET', path: '/tenders/{tenderId}/attachments/{attachmentId}/download', roles: ALL, summary: 'A 60-second signed download link', response: dto.downloadLinkSchema },
  { handler: 'admin-approvals-list', method: 'GET', path: '/admin/approvals', roles: ['admin'], summary: 'Users awaiting approval, oldest first', response: dto.pendingUsersSchema },
  { handler: 'admin-approval-decide', method: 'POST', path: '/admin/users/{userId}/approval', roles: ['admin'], summary: 'Approve or reject a user', body: s.approvalDecisionSchema, response: dto.profileSchema },
  { handler: 'contact-create', method: 'POST', path: '/contact', roles: 'public', summary: 'Send a message to the GeoTender team: stored and e-mailed to the admins', body: s.contactSchema, response: dto.contactReceivedSchema },
] as const satisfies readonly RouteDef[];

export type RouteHandlerName = (typeof routes)[number]['handler'];

/** The route for a handler name; throws when there is none (a wiring mistake, not user input). */
export function routeFor(handler: string): RouteDef {
  const route = (routes as readonly RouteDef[]).find((r) => r.handler === handler);
  if (!route) throw new Error(`No route for handler ${handler}`);
  return route;
}
