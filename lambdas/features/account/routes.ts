/** Routes of the route table: The caller’s own account: profile and role. */
import { meSchema, profileSchema } from './domain/dto';
import { profileUpdateSchema } from './domain/schemas';
import { ALL_ROLES, type RouteDef } from '../../api/route-def';

export const accountRoutes = [
  {
    handler: 'me-get',
    feature: 'account',
    method: 'GET',
    path: '/me',
    roles: ALL_ROLES,
    allowUnapproved: true,
    summary: 'The caller’s profile, role and approval',
    response: meSchema,
  },
  {
    handler: 'me-profile-update',
    feature: 'account',
    method: 'PUT',
    path: '/me/profile',
    roles: ALL_ROLES,
    allowUnapproved: true,
    summary: 'Update the caller’s own profile',
    body: profileUpdateSchema,
    response: profileSchema,
  },
] as const satisfies readonly RouteDef[];
