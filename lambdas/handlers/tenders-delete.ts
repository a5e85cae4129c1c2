/** Placeholder until the route is built: answers 501. */
import { HttpError } from '../lib/errors';
import { httpHandler } from '../lib/http-handler';

export const handler = httpHandler('tenders-delete', async () => {
  throw new HttpError(501, 'Not implemented yet');
});
