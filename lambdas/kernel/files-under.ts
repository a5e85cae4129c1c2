/**
 * Deleting every object under a key prefix of the files bucket (e.g. `tenders/{tenderId}/`): whatever a feature stored
 * there (attachments, answer files, a cancellation document, a copy a failed write left), without a list of its own.
 * Needs the `list` and `delete` file operations on that prefix (lib/function-access.ts; ListBucket is granted only for
 * keys under it).
 */
import { DeleteObjectsCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { s3 } from './clients/s3';
import { config } from './config';

/** Keys listed and deleted per request: S3's most for both ListObjectsV2 and DeleteObjects. */
const PAGE = 1000;

/** Some objects under a prefix were not deleted: the caller's retry resumes (what is gone stays gone). */
export class ObjectsLeftError extends Error {
  override name = 'ObjectsLeftError';
}

/**
 * Deletes every object under `prefix` (which must end with `/`, so `tenders/1/` never reaches `tenders/10/`):
 * ListObjectsV2 a page of up to 1,000 keys, then one DeleteObjects of that page, until none is left. Returns how many
 * it deleted. Throws ObjectsLeftError when S3 refuses some keys of a page, and S3's errors.
 */
export async function deleteObjectsUnder(prefix: string): Promise<number> {
  if (!prefix.endsWith('/') || prefix === '/') throw new Error(`deleteObjectsUnder needs a folder prefix ending with '/': ${prefix}`);
  let deleted = 0;
  let token: string | undefined;
  do {
    const page = await s3.send(new ListObjectsV2Command({ Bucket: config.filesBucket, Prefix: prefix, MaxKeys: PAGE, ...(token ? { ContinuationToken: token } : {}) }));
    const keys = (page.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
    if (keys.length > 0) {
      const out = await s3.send(new DeleteObjectsCommand({ Bucket: config.filesBucket, Delete: { Objects: keys, Quiet: true } }));
      if (out.Errors?.length) throw new ObjectsLeftError(`${out.Errors.length} of ${keys.length} objects under ${prefix} were not deleted (${out.Errors[0]?.Code ?? 'unknown'})`);
      deleted += keys.length;
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return deleted;
}
