/** Routes of the route table: the caller's own data: export it, erase the account. */
import { dataExportStateSchema, erasureSchema } from './domain/dto';
import { dataExportQuerySchema, eraseSchema } from './domain/schemas';
import { ALL_ROLES, type RouteDef } from '../../api/route-def';

export const privacyRoutes = [
  {
    handler: 'data-export-request',
    feature: 'privacy',
    method: 'POST',
    path: '/me/data-export',
    roles: ALL_ROLES,
    allowUnapproved: true,
    summary: 'Ask for a download of everything the platform holds about the caller (prepared by a worker)',
    response: dataExportStateSchema,
  },
  {
    handler: 'data-export-get',
    feature: 'privacy',
    method: 'GET',
    path: '/me/data-export',
    roles: ALL_ROLES,
    allowUnapproved: true,
    summary: 'The caller’s newest data export: its state and, when ready, a short-lived download link (and one of a file of an export, when asked)',
    query: dataExportQuerySchema,
    response: dataExportStateSchema,
  },
  {
    handler: 'me-erase',
    feature: 'privacy',
    method: 'DELETE',
    path: '/me',
    roles: ['geodesist', 'tenderPoster'],
    allowUnapproved: true,
    summary: 'Erase the caller’s account: sign-in removed, personal data deleted or replaced by ‘Deleted user’',
    body: eraseSchema,
    response: erasureSchema,
    timeoutSeconds: 60,
  },
] as const satisfies readonly RouteDef[];
