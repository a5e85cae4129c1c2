/**
 * `GET /admin/users?search=&role=&cursor=`: the admin's user table (spec part 2, 'Admin users' and 5
 * "Admin"): newest first, 10 a page, pending users left to Pending Approvals. Admins only.
 */
import { listUsers } from '../../account/public';
import { USER_PAGE_SIZE } from '../../account/domain/users';
import { httpHandler } from '../../../api/http-handler';

export const handler = httpHandler('admin-users-list', async ({ query }) => listUsers({ ...query, limit: USER_PAGE_SIZE }));
