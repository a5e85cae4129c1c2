/**
 * `POST /uploads`: presigned POSTs for the files a poster is about to attach or a contractor is about to
 * deliver (spec part 2, 5 and deliver page). Attachments are the posters' (50 MB),
 * deliverables the geodesists' (100 MB), and only for a tender they may deliver to now (`tenderId`: its
 * contractor while In Progress, the deliver rule). Each file is checked first (name, type, size for its purpose);
 * then the files' declared sizes count against the caller's staged bytes an hour (429 past it; "Fair limits",
 * features/limits/staged-bytes.ts). The POST policy caps each body at its declared size, so S3 itself refuses a
 * larger one and what is counted is at least what is stored, and pins the content type.
 * Keys: `staging/{sub}/{uploadId}/{sanitisedName}`; valid for 300 s.
 */
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { randomUUID } from 'node:crypto';
import { checkFile, normalizeContentType, sanitizeFileName } from '../../../domain/files';
import { s3 } from '../../../kernel/clients/s3';
import { config } from '../../../kernel/config';
import { BadRequestError } from '../../../kernel/errors';
import { assertMayUpload, stagingPrefix, uploadMessages } from '../../../kernel/files';
import { httpHandler } from '../../../api/http-handler';
import { assertMayDeliverTo } from '../../deliveries/public';
import { limitStagedBytes } from '../../limits/public';

/** Seconds a presigned POST stays valid. */
export const UPLOAD_EXPIRES_SECONDS = 300;

export { uploadMessages };

export const handler = httpHandler('uploads-create', async ({ auth, body }) => {
  assertMayUpload(auth.role, body.purpose);
  if (body.purpose === 'deliverable') await assertMayDeliverTo(body.tenderId, auth.userId);
  const problems = body.files.map((f) => checkFile({ name: f.name, size: f.size, contentType: f.contentType }, body.purpose));
  const firstProblem = problems.find((p) => p !== null);
  if (firstProblem) {
    throw new BadRequestError(firstProblem, { files: problems.filter((p): p is string => p !== null) });
  }
  await limitStagedBytes(
    auth.userId,
    body.files.reduce((sum, f) => sum + f.size, 0),
  );
  const uploads = await Promise.all(
    body.files.map(async (file) => {
      const filename = sanitizeFileName(file.name);
      const contentType = normalizeContentType(filename, file.contentType);
      const key = `${stagingPrefix(auth.userId)}${randomUUID()}/${filename}`;
      const post = await createPresignedPost(s3, {
        Bucket: config.filesBucket,
        Key: key,
        Conditions: [
          // S3 refuses a body outside this range (EntityTooLarge): no more than the size declared and counted.
          ['content-length-range', 1, file.size],
          ['eq', '$Content-Type', contentType],
        ],
        Fields: { 'Content-Type': contentType },
        Expires: UPLOAD_EXPIRES_SECONDS,
      });
      return { key, filename, url: post.url, fields: post.fields, maxBytes: file.size };
    }),
  );
  return { uploads };
});
