/**
 * The tender's history entries a handler wrote in its transactions (tenders/data/history.ts historyItem): the Put
 * items of entity `tenderHistory` among the TransactWriteItems the mock received.
 */
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';

type Items = NonNullable<TransactWriteCommandInput['TransactItems']>;

/** The stored history entries among `items` (one transaction's items). */
export function historyEntries(items: Items): Record<string, unknown>[] {
  return items.flatMap((i) => (i.Put?.Item?.__edb_e__ === 'tenderHistory' ? [i.Put.Item] : []));
}

/** The one history entry among `items`; throws when there is none or more than one. */
export function historyEntry(items: Items): Record<string, unknown> {
  const found = historyEntries(items);
  if (found.length !== 1) throw new Error(`expected one history entry in the transaction, found ${found.length}`);
  return found[0]!;
}
