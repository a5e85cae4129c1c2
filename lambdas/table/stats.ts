/**
 * The admin's live counts (1 "Analytics"): kept with each write, never counted by a Scan. They sit below every
 * feature (accounts, tenders, bids and deliveries count), like the table they are kept in.
 * A write that changes a count calls `count` after it succeeded: one UpdateItem ADD on a random one of
 * STATS_SHARDS items (so concurrent writes do not queue on one item, and the counts never take part in
 * the races the write's own transaction settles). `readStats` sums the shards with one Query.
 * A count update that fails is logged, not thrown: the write it follows has already happened.
 * Access pattern S1 in docs/data-model.md. Read and written through the model table (table/model-table.ts;
 * no ElectroDB at run time).
 */
import type { ApprovalStatus, Role } from '../domain/roles';
import { logger } from '../kernel/logger';
import { tableOf } from './model-table';
import { SERVICE, PK, SK } from './entity-parts';
import type { ModelLiteral } from './item-codec';

/**
 * One shard of the admin's live counts (1 "Analytics"): users by role and approval, tenders by
 * status (Cancelled too), bids, deliveries. Every write that changes a count ADDs to a random shard (stats.ts), so no
 * single item takes every write; reading sums the shards (one Query).
 */
export const statsShardModel = {
  model: { entity: 'statsShard', version: '1', service: SERVICE },
  attributes: {
    shard: { type: 'number', required: true, readOnly: true },
    usersGeodesist: { type: 'number' },
    usersTenderPoster: { type: 'number' },
    usersAdmin: { type: 'number' },
    usersPending: { type: 'number' },
    usersApproved: { type: 'number' },
    usersRejected: { type: 'number' },
    tendersOpen: { type: 'number' },
    tendersInProgress: { type: 'number' },
    tendersCompleted: { type: 'number' },
    bids: { type: 'number' },
    deliveries: { type: 'number' },
    tendersCancelled: { type: 'number' },
  },
  indexes: {
    byShard: { pk: { field: PK, composite: [] }, sk: { field: SK, composite: ['shard'] } },
  },
} as const satisfies ModelLiteral;

export const STATS_SHARDS = 4;

export type CounterName =
  | 'usersGeodesist'
  | 'usersTenderPoster'
  | 'usersAdmin'
  | 'usersPending'
  | 'usersApproved'
  | 'usersRejected'
  | 'tendersOpen'
  | 'tendersInProgress'
  | 'tendersCompleted'
  | 'bids'
  | 'deliveries'
  | 'tendersCancelled';

export type CountChange = Partial<Record<CounterName, number>>;

const shardTable = tableOf<{ shard: number } & CountChange>(statsShardModel);

const ROLE_COUNTER: Record<Role, CounterName> = { geodesist: 'usersGeodesist', tenderPoster: 'usersTenderPoster', admin: 'usersAdmin' };
const APPROVAL_COUNTER: Record<ApprovalStatus, CounterName> = { pending: 'usersPending', approved: 'usersApproved', rejected: 'usersRejected' };

/** The counter of a role or an approval status (a tender status's: tenders/data/tenders.ts `statusCounter`). */
export const counterOf = {
  role: (r: Role) => ROLE_COUNTER[r],
  approval: (a: ApprovalStatus) => APPROVAL_COUNTER[a],
};

/** A change that moves one unit from counter `from` to counter `to` (nothing when they are the same). */
export function move(from: CounterName, to: CounterName): CountChange {
  return from === to ? {} : { [from]: -1, [to]: 1 };
}

/** Adds `change` to the counts (one UpdateItem on a random shard). Never throws. */
export async function count(change: CountChange): Promise<void> {
  const add = Object.fromEntries(Object.entries(change).filter(([, v]) => v !== 0)) as CountChange;
  if (Object.keys(add).length === 0) return;
  try {
    await shardTable.write({ shard: Math.floor(Math.random() * STATS_SHARDS) }, { add: add as Record<string, number> });
  } catch (error) {
    logger.warn('A count was not updated', { change, error });
  }
}

/** The counts, summed over the shards (one Query); counters never written read 0. */
export async function readStats(): Promise<Record<CounterName, number>> {
  const data = await shardTable.queryAll('byShard', {});
  const totals: Record<CounterName, number> = {
    usersGeodesist: 0,
    usersTenderPoster: 0,
    usersAdmin: 0,
    usersPending: 0,
    usersApproved: 0,
    usersRejected: 0,
    tendersOpen: 0,
    tendersInProgress: 0,
    tendersCompleted: 0,
    bids: 0,
    deliveries: 0,
    tendersCancelled: 0,
  };
  for (const shard of data) for (const key of Object.keys(totals) as CounterName[]) totals[key] += shard[key] ?? 0;
  return totals;
}
