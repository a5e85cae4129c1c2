/**
 * The hash an e-mail address is remembered by once its account is erased: SHA-256 (hex) of the trimmed, lower-cased
 * address. The erasure's event carries it (account/events.ts `user_erased`), so the address itself never travels
 * through the outbox or the events queue; the e-mail worker compares it (notifications/data/erased-addresses.ts).
 */
import { createHash } from 'node:crypto';

/** SHA-256 (hex, 64 characters) of `email` trimmed and lower-cased. */
export function addressHash(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}
