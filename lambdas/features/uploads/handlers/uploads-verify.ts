/**
 * `POST /uploads/verify {key, purpose}`: checks one uploaded file now (size for its purpose: attachments
 * 50 MB, deliverables 100 MB; type; leading bytes) so the person sees a bad file at once; a failing file
 * is deleted and answered 400 with the spec's message (spec part 2, 5). Only the
 * caller's own staging prefix may be checked, and only for a purpose of their role (else 403); deliverables
 * only for a tender the caller may deliver to now (`tenderId`, the deliver rule).
 */
import { ForbiddenError } from '../../../kernel/errors';
import { assertMayUpload, requireVerifiedObject, stagingPrefix } from '../../../kernel/files';
import { httpHandler } from '../../../api/http-handler';
import { assertMayDeliverTo } from '../../deliveries/public';
import { english } from '../../../domain/i18n/english';

export const handler = httpHandler('uploads-verify', async ({ auth, body }) => {
  assertMayUpload(auth.role, body.purpose);
  if (!body.key.startsWith(stagingPrefix(auth.userId))) throw new ForbiddenError(english('error.upload.uploadForeign'));
  if (body.purpose === 'deliverable') await assertMayDeliverTo(body.tenderId, auth.userId);
  const file = await requireVerifiedObject(body.key, body.purpose);
  return { key: file.key, filename: file.filename, size: file.size, contentType: file.contentType };
});
