/**
 * The e-mail addresses of erased accounts, kept only as SHA-256 hashes and only as long as an e-mail
 * made before the erasure can still be sent (no further e-mail; docs/data-model.md P4). Through the
 * model table (table/model-table.ts), so the e-mail worker loads no ElectroDB.
 */
import { DEAD_LETTER_RETENTION_DAYS, QUEUE_RETENTION_DAYS } from '../../../api/functions';
import { addressHash } from '../../../kernel/address-hash';
import { config } from '../../../kernel/config';
import { tableOf } from '../../../table/model-table';
import { erasedAddressModel } from './notification-models';

const erasedAddresses = tableOf<{ addressHash: string; erasedAtMs: number; expiresAt: number }>(erasedAddressModel);

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The oldest an e-mail may be when it is sent (ms since its `createdAtMs`): its queue's retention and then its
 * dead-letter queue's (4 + 14 days). A dead letter retried later (a retry starts a new message) is dropped.
 */
export const EMAIL_MAX_AGE_MS = (QUEUE_RETENTION_DAYS + DEAD_LETTER_RETENTION_DAYS) * DAY_MS;

/** How long an erased address is remembered (ms): a day past EMAIL_MAX_AGE_MS, so no e-mail made before the erasure outlives it. */
export const ERASED_ADDRESS_KEPT_MS = EMAIL_MAX_AGE_MS + DAY_MS;

/** E-mails made this long after the erasure (ms) are still dropped: a request that read the profile just before it may queue one just after. */
export const ERASURE_RACE_MS = 60_000;

/**
 * Remembers that the account whose address hashes to `hash` (kernel/address-hash.ts) was erased at `erasedAtMs`
 * (epoch ms; PutItem, a repeat overwrites with the same values).
 */
export async function rememberErasedAddress(hash: string, erasedAtMs: number): Promise<void> {
  await erasedAddresses.put({ addressHash: hash, erasedAtMs, expiresAt: Math.floor((erasedAtMs + ERASED_ADDRESS_KEPT_MS) / 1000) });
}

/**
 * Of `addresses`, those an e-mail made at `createdAtMs` (epoch ms, the time it carries from its first queueing)
 * may no longer go to: addresses of accounts erased after it was made, or up to `raceMs` before (default
 * ERASURE_RACE_MS, or the ERASURE_RACE_MS environment variable: lambdas/kernel/config.ts); one GetItem per address.
 * An e-mail made later is for a new account of the same address, and goes.
 */
export async function erasedAmong(addresses: readonly string[], createdAtMs: number, raceMs = config.erasureRaceMs ?? ERASURE_RACE_MS): Promise<Set<string>> {
  const erased = new Set<string>();
  await Promise.all(
    addresses.map(async (address) => {
      const data = await erasedAddresses.get({ addressHash: addressHash(address) });
      if (data && createdAtMs <= data.erasedAtMs + raceMs) erased.add(address);
    }),
  );
  return erased;
}
