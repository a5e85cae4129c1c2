/**
 * Files in the bucket (spec part 2, 5 and 9). Verification of a staged upload: the object
 * must exist, be 1 byte to the limit of its purpose (attachments 50 MB, deliverables 100 MB), have an
 * allowed extension and content type, and start with the bytes of its type; a failing object is deleted,
 * so no record of it remains. Also: the stored keys of deliverables, copying staged objects to their
 * place, quiet clean-up, and the Content-Disposition and Content-Type of download links.
 */
import { CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { checkFile, FILE_TYPES, fileMessages, normalizeContentType, sanitizeFileName, shownInline, signatureMatches, SIGNATURE_BYTES } from '../domain/files';
import type { UploadPurpose } from '../domain/schemas';
import { s3 } from './clients/s3';
import { config } from './config';
import type { Role } from '../domain/roles';
import { BadRequestError, ForbiddenError } from './errors';
import { logger } from './logger';
import { english } from '../domain/i18n/english';

export interface VerifiedFile {
  key: string;
  /** The sanitised file name (the key's last segment). */
  filename: string;
  /** Bytes. */
  size: number;
  contentType: string;
}

export type Verification = { ok: true; file: VerifiedFile } | { ok: false; filename: string; message: string };

/** Who uploads what (part 2, 6): posters attach files to tenders, geodesists deliver as contractors. */
export const uploadMessages = {
  attachmentsByPosters: english('error.upload.attachmentsByPosters'),
  deliverablesByGeodesists: english('error.upload.deliverablesByGeodesists'),
} as const;

/**
 * Throws ForbiddenError (403) unless `role` uploads files for `purpose`: attachments are the posters',
 * deliverables the geodesists' (each limited by its own size, domain/files.ts maxFileBytes).
 */
export function assertMayUpload(role: Role, purpose: UploadPurpose): void {
  if (purpose === 'attachment' && role !== 'tenderPoster') throw new ForbiddenError(uploadMessages.attachmentsByPosters);
  if (purpose === 'deliverable' && role !== 'geodesist') throw new ForbiddenError(uploadMessages.deliverablesByGeodesists);
}

/** The staging prefix of a user: `staging/{sub}/`. */
export function stagingPrefix(sub: string): string {
  return `staging/${sub}/`;
}

/** The file name part of a staged key. */
export function fileNameOfKey(key: string): string {
  return key.slice(key.lastIndexOf('/') + 1);
}

/**
 * Checks a staged object against the rules of `purpose` (attachment 50 MB, deliverable 100 MB): HeadObject (size, type), then a ranged GetObject of its first SIGNATURE_BYTES
 * bytes against the type's signature. A failing object is deleted. Returns the verified file or the
 * spec's message for the broken rule; never throws for a bad file (S3 errors other than a missing
 * object are thrown).
 */
export async function verifyStagedObject(key: string, purpose: UploadPurpose = 'attachment'): Promise<Verification> {
  const bucket = config.filesBucket;
  const filename = sanitizeFileName(fileNameOfKey(key));
  let head;
  try {
    head = await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
  } catch (error) {
    const name = (error as { name?: string }).name;
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    // S3 answers a missing key with 404 to a caller that may list the bucket and 403 to one that may not; no
    // function may list staging/ (lib/constructs/files.ts), and the key is the caller's own staging key, so 403 means missing.
    if (name === 'NotFound' || name === 'NoSuchKey' || name === 'Forbidden' || status === 404 || status === 403) {
      return { ok: false, filename, message: fileMessages.noFile };
    }
    throw error;
  }
  const size = head.ContentLength ?? 0;
  const message = checkFile({ name: filename, size, contentType: head.ContentType }, purpose);
  if (message) return reject(key, filename, message);

  const part = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key, Range: `bytes=0-${SIGNATURE_BYTES - 1}` }));
  const bytes = part.Body ? await part.Body.transformToByteArray() : new Uint8Array();
  if (!signatureMatches(filename, bytes)) return reject(key, filename, fileMessages.contentMismatch(filename));

  return { ok: true, file: { key, filename, size, contentType: normalizeContentType(filename, head.ContentType) } };
}

/** Deletes a failing object and returns the failure. */
async function reject(key: string, filename: string, message: string): Promise<Verification> {
  logger.info('Staged file rejected', { key, reason: message });
  await s3.send(new DeleteObjectCommand({ Bucket: config.filesBucket, Key: key }));
  return { ok: false, filename, message };
}

