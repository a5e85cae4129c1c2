/**
 * The route table: the one list of HTTP routes, read by the CDK api construct (one Lambda per entry,
 * JWT authorizer unless public) and by the local gateway (same handlers, same checks).
 * Each handler file is `lambdas/handlers/<handler>.ts` exporting `handler`.
 */
import type { core } from 'zod/mini';
import type { Role } from '../domain/roles';
import * as s from '../domain/schemas';
import * as dto from '../domain/dto';

/** Features of the API; each signed-in feature has its own API stack, public routes live with the HTTP API itself. */
export const FEATURES = ['account', 'tenders', 'bids', 'deliveries', 'admin', 'notifications', 'contact'] as const;
export type Feature = (typeof FEATURES)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteDef {
  /** Handler file name under lambdas/handlers, also the function's logical name. */
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
  /**
   * A caller whose token has no role group, or who has no profile, gets the account set up from its
   * Cognito attributes first (only `GET /me`: repairs what a failed PostConfirmation left undone).
   */
  repairsAccount?: boolean;
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
  {
    handler: 'me-get',
    feature: 'account',
    method: 'GET',
    path: '/me',
    roles: ALL,
    allowUnapproved: true,
    repairsAccount: true,
    summary: 'The caller’s profile, role and approval',
    response: dto.meSchema,
  },
  {
    handler: 'me-profile-update',
    feature: 'account',
    method: 'PUT',
    path: '/me/profile',
    roles: ALL,
    allowUnapproved: true,
    summary: 'Update the caller’s own profile',
    body: s.profileUpdateSchema,
    response: dto.profileSchema,
  },
  {
    handler: 'uploads-create',
    feature: 'tenders',
    method: 'POST',
    path: '/uploads',
    roles: ['tenderPoster', 'geodesist'],
    summary: 'Presigned POSTs for files to attach (posters) or deliver (contractors)',
    body: s.uploadRequestSchema,
    response: dto.uploadTicketsSchema,
  },
  {
    handler: 'uploads-verify',
    feature: 'tenders',
    method: 'POST',
    path: '/uploads/verify',
    roles: ['tenderPoster', 'geodesist'],
    summary: 'Verify an uploaded file now (size, type, leading bytes); a failing file is deleted',
    body: s.uploadVerifySchema,
    response: dto.uploadVerifiedSchema,
    memoryMb: 512,
  },
  {
    handler: 'tenders-create',
    feature: 'tenders',
    method: 'POST',
    path: '/tenders',
    roles: ['tenderPoster'],
    summary: 'Create a tender from verified uploads',
    body: s.tenderCreateSchema,
    response: dto.tenderCreatedSchema,
    timeoutSeconds: 29,
    memoryMb: 512,
  },
  {
    handler: 'tenders-list',
    feature: 'tenders',
    method: 'GET',
    path: '/tenders',
    roles: ALL,
    summary: 'List tenders: open ones, the caller’s own, or all (admin)',
    query: s.tenderListQuerySchema,
    response: dto.tenderPageSchema,
  },
  // Before `/tenders/{tenderId}`: the local gateway takes the first route that matches (API Gateway prefers the literal path).
  {
    handler: 'tenders-map',
    feature: 'tenders',
    method: 'GET',
    path: '/tenders/map',
    roles: ALL,
    summary: 'Open tenders whose site lies in a map’s visible area (geodesists, admins), nearest first with `near`',
    query: s.tenderMapQuerySchema,
    response: dto.tenderMapSchema,
  },
  { handler: 'tenders-get', feature: 'tenders', method: 'GET', path: '/tenders/{tenderId}', roles: ALL, summary: 'One tender with its attachments; counts a view', response: dto.tenderDetailSchema },
  {
    handler: 'tenders-update',
    feature: 'tenders',
    method: 'PATCH',
    path: '/tenders/{tenderId}',
    roles: ['tenderPoster'],
    summary: 'Edit an Open tender of one’s own: fields, removed and added attachments',
    body: s.tenderUpdateSchema,
    response: dto.tenderUpdatedSchema,
    timeoutSeconds: 29,
    memoryMb: 512,
  },
  {
    handler: 'tenders-delete',
    feature: 'tenders',
    method: 'DELETE',
    path: '/tenders/{tenderId}',
    roles: ['tenderPoster'],
    summary: 'Delete an Open tender of one’s own with its attachments, bids and files',
    response: dto.tenderDeletedSchema,
    timeoutSeconds: 29,
  },
  {
    handler: 'attachments-download',
    feature: 'tenders',
    method: 'GET',
    path: '/tenders/{tenderId}/attachments/{attachmentId}/download',
    roles: ALL,
    summary: 'A 60-second signed link to download or preview an attachment',
    query: s.downloadQuerySchema,
    response: dto.downloadLinkSchema,
  },
  {
    handler: 'bids-mine-get',
    feature: 'bids',
    method: 'GET',
    path: '/tenders/{tenderId}/bid',
    roles: ['geodesist'],
    summary: 'The caller’s own bid on a tender, or null',
    response: dto.ownBidAnswerSchema,
  },
  {
    handler: 'bids-place',
    feature: 'bids',
    method: 'PUT',
    path: '/tenders/{tenderId}/bid',
    roles: ['geodesist'],
    summary: 'Place or update the caller’s one bid on an Open tender before its deadline',
    body: s.bidPlaceSchema,
    response: dto.bidPlacedSchema,
  },
  {
    handler: 'bids-withdraw',
    feature: 'bids',
    method: 'DELETE',
    path: '/tenders/{tenderId}/bid',
    roles: ['geodesist'],
    summary: 'Withdraw the caller’s Pending bid while the tender is Open',
    response: dto.bidWithdrawnSchema,
  },
  {
    handler: 'bids-list',
    feature: 'bids',
    method: 'GET',
    path: '/tenders/{tenderId}/bids',
    roles: ['tenderPoster', 'admin'],
    summary: 'A tender’s bids, newest first; anonymous to the poster while Open',
    query: s.pageQuerySchema,
    response: dto.bidPageSchema,
  },
  {
    handler: 'bids-accept',
    feature: 'bids',
    method: 'POST',
    path: '/tenders/{tenderId}/bids/{bidId}/accept',
    roles: ['tenderPoster'],
    summary: 'Accept one bid: the tender goes In Progress, every other bid is Rejected',
    response: dto.bidAcceptedSchema,
    timeoutSeconds: 29,
  },
  {
    handler: 'deliveries-list',
    feature: 'deliveries',
    method: 'GET',
    path: '/tenders/{tenderId}/deliveries',
    roles: ALL,
    summary: 'A tender’s deliveries with their files, oldest first (poster, contractor, admins)',
    response: dto.deliveryListSchema,
  },
  {
    handler: 'deliveries-create',
    feature: 'deliveries',
    method: 'POST',
    path: '/tenders/{tenderId}/deliveries',
    roles: ['geodesist'],
    summary: 'The contractor submits deliverables from verified uploads',
    body: s.deliveryCreateSchema,
    response: dto.deliveryCreatedSchema,
    timeoutSeconds: 29,
    memoryMb: 512,
  },
  {
    handler: 'deliveries-request-changes',
    feature: 'deliveries',
    method: 'POST',
    path: '/tenders/{tenderId}/deliveries/{deliveryId}/request-changes',
    roles: ['tenderPoster'],
    summary: 'Return a Submitted delivery to the contractor with a comment',
    body: s.changeRequestSchema,
    response: dto.deliverySchema,
  },
  {
    handler: 'delivery-files-download',
    feature: 'deliveries',
    method: 'GET',
    path: '/tenders/{tenderId}/deliveries/{deliveryId}/files/{fileId}/download',
    roles: ALL,
    summary: 'A 60-second signed link to download or preview a deliverable',
    query: s.downloadQuerySchema,
    response: dto.downloadLinkSchema,
  },
  {
    handler: 'tenders-complete',
    feature: 'deliveries',
    method: 'POST',
    path: '/tenders/{tenderId}/complete',
    roles: ['tenderPoster'],
    summary: 'Accept the deliverables: every delivery Accepted, the tender Completed',
    response: dto.completionSchema,
  },
  { handler: 'admin-approvals-list', feature: 'admin', method: 'GET', path: '/admin/approvals', roles: ['admin'], summary: 'Users awaiting approval, oldest first', response: dto.pendingUsersSchema },
  {
    handler: 'admin-approval-decide',
    feature: 'admin',
    method: 'POST',
    path: '/admin/users/{userId}/approval',
    roles: ['admin'],
    summary: 'Approve or reject a user',
    body: s.approvalDecisionSchema,
    response: dto.profileSchema,
  },
  {
    handler: 'admin-users-list',
    feature: 'admin',
    method: 'GET',
    path: '/admin/users',
    roles: ['admin'],
    summary: 'Users, newest first, 10 a page, without pending ones: search over e-mail, name and company; role filter',
    query: s.userListQuerySchema,
    response: dto.userPageSchema,
  },
  {
    handler: 'admin-users-create',
    feature: 'admin',
    method: 'POST',
    path: '/admin/users',
    roles: ['admin'],
    summary: 'Add a user who can sign in at once with the given password (approved)',
    body: s.userCreateSchema,
    response: dto.profileSchema,
  },
  {
    handler: 'admin-users-update',
    feature: 'admin',
    method: 'PATCH',
    path: '/admin/users/{userId}',
    roles: ['admin'],
    summary: 'Edit a user’s profile and role (not an admin’s role)',
    body: s.userUpdateSchema,
    response: dto.profileSchema,
  },
  {
    handler: 'admin-users-delete',
    feature: 'admin',
    method: 'DELETE',
    path: '/admin/users/{userId}',
    roles: ['admin'],
    summary: 'Delete a user (not an admin): Cognito user, profile, preferences, connections',
    response: dto.userDeletedSchema,
  },
  {
    handler: 'admin-user-history',
    feature: 'admin',
    method: 'GET',
    path: '/admin/users/{userId}/history',
    roles: ['admin'],
    summary: 'What admins did to a user, newest first',
    query: s.pageQuerySchema,
    response: dto.auditPageSchema,
  },
  {
    handler: 'admin-stats-get',
    feature: 'admin',
    method: 'GET',
    path: '/admin/stats',
    roles: ['admin'],
    summary: 'Live counts for the Analytics card: users by role and approval, tenders by status, bids, deliveries',
    response: dto.statsSchema,
  },
  {
    handler: 'notifications-list',
    feature: 'notifications',
    method: 'GET',
    path: '/notifications',
    roles: ALL,
    allowUnapproved: true,
    summary: 'The caller’s newest notifications and the unread count',
    response: dto.notificationListSchema,
  },
  {
    handler: 'notifications-read',
    feature: 'notifications',
    method: 'POST',
    path: '/notifications/read',
    roles: ALL,
    allowUnapproved: true,
    summary: 'Mark the caller’s notifications read: some by id, or all',
    body: s.notificationsReadSchema,
    response: dto.notificationsMarkedSchema,
  },
  {
    handler: 'notifications-delete',
    feature: 'notifications',
    method: 'DELETE',
    path: '/notifications/{notificationId}',
    roles: ALL,
    allowUnapproved: true,
    summary: 'Delete one of the caller’s notifications',
    response: dto.notificationDeletedSchema,
  },
  {
    handler: 'notification-preferences-get',
    feature: 'notifications',
    method: 'GET',
    path: '/me/notification-preferences',
    roles: ALL,
    allowUnapproved: true,
    summary: 'The caller’s notification preferences and the kinds their role is offered',
    response: dto.notificationPreferencesSchema,
  },
  {
    handler: 'notification-preferences-update',
    feature: 'notifications',
    method: 'PUT',
    path: '/me/notification-preferences',
    roles: ALL,
    allowUnapproved: true,
    summary: 'Save the caller’s notification preferences',
    body: s.notificationPreferencesUpdateSchema,
    response: dto.notificationPreferencesSchema,
  },
  {
    handler: 'admin-email-health',
    feature: 'admin',
    method: 'GET',
    path: '/admin/email/health',
    roles: ['admin'],
    summary: 'Whether the e-mail path works: SES sending status (the local mailbox locally); 503 when not',
    response: dto.emailHealthSchema,
  },
  {
    handler: 'admin-email-test',
    feature: 'admin',
    method: 'POST',
    path: '/admin/email/test',
    roles: ['admin'],
    summary: 'Queue a test e-mail to an address',
    body: s.emailTestSchema,
    response: dto.emailTestSentSchema,
  },
  {
    handler: 'admin-notification-test',
    feature: 'admin',
    method: 'POST',
    path: '/admin/notifications/test',
    roles: ['admin'],
    summary: 'Send the caller a test notification in the app and by e-mail (preferences bypassed)',
    response: dto.notificationTestSentSchema,
  },
  {
    handler: 'contact-create',
    feature: 'contact',
    method: 'POST',
    path: '/contact',
    roles: 'public',
    summary: 'Send a message to the GeoTender team: stored and e-mailed to the admins',
    body: s.contactSchema,
    response: dto.contactReceivedSchema,
  },
] as const satisfies readonly RouteDef[];

export type RouteHandlerName = (typeof routes)[number]['handler'];

/** The route for a handler name; throws when there is none (a wiring mistake, not user input). */
export function routeFor(handler: string): RouteDef {
  const route = (routes as readonly RouteDef[]).find((r) => r.handler === handler);
  if (!route) throw new Error(`No route for handler ${handler}`);
  return route;
}
