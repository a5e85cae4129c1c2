/**
 * `POST /admin/users/{userId}/approval {status}`: an admin approves or rejects a user (spec part 2, 7
 * "update_approval"). The user is told by e-mail and, when signed in, at once over the WebSocket.
 */
import { getProfile, setApproval } from '../data/profiles';
import { NotFoundError } from '../lib/errors';
import { httpHandler } from '../lib/http-handler';
import { notifyApproval } from '../lib/notify';

export const handler = httpHandler('admin-approval-decide', async ({ params, body }) => {
  const current = await getProfile(params.userId!);
  if (!current) throw new NotFoundError('User not found');
  const profile = await setApproval(current, body.status);
  await notifyApproval(profile);
  return profile;
});
