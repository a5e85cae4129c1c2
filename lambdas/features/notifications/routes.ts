/** Routes of the route table: In-app notifications and the notification preferences (spec part 1, 3). */
import { notificationListSchema, notificationsMarkedSchema, notificationDeletedSchema, notificationPreferencesSchema } from './domain/dto';
import { notificationsReadSchema, notificationPreferencesUpdateSchema } from './domain/schemas';
import { ALL_ROLES, type RouteDef } from '../../api/route-def';

export const notificationRoutes = [
  {
    handler: 'notifications-list',
    feature: 'notifications',
    method: 'GET',
    path: '/notifications',
    roles: ALL_ROLES,
    allowUnapproved: true,
    summary: 'The caller’s newest notifications and the unread count',
    response: notificationListSchema,
  },
  {
    handler: 'notifications-read',
    feature: 'notifications',
    method: 'POST',
    path: '/notifications/read',
    roles: ALL_ROLES,
    allowUnapproved: true,
    summary: 'Mark the caller’s notifications read: some by id, or all',
    body: notificationsReadSchema,
    response: notificationsMarkedSchema,
  },
  {
    handler: 'notifications-delete',
    feature: 'notifications',
    method: 'DELETE',
    path: '/notifications/{notificationId}',
    roles: ALL_ROLES,
    allowUnapproved: true,
    summary: 'Delete one of the caller’s notifications',
    response: notificationDeletedSchema,
  },
  {
    handler: 'notification-preferences-get',
    feature: 'notifications',
    method: 'GET',
    path: '/me/notification-preferences',
    roles: ALL_ROLES,
    allowUnapproved: true,
    summary: 'The caller’s notification preferences and the kinds their role is offered',
    response: notificationPreferencesSchema,
  },
  {
    handler: 'notification-preferences-update',
    feature: 'notifications',
    method: 'PUT',
    path: '/me/notification-preferences',
    roles: ALL_ROLES,
    allowUnapproved: true,
    summary: 'Save the caller’s notification preferences',
    body: notificationPreferencesUpdateSchema,
    response: notificationPreferencesSchema,
  },
] as const satisfies readonly RouteDef[];
