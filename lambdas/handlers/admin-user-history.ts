/**
 * `GET /admin/users/{userId}/history?cursor=`: what admins did to a user, newest first (issue 11, 7):
 * who, when, what changed. Kept after the user is deleted. Admins only.
 */
import { listAudit } from '../data/audit-entries';
import { USER_PAGE_SIZE } from '../domain/users';
import { httpHandler } from '../lib/http-handler';

export const handler = httpHandler('admin-user-history', async ({ params, query }) => listAudit(params.userId!, { cursor: query.cursor, limit: USER_PAGE_SIZE }));
