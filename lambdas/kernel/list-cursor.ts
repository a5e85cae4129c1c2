/**
 * Opaque list cursors, one codec for every paged list: a versioned JSON payload in base64url. A cursor
 * that does not decode, or whose content the list does not accept, is refused with 400 'Invalid cursor'
 * (never a 500).
 */
import { BadRequestError } from './errors';

/** The key attributes of an item, where a Query resumes (ExclusiveStartKey). */
export type CursorKey = Record<string, string>;

/** The error of a cursor that cannot be used: 400 'Invalid cursor'. */
export function invalidCursor(): BadRequestError {
  return new BadRequestError('Invalid cursor', { cursor: ['Invalid cursor'] });
}

/** `payload` as a cursor string (version 1). */
export function encodeCursor(payload: Record<string, unknown>): string {
  return Buffer.from(JSON.stringify({ v: 1, ...payload }), 'utf8').toString('base64url');
}

/** The payload of `cursor`. Throws BadRequestError ('Invalid cursor') unless it is a version-1 JSON object. */
export function decodeCursor(cursor: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed) || (parsed as { v?: unknown }).v !== 1) throw invalidCursor();
  return parsed as Record<string, unknown>;
}

/**
 * Whether `value` is a key of the queried partition: exactly the attributes `keyNames`, every one a
 * string, with the partition key `partitionKey[0]` equal to `partitionKey[1]`.
 */
export function isPartitionKey(value: unknown, keyNames: readonly string[], partitionKey: readonly [string, unknown]): value is CursorKey {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const key = value as Record<string, unknown>;
  return Object.keys(key).length === keyNames.length && keyNames.every((k) => typeof key[k] === 'string') && key[partitionKey[0]] === partitionKey[1];
}

/** The key attributes `keyNames` of a raw item, as strings. */
export function keyOf(raw: Record<string, unknown>, keyNames: readonly string[]): CursorKey {
  return Object.fromEntries(keyNames.map((n) => [n, String(raw[n])]));
}
