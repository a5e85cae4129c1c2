/**
 * The e-mail addresses of erased accounts, kept only as SHA-256 hashes and only as long as an e-mail
 * queued before the erasure can still be sent (issue 24, 4: no further e-mail; docs/data-model.md P4). Through the
 * model table (table/model-table.ts), so the e-mail worker loads no ElectroDB (issue 23, 4).
 */
import { createHash } from 'node:crypto';
import { tableOf } from '../../../table/model-table';
import { erasedAddressModel } from './privacy-models';

const erasedAddresses = tableOf<{ addressHash: string; erasedAtMs: number; expiresAt: number }>(erasedAddressModel);

/** How long an erased address is remembered (ms): longer than an e-mail can wait in its queue (4 days) or its dead-letter queue (14 days). */
export const ERASED_ADDRESS_KEPT_MS = 15 * 24 * 60 * 60 * 1000;

/** E-mails queued this long after the erasure (ms) are still dropped: a request that read the profile just before it may queue one just after. */
export const ERASURE_RACE_MS = 60_000;

/** The hash an address is remembered by: SHA-256 (hex) of the trimmed, lower-cased address. */
export function addressHash(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

/** Remembers that the account of `email` was erased at `nowMs` (PutItem; a repeat overwrites). */
export async function rememberErasedAddress(email: string, nowMs = Date.now()): Promise<void> {
  await erasedAddresses.put({ addressHash: addressHash(email), erasedAtMs: nowMs, expiresAt: Math.floor((nowMs + ERASED_ADDRESS_KEPT_MS) / 1000) });
}

/**
 * Of `addresses`, those an e-mail queued at `queuedAtMs` (epoch ms) may no longer go to: addresses of accounts
 * erased after it was queued, or up to ERASURE_RACE_MS before (one GetItem per address). An e-mail queued later
 * is for a new account of the same address, and goes.
 */
export async function erasedAmong(addresses: readonly string[], queuedAtMs: number): Promise<Set<string>> {
  const erased = new Set<string>();
  await Promise.all(
    addresses.map(async (address) => {
      const data = await erasedAddresses.get({ addressHash: addressHash(address) });
      if (data && queuedAtMs <= data.erasedAtMs + ERASURE_RACE_MS) erased.add(address);
    }),
  );
  return erased;
}
