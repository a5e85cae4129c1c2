/**
 * `POST /uploads/verify {key}`: checks one uploaded file now (size, type, leading bytes) so the poster
 * sees a bad file at once; a failing file is deleted and answered 400 with the spec's message
 * (spec part 2, 5; issue 2, step 3). Only the caller's own staging prefix may be checked (else 403).
 */
import { ForbiddenError } from '../lib/errors';
import { requireVerifiedObject, stagingPrefix } from '../lib/files';
import { httpHandler } from '../lib/http-handler';

export const handler = httpHandler('uploads-verify', async ({ auth, body }) => {
  if (!body.key.startsWith(stagingPrefix(auth.userId))) throw new ForbiddenError('This upload belongs to someone else');
  const file = await requireVerifiedObject(body.key, body.purpose);
  return { key: file.key, filename: file.filename, size: file.size, contentType: file.contentType };
});
