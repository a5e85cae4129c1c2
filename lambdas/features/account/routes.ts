/** Routes of the route table: The caller’s own account: profile and role. */
import { languageAnswerSchema, meSchema, profileSchema } from './domain/dto';
import { languageUpdateSchema, profileUpdateSchema } from './domain/schemas';
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
    handler: 'me-language-update',
    feature: 'account',
    method: 'PUT',
    path: '/me/language',
    roles: ALL_ROLES,
    allowUnapproved: true,
    summary: 'Store the language you read GeoTender in (en or et; any other code is English)',
    body: languageUpdateSchema,
    response: languageAnswerSchema,
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