/** Like verifyStagedObject, but throws BadRequestError with the spec's message when the file fails. */
export async function requireVerifiedObject(key: string, purpose: UploadPurpose = 'attachment'): Promise<VerifiedFile> {
  const result = await verifyStagedObject(key, purpose);
  if (!result.ok) throw new BadRequestError(result.message, { key: [result.message] });
  return result.file;
}

/** Cache-Control of stored files (spec part 2, 9: "cache control 3600 for uploads"). */
export const STORED_FILE_CACHE_CONTROL = 'max-age=3600';

/** Seconds a download link stays valid (part 2, 9). */
export const DOWNLOAD_LINK_SECONDS = 60;

/** Where a deliverable is kept: `deliveries/{tenderId}/{deliveryId}/{fileId}/{filename}` (docs/data-model.md, "Files"). */
export function deliverableKey(tenderId: string, deliveryId: string, fileId: string, filename: string): string {
  return `deliveries/${tenderId}/${deliveryId}/${fileId}/${filename}`;
}

/**
 * Copies a staged object to `to` inside the files bucket with its verified content type and the stored
 * files' Cache-Control. Throws the S3 error when the copy fails.
 */
export async function copyStagedObject(from: string, to: string, contentType: string): Promise<void> {
  await s3.send(
    new CopyObjectCommand({
      Bucket: config.filesBucket,
      Key: to,
      CopySource: `${config.filesBucket}/${from.split('/').map(encodeURIComponent).join('/')}`,
      ContentType: contentType,
      CacheControl: STORED_FILE_CACHE_CONTROL,
      MetadataDirective: 'REPLACE',
    }),
  );
}

/**
 * Copies staged objects to their stored keys (Cache-Control STORED_FILE_CACHE_CONTROL), then runs `store`,
 * the write of their records. Every copy settles before a failure is handled; when a copy or `store`
 * fails, the copies made are removed (nothing half-written, spec part 2, 7) and the error is thrown.
 * Resolves with what `store` returns. The staged objects are left for the caller to remove.
 */
export async function copyStagedThenStore<T>(copies: readonly { from: string; to: string; contentType: string }[], store: () => Promise<T>): Promise<T> {
  const copied: string[] = [];
  try {
    const results = await Promise.allSettled(
      copies.map(async (c) => {
        await copyStagedObject(c.from, c.to, c.contentType);
        copied.push(c.to);
      }),
    );
    const failed = results.find((r) => r.status === 'rejected');
    if (failed) throw failed.reason;
    return await store();
  } catch (error) {
    await removeObjectsQuietly(copied);
    throw error;
  }
}

/** Deletes objects, logging (never throwing) failures: for clean-up after a failure that is answered anyway. */
export async function removeObjectsQuietly(keys: readonly string[]): Promise<void> {
  await Promise.all(
    keys.map((Key) =>
      Promise.resolve()
        .then(() => s3.send(new DeleteObjectCommand({ Bucket: config.filesBucket, Key })))
        .catch((error: unknown) => logger.warn('Could not delete an object', { key: Key, error })),
    ),
  );
}

/**
 * The response headers a download link asks S3 for: `inline` only when it is
 * `requested` (the preview dialog) AND the file's type is one a browser shows safely (domain/files.ts
 * INLINE_TYPES: PDF, PNG, JPEG, GIF, WebP); every other file downloads as an attachment under its name. The
 * Content-Type is the file's type with its parameters dropped: a type the upload rules allow (FILE_TYPES), else
 * `application/octet-stream`, so a stored type never makes a browser render what it should save.
 */
export function downloadHeaders(
  file: { filename: string; contentType: string },
  requested: 'inline' | 'attachment' = 'attachment',
): { ResponseContentDisposition: string; ResponseContentType: string } {
  const type = file.contentType.toLowerCase().split(';')[0]!.trim();
  const inline = requested === 'inline' && shownInline(type);
  return {
    ResponseContentDisposition: contentDisposition(file.filename, inline ? 'inline' : 'attachment'),
    ResponseContentType: inline || KNOWN_TYPES.has(type) ? type : 'application/octet-stream',
  };
}

/** Every content type an upload may carry (FILE_TYPES). */
const KNOWN_TYPES = new Set(Object.values(FILE_TYPES).flat());

/**
 * The Content-Disposition of a download link: `inline` for the preview dialog, else `attachment` so the
 * browser saves it under `filename`. Both carry an ASCII fallback name and the UTF-8 name (RFC 6266).
 * Download routes choose the disposition through downloadHeaders.
 */
export function contentDisposition(filename: string, disposition: 'inline' | 'attachment' = 'attachment'): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(filename).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
