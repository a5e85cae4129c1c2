/**
 * Sealed list cursors: the request pipeline seals every `nextCursor` an answer carries and
 * opens every `cursor` a request brings, so a cursor is opaque (no key name, prefix or id shows) and
 * tamper-evident, and it is valid only for the route, the caller and the query it was issued for.
 *
 * Format: base64url of [version 1 byte][IV 12 bytes][AES-256-GCM ciphertext][tag 16 bytes]; the plaintext
 * is the inner cursor (lambdas/kernel/list-cursor.ts, or the model table's) compressed with raw deflate; the
 * associated data is the context (`cursorContext`). The key is derived with HKDF-SHA256 from a Secrets
 * Manager secret (CURSOR_KEY_SECRET), read once per container on first use.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { config } from './config';
import { invalidCursor } from './list-cursor';

const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Largest inner cursor a sealed one may open to (bytes): far above any real cursor, so no inflate bomb. */
const MAX_INNER_BYTES = 16 * 1024;
/** The HKDF label of the cursor key: a new label (or secret) makes every issued cursor invalid. */
const KEY_INFO = 'geotender list cursor v1';

/**
 * The context a cursor is bound to: the route's handler name, the caller's user id ('' when anonymous),
 * the path parameters and the parsed query without `cursor`, each object with its keys sorted. Returns
 * the text used as AES-GCM associated data.
 */
export function cursorContext(route: string, userId: string | undefined, params: Record<string, string>, query: Record<string, unknown> | undefined): string {
  const sorted = (o: Record<string, unknown>) =>
    Object.keys(o)
      .filter((k) => k !== 'cursor' && o[k] !== undefined)
      .sort()
      .map((k) => [k, o[k]]);
  return JSON.stringify([route, userId ?? '', sorted(params), sorted(query ?? {})]);
}

/** Seals `inner` for `context` with the 32-byte `key`. Returns a base64url string (no padding). */
export function sealCursor(key: Buffer, inner: string, context: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(deflateRawSync(Buffer.from(inner, 'utf8'))), cipher.final()]);
  return Buffer.concat([Buffer.from([VERSION]), iv, body, cipher.getAuthTag()]).toString('base64url');
}

/**
 * The inner cursor of `sealed`, when it was sealed with `key` for exactly `context`. Throws
 * BadRequestError 400 'Invalid cursor' (fieldErrors.cursor) for anything else: not base64url, too short,
 * another version, another route, caller or query, or any changed byte.
 */
export function openCursor(key: Buffer, sealed: string, context: string): string {
  if (!/^[A-Za-z0-9_-]+$/.test(sealed)) throw invalidCursor();
  const bytes = Buffer.from(sealed, 'base64url');
  if (bytes.length < 1 + IV_BYTES + 1 + TAG_BYTES || bytes[0] !== VERSION) throw invalidCursor();
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(1, 1 + IV_BYTES));
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    const plain = Buffer.concat([decipher.update(bytes.subarray(1 + IV_BYTES, bytes.length - TAG_BYTES)), decipher.final()]);
    return inflateRawSync(plain, { maxOutputLength: MAX_INNER_BYTES }).toString('utf8');
  } catch {
    throw invalidCursor();
  }
}

/** The 32-byte AES key from the secret's text (HKDF-SHA256). Throws when the secret is shorter than 32 characters. */
export function cursorKeyFrom(secret: string): Buffer {
  if (secret.length < 32) throw new Error('The cursor key secret must have at least 32 characters');
  return Buffer.from(hkdfSync('sha256', secret, '', KEY_INFO, 32));
}

/** The key read by each function (in the cloud a container runs one function, so this holds one entry). */
const keys = new Map<string, Promise<Buffer>>();

/**
 * The cursor key of the function `functionName`, read from Secrets Manager (CURSOR_KEY_SECRET) on its first
 * use and kept for the life of the container; a failed read is not kept, so the next request tries again.
 * Kept per function so the local gateway, which runs every function in one process, reads it once per function
 * as the cloud does (and the grants test sees each read). The client is loaded then too, so functions without a
 * paged list never evaluate it. Throws the SDK's error.
 */
export function cursorKey(functionName: string): Promise<Buffer> {
  let key = keys.get(functionName);
  if (!key) {
    key = Promise.all([import('@aws-sdk/client-secrets-manager'), import('./clients/secrets')])
      .then(([{ GetSecretValueCommand }, { secrets }]) => secrets.send(new GetSecretValueCommand({ SecretId: config.cursorKeySecret })))
      .then((out) => cursorKeyFrom(out.SecretString ?? ''))
      .catch((error: unknown) => {
        keys.delete(functionName);
        throw error;
      });
    keys.set(functionName, key);
  }
  return key;
}
