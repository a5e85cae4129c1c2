/**
 * Window counters of every limit (contact messages, writes per user, upload bytes an hour): one item per counted thing and window, raised atomically
 * with a condition so that concurrent requests can never pass the limit together. Items expire by TTL.
 * Written through the model table (table/model-table.ts; no ElectroDB at run time).
 */
import { isConditionFailure } from '../../../kernel/errors';
import { tableOf } from '../../../table/model-table';
import { rateCounterModel } from './limit-models';

const counterTable = tableOf<{ counterKey: string; count: number; expiresAt: number }>(rateCounterModel);

/**
 * Counts `amount` (a whole number, default 1: one event; e.g. bytes) more for `counterKey` unless the count
 * would then pass `limit`. The counter lives until `expiresAt` (epoch seconds). Returns true when it was
 * counted (within the limit), false when it would pass the limit (nothing counted). Throws on other DynamoDB errors.
 */
export async function countWithin(counterKey: string, limit: number, expiresAt: number, amount = 1): Promise<boolean> {
  if (amount > limit) return false;
  try {
    // count + amount <= limit, in whole numbers: count < limit - amount + 1.
    await counterTable.write({ counterKey }, { add: { count: amount }, set: { expiresAt }, where: ({ count }, { notExists, lt }) => `${notExists(count)} OR ${lt(count, limit - amount + 1)}` });
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
