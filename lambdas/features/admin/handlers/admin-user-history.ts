/**
 * `GET /admin/users/{userId}/history?cursor=`: what admins did to a user, newest first:
 * who, when, what changed. Kept after the user is deleted. Admins only.
 */
import { listAudit } from '../../account/public';
import { USER_PAGE_SIZE } from '../../account/domain/users';
import { httpHandler } from '../../../api/http-handler';

export const handler = httpHandler('admin-user-history', async ({ params, query }) => listAudit(params.userId!, { cursor: query.cursor, limit: USER_PAGE_SIZE }));
