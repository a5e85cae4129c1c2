/**
 * `POST /uploads`: presigned POSTs for the files a poster is about to attach (spec part 2, 5; issue 2,
 * step 3). Each file is checked first (name, type, size); the POST policy repeats the size range and
 * pins the content type. Keys: `staging/{sub}/{uploadId}/{sanitisedName}`; valid for 300 s.
 */
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { randomUUID } from 'node:crypto';
import { checkFile, maxFileBytes, normalizeContentType, sanitizeFileName } from '../domain/files';
import { s3 } from '../lib/clients/s3';
import { config } from '../lib/config';
import { BadRequestError, ForbiddenError } from '../lib/errors';
import { stagingPrefix } from '../lib/files';
import { httpHandler } from '../lib/http-handler';

/** Seconds a presigned POST stays valid. */
export const UPLOAD_EXPIRES_SECONDS = 300;

/** Who uploads what (part 2, 6): posters attach files to tenders, geodesists deliver as contractors. */
export const uploadMessages = {
  attachmentsByPosters: 'Only tender posters attach files to tenders',
  deliverablesByGeodesists: 'Only the contractor of a tender uploads deliverables',
} as const;

export const handler = httpHandler('uploads-create', async ({ auth, body }) => {
  if (body.purpose === 'attachment' && auth.role !== 'tenderPoster') throw new ForbiddenError(uploadMessages.attachmentsByPosters);
  if (body.purpose === 'deliverable' && auth.role !== 'geodesist') throw new ForbiddenError(uploadMessages.deliverablesByGeodesists);
  const maxBytes = maxFileBytes(body.purpose);
  const problems = body.files.map((f) => checkFile({ name: f.name, size: f.size, contentType: f.contentType }, body.purpose));
  const firstProblem = problems.find((p) => p !== null);
  if (firstProblem) {
    throw new BadRequestError(firstProblem, { files: problems.filter((p): p is string => p !== null) });
  }
  const uploads = await Promise.all(
    body.files.map(async (file) => {
      const filename = sanitizeFileName(file.name);
      const contentType = normalizeContentType(filename, file.contentType);
      const key = `${stagingPrefix(auth.userId)}${randomUUID()}/${filename}`;
      const post = await createPresignedPost(s3, {
        Bucket: config.filesBucket,
        Key: key,
        Conditions: [
          ['content-length-range', 1, maxBytes],
          ['eq', '$Content-Type', contentType],
        ],
        Fields: { 'Content-Type': contentType },
        Expires: UPLOAD_EXPIRES_SECONDS,
      });
      return { key, filename, url: post.url, fields: post.fields, maxBytes };
    }),
  );
  return { uploads };
});
