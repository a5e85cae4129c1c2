/**
 * `POST /uploads`: presigned POSTs for the files a poster is about to attach (spec part 2, 5; issue 2,
 * step 3). Each file is checked first (name, type, size); the POST policy repeats the size range and
 * pins the content type. Keys: `staging/{sub}/{uploadId}/{sanitisedName}`; valid for 300 s.
 */
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { randomUUID } from 'node:crypto';
import { checkFile, MAX_FILE_BYTES, normalizeContentType, sanitizeFileName } from '../domain/files';
import { s3 } from '../lib/clients/s3';
import { config } from '../lib/config';
import { BadRequestError } from '../lib/errors';
import { stagingPrefix } from '../lib/files';
import { httpHandler } from '../lib/http-handler';

/** Seconds a presigned POST stays valid. */
export const UPLOAD_EXPIRES_SECONDS = 300;

export const handler = httpHandler('uploads-create', async ({ auth, body }) => {
  const problems = body.files.map((f) => checkFile({ name: f.name, size: f.size, contentType: f.contentType }));
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
          ['content-length-range', 1, MAX_FILE_BYTES],
          ['eq', '$Content-Type', contentType],
        ],
        Fields: { 'Content-Type': contentType },
        Expires: UPLOAD_EXPIRES_SECONDS,
      });
      return { key, filename, url: post.url, fields: post.fields, maxBytes: MAX_FILE_BYTES };
    }),
  );
  return { uploads };
});
