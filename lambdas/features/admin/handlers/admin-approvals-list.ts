/** `GET /admin/approvals`: users awaiting approval, oldest first (spec part 1, 4.2; part 2, admin). */
import { listProfilesByApproval } from '../../account/public';
import { httpHandler } from '../../../api/http-handler';

export const handler = httpHandler('admin-approvals-list', async () => ({ items: await listProfilesByApproval('pending') }));
