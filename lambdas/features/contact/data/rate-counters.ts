/**
 * Window counters (issue 12, contact abuse): one item per counted thing and window, raised atomically
 * with a condition so that concurrent requests can never pass the limit together. Items expire by TTL.
 * Written through the model table (table/model-table.ts; issue 23, 4: no ElectroDB at run time).
 */
import { isConditionFailure } from '../../../kernel/errors';
import { tableOf } from '../../../table/model-table';
import { rateCounterModel } from './contact-models';

const counterTable = tableOf<{ counterKey: string; count: number; expiresAt: number }>(rateCounterModel);

/**
 * Counts one more event for `counterKey` unless `limit` events are counted already. The counter lives
 * until `expiresAt` (epoch seconds). Returns true when the event was counted (under the limit), false
 * when the limit is reached. Throws on other DynamoDB errors.
 */
export async function countWithin(counterKey: string, limit: number, expiresAt: number): Promise<boolean> {
  try {
    await counterTable.write({ counterKey }, { add: { count: 1 }, set: { expiresAt }, where: ({ count }, { notExists, lt }) => `${notExists(count)} OR ${lt(count, limit)}` });
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
