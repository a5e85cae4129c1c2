/** Routes of the route table: The caller’s own account: profile and role. */
import * as dto from '../../domain/dto';
import * as s from '../../domain/schemas';
import { ALL_ROLES, type RouteDef } from '../route-def';

export const accountRoutes = [
  {
    handler: 'me-get',
    feature: 'account',
    method: 'GET',
    path: '/me',
    roles: ALL_ROLES,
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
    roles: ALL_ROLES,
    allowUnapproved: true,
    summary: 'Update the caller’s own profile',
    body: s.profileUpdateSchema,
    response: dto.profileSchema,
  },
] as const satisfies readonly RouteDef[];
