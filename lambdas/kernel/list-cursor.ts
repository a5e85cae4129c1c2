/**
 * Inner list cursors, one codec for every paged list: a versioned JSON payload. The request pipeline seals
 * it before it leaves (lambdas/kernel/sealed-cursor.ts), so callers only ever see an opaque string. A
 * payload that does not decode, or whose content the list does not accept, is refused with 400 'Invalid
 * cursor' (never a 500), whatever it holds.
 */
import { english } from '../domain/i18n/english';
import { BadRequestError } from './errors';

/** The key attributes of an item, where a Query resumes (ExclusiveStartKey). */
export type CursorKey = Record<string, string>;

/** Longest key value a cursor may carry (characters): DynamoDB's sort key limit is 1,024 bytes. */
export const MAX_KEY_VALUE_LENGTH = 1024;

/** The error of a cursor that cannot be used: 400 'Invalid cursor'. */
export function invalidCursor(): BadRequestError {
  const message = english('error.http.invalidCursor');
  return new BadRequestError(message, { cursor: [message] });
}

/** `payload` as an inner cursor string (version 1 JSON). */
export function encodeCursor(payload: Record<string, unknown>): string {
  return JSON.stringify({ v: 1, ...payload });
}

/** The payload of `cursor`. Throws BadRequestError ('Invalid cursor') unless it is a version-1 JSON object. */
export function decodeCursor(cursor: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(cursor);
  } catch {
    throw invalidCursor();
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed) || (parsed as { v?: unknown }).v !== 1) throw invalidCursor();
  return parsed as Record<string, unknown>;
}

/**
 * Whether `value` is a key of the queried partition: exactly the attributes `keyNames` as own properties,
 * every one a non-empty string of at most MAX_KEY_VALUE_LENGTH characters, with the partition key
 * `partitionKey[0]` equal to `partitionKey[1]`. DynamoDB refuses empty or over-long key values with an
 * error, so these are checked here and answered 400.
 */
export function isPartitionKey(value: unknown, keyNames: readonly string[], partitionKey: readonly [string, unknown]): value is CursorKey {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const key = value as Record<string, unknown>;
  const names = Object.keys(key);
  const validValue = (k: string) => {
    const v = Object.hasOwn(key, k) ? key[k] : undefined;
    return typeof v === 'string' && v.length > 0 && v.length <= MAX_KEY_VALUE_LENGTH;
  };
  return names.length === keyNames.length && keyNames.every(validValue) && key[partitionKey[0]] === partitionKey[1];
}

/** The key attributes `keyNames` of a raw item, as strings. */
export function keyOf(raw: Record<string, unknown>, keyNames: readonly string[]): CursorKey {
  return Object.fromEntries(keyNames.map((n) => [n, String(raw[n])]));
}
