/**
 * The signed one-click unsubscribe token (RFC 8058) of bulk e-mails, and the links and header fields that carry it
 * (docs/decisions/server/digest-and-unsubscribe.md). A token is `<userId>.<kind>.<signature>`: the signature is
 * HMAC-SHA256 over `unsubscribe:v1:<userId>:<kind>` with a key derived (HKDF-SHA256, its own label) from the stage's
 * list-cursor key (kernel/sealed-cursor.ts, a Secrets Manager secret), so no new secret is kept and replacing that
 * secret revokes every link sent. A token never expires: an unsubscribe link must work from any old e-mail, and all
 * it can do is turn e-mail of that kind off for that person.
 */
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { config } from '../../kernel/config';
import { cursorKey } from '../../kernel/sealed-cursor';
import type { EmailMessage } from '../../kernel/mail-queue';
import { readUnsubscribeToken, type UnsubscribeKind } from './domain/digest';

/** The HKDF label of the unsubscribe key: a new label makes every link sent invalid. */
const KEY_INFO = 'geotender unsubscribe v1';

/** The 32-byte HMAC key of unsubscribe tokens, derived from the list-cursor key `cursorKeyBytes`. */
export function unsubscribeKeyFrom(cursorKeyBytes: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', cursorKeyBytes, '', KEY_INFO, 32));
}

/**
 * The unsubscribe key of function `functionName` (the stage's cursor key read once per container, kernel/sealed-cursor.ts
 * `cursorKey`, then derived). Throws the SDK's error when the secret cannot be read.
 */
export async function unsubscribeKey(functionName: string): Promise<Buffer> {
  return unsubscribeKeyFrom(await cursorKey(functionName));
}

const signatureOf = (key: Buffer, userId: string, kind: UnsubscribeKind) => createHmac('sha256', key).update(`unsubscribe:v1:${userId}:${kind}`).digest('base64url');

/** The token that turns off e-mails of `kind` for `userId`. */
export function signUnsubscribeToken(key: Buffer, userId: string, kind: UnsubscribeKind): string {
  return `${userId}.${kind}.${signatureOf(key, userId, kind)}`;
}

/**
 * The user and kind a token names, when it has the right form, a known kind and a signature made with `key`;
 * undefined for anything else (compared in constant time).
 */
export function verifyUnsubscribeToken(key: Buffer, token: string): { userId: string; kind: UnsubscribeKind } | undefined {
  const parts = readUnsubscribeToken(token);
  if (!parts) return undefined;
  const expected = Buffer.from(signatureOf(key, parts.userId, parts.kind));
  const given = Buffer.from(parts.signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? { userId: parts.userId, kind: parts.kind } : undefined;
}

/**
 * The links of a token: `oneClick`, the API's `POST /unsubscribe?token=…` a mailbox provider calls (RFC 8058), and
 * `page`, the web page a person opens from the e-mail's text, which asks before it posts.
 */
export function unsubscribeLinks(token: string): { oneClick: string; page: string } {
  const query = `?token=${encodeURIComponent(token)}`;
  return { oneClick: `${config.apiUrl}/unsubscribe${query}`, page: `${config.siteUrl}/unsubscribe${query}` };
}

/** The header fields of RFC 8058 one-click unsubscribe for the API link `oneClick`. */
export function unsubscribeHeaders(oneClick: string): NonNullable<EmailMessage['headers']> {
  return [
    { name: 'List-Unsubscribe', value: `<${oneClick}>` },
    { name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' },
  ];
}
