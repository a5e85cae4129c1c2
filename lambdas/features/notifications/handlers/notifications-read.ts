/**
 * `POST /notifications/read {ids} | {all: true}`: marks the caller's notifications read, by opening one or
 * by closing the bell's dropdown (spec part 1, 2.14 and 4.3). Ids of other users' notifications change nothing.
 */
import { markRead } from '../data/notifications';
import { BadRequestError } from '../../../kernel/errors';
import { httpHandler } from '../../../api/http-handler';

export const handler = httpHandler('notifications-read', async ({ auth, body }) => {
  if (!body.all && !body.ids?.length) throw new BadRequestError('Say which notifications to mark read: ids, or all');
  return { marked: await markRead(auth.userId, body.all ? 'all' : body.ids!) };
});
